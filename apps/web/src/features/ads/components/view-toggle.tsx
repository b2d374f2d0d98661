import { LayoutGrid, List } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import type { ViewMode } from '@/hooks/use-view-mode';

/** Grid/list switch: two toggle buttons, the pressed one filled. */
export function ViewToggle({ viewMode, onChange }: { viewMode: ViewMode; onChange: (mode: ViewMode) => void }) {
  const { t } = useTranslation('ads');
  return (
    <div role="group" aria-label={t('browse.viewLabel')} className="flex shrink-0 rounded-lg border border-gray-300 bg-white p-1">
      <ViewButton label={t('browse.gridView')} isPressed={viewMode === 'grid'} onClick={() => onChange('grid')}>
        <LayoutGrid aria-hidden="true" className="size-5" />
      </ViewButton>
      <ViewButton label={t('browse.listView')} isPressed={viewMode === 'list'} onClick={() => onChange('list')}>
        <List aria-hidden="true" className="size-5" />
      </ViewButton>
    </div>
  );
}

function ViewButton({
  label,
  isPressed,
  onClick,
  children,
}: {
  label: string;
  isPressed: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={isPressed}
      onClick={onClick}
      className={cn(
        'inline-flex size-10 items-center justify-center rounded-md',
        isPressed ? 'bg-brand-700 text-white' : 'text-gray-700 hover:bg-gray-100',
      )}
    >
      {children}
    </button>
  );
}
