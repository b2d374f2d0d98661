import { LayoutGrid, List } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import type { ViewMode } from '@/hooks/use-view-mode';

/** Grid/list switch: two toggle buttons, the pressed one filled. */
export function ViewModeToggle({ viewMode, onChange }: { viewMode: ViewMode; onChange: (mode: ViewMode) => void }) {
  const { t } = useTranslation('favorites');
  const options = [
    { mode: 'grid' as const, label: t('filters.grid'), icon: <LayoutGrid aria-hidden="true" className="size-5" /> },
    { mode: 'list' as const, label: t('filters.list'), icon: <List aria-hidden="true" className="size-5" /> },
  ];
  return (
    <div role="group" aria-label={t('filters.view')} className="flex shrink-0 self-end rounded-lg border border-gray-300 bg-white p-0.5">
      {options.map((option) => (
        <button
          key={option.mode}
          type="button"
          aria-label={option.label}
          aria-pressed={viewMode === option.mode}
          onClick={() => onChange(option.mode)}
          className={cn(
            'inline-flex size-11 items-center justify-center rounded-md',
            viewMode === option.mode ? 'bg-brand-700 text-white' : 'text-gray-700 hover:bg-gray-100',
          )}
        >
          {option.icon}
        </button>
      ))}
    </div>
  );
}
