import type { ReactNode } from 'react';

type SectionProps = { id: string; title: string; lead?: string; action?: ReactNode; children: ReactNode; className?: string };

/** A home page band with an h2, an optional lead line and an optional action at the right. */
export function Section({ id, title, lead, action, children, className }: SectionProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id={id} className="text-2xl font-bold text-gray-900">
              {title}
            </h2>
            {lead && <p className="mt-1 text-gray-700">{lead}</p>}
          </div>
          {action}
        </div>
        {children}
      </div>
    </section>
  );
}
