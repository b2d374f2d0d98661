import { Briefcase, Car, GraduationCap, Home, Smartphone, Wrench, type LucideIcon } from 'lucide-react';
import { Component, type ReactNode } from 'react';
import { findCategory, type CategoryKey } from '@mohalla/shared';
import { cn } from '@/lib/cn';

const ICONS: Record<CategoryKey, LucideIcon> = {
  'real-estate': Home,
  jobs: Briefcase,
  electronics: Smartphone,
  education: GraduationCap,
  services: Wrench,
  vehicles: Car,
};

/** Tinted tile colours per category; all pass AA against their background. */
export const CATEGORY_COLOURS: Record<CategoryKey, string> = {
  'real-estate': 'bg-blue-50 text-blue-700',
  jobs: 'bg-emerald-50 text-emerald-700',
  electronics: 'bg-violet-50 text-violet-700',
  education: 'bg-amber-50 text-amber-800',
  services: 'bg-rose-50 text-rose-700',
  vehicles: 'bg-cyan-50 text-cyan-800',
};

type Props = { category: string; className?: string };

function Placeholder({ mark, className }: { mark: '?' | '!'; className?: string }) {
  return (
    <span aria-hidden="true" className={cn('inline-flex items-center justify-center font-bold', className)}>
      {mark}
    </span>
  );
}

/** A render error shows "!" instead of breaking the card around the icon. */
class IconBoundary extends Component<{ children: ReactNode; className?: string }, { hasError: boolean }> {
  state = { hasError: false };
  static getDerivedStateFromError() {
    return { hasError: true };
  }
  render() {
    return this.state.hasError ? <Placeholder mark="!" className={this.props.className} /> : this.props.children;
  }
}

/** The lucide icon of a category (by key or name); "?" when the category has no icon. Decorative. */
export function CategoryIcon({ category, className = 'size-6' }: Props) {
  const key = findCategory(category)?.id;
  const Icon = key ? ICONS[key] : undefined;
  if (!Icon) return <Placeholder mark="?" className={className} />;
  return (
    <IconBoundary className={className}>
      <Icon aria-hidden="true" className={className} />
    </IconBoundary>
  );
}

export function categoryColour(category: string): string {
  const key = findCategory(category)?.id;
  return key ? CATEGORY_COLOURS[key] : 'bg-gray-100 text-gray-700';
}
