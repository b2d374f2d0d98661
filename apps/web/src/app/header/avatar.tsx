import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';

/** The profile photo, or a default icon when there is none or it fails to load (spec: header signed in). */
export function Avatar({ photoURL, className }: { photoURL: string | null; className?: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const frame = cn(
    'inline-flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 text-brand-800',
    className,
  );
  if (!photoURL || failedSrc === photoURL) {
    return (
      <span aria-hidden="true" className={frame}>
        <UserRound className="size-5" />
      </span>
    );
  }
  return (
    <span aria-hidden="true" className={frame}>
      {/* Google photo hosts refuse hot-linking with a referrer. */}
      <img
        src={photoURL}
        alt=""
        width={32}
        height={32}
        referrerPolicy="no-referrer"
        className="size-full object-cover"
        onError={() => setFailedSrc(photoURL)}
      />
    </span>
  );
}
