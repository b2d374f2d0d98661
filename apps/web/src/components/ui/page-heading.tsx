import type { ReactNode } from 'react';

/** The page's one h1 with an optional lead line. */
export function PageHeading({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-col gap-2">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{title}</h1>
      {lead && <p className="text-gray-700">{lead}</p>}
      {children}
    </div>
  );
}
