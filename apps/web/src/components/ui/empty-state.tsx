import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type EmptyStateProps = {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  className?: string;
  headingLevel?: 'h2' | 'h3';
};

/** "Nothing here" block: icon, heading, a line of help and an optional action. */
export function EmptyState({ title, description, icon, action, className, headingLevel: Heading = 'h2' }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border border-dashed border-gray-300 bg-white px-6 py-12 text-center',
        className,
      )}
    >
      {icon && (
        <div className="text-gray-500 [&_svg]:size-10" aria-hidden="true">
          {icon}
        </div>
      )}
      <Heading className="text-lg font-semibold text-gray-900">{title}</Heading>
      {description && <p className="max-w-md text-gray-600">{description}</p>}
      {action && <div className="mt-2 flex flex-wrap justify-center gap-3">{action}</div>}
    </div>
  );
}
