import { cn } from '@/lib/cn';

/** Grey pulsing placeholder with the shape of content still loading. Hidden from assistive tech. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-lg bg-gray-200', className)} />;
}
