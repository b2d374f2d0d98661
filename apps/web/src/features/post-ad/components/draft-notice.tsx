import { History } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';

/** Says that unsaved typing came back after a reload, with a way to throw it away. */
export function DraftNotice({ kind, onDiscard }: { kind: 'new' | 'edit'; onDiscard: () => void }) {
  const { t } = useTranslation('post-ad');
  return (
    <div
      role="status"
      className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-lg border border-blue-200 bg-blue-50 px-3 py-2 text-sm text-blue-900"
    >
      <span className="flex items-center gap-2">
        <History aria-hidden="true" className="size-4 shrink-0" />
        {t(`draft.restored.${kind}`)}
      </span>
      <Button variant="ghost" size="sm" onClick={onDiscard}>
        {t(`draft.discard.${kind}`)}
      </Button>
    </div>
  );
}
