import type { LucideIcon } from 'lucide-react';

/** One value on the About page: icon, title, a sentence. */
export function ValueCard({ icon: Icon, title, text }: { icon: LucideIcon; title: string; text: string }) {
  return (
    <li className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
      <span className="flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="mt-3 font-semibold text-gray-900">{title}</h3>
      <p className="mt-1 text-sm text-gray-700">{text}</p>
    </li>
  );
}
