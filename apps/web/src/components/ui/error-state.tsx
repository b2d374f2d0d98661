import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type ErrorStateProps = { message: string; action?: ReactNode; className?: string };

/** A failure notice announced to screen readers, with an optional way out (Retry, Back to Home...). */
export function ErrorState({ message, action, className }: ErrorStateProps) {
  return (
    <div
      role="alert"
      className={cn('flex flex-col items-center gap-4 rounded-xl border border-red-200 bg-red-50 px-6 py-10 text-center', className)}
    >
      <TriangleAlert aria-hidden="true" className="size-8 text-red-700" />
      <p className="font-medium text-red-800">{message}</p>
      {action}
    </div>
  );
}
