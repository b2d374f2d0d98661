import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const TONES = {
  brand: 'bg-brand-100 text-brand-900',
  premium: 'bg-amber-100 text-amber-900',
  success: 'bg-green-100 text-green-800',
  neutral: 'bg-gray-100 text-gray-800',
  danger: 'bg-red-100 text-red-800',
} as const;

export function Badge({ tone = 'neutral', className, children }: { tone?: keyof typeof TONES; className?: string; children: ReactNode }) {
  return (
    <span className={cn('inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold', TONES[tone], className)}>
      {children}
    </span>
  );
}
