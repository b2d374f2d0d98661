import { cn } from '@/lib/cn';

const SIZES = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-4' } as const;

type SpinnerProps = { size?: keyof typeof SIZES; className?: string; label?: string };

/** A spinning ring. Decorative unless given a label, which is then announced. */
export function Spinner({ size = 'md', className, label }: SpinnerProps) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center">
      <span
        aria-hidden="true"
        className={cn('inline-block animate-spin rounded-full border-current border-r-transparent', SIZES[size], className)}
      />
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}

/** Full-width loading block for pages and sections; the text is visible and announced. */
export function LoadingState({ message, className }: { message: string; className?: string }) {
  return (
    <div role="status" className={cn('flex flex-col items-center justify-center gap-3 py-16 text-gray-700', className)}>
      <Spinner size="lg" className="text-brand-700" />
      <p>{message}</p>
    </div>
  );
}
