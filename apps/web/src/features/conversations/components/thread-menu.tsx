import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { Conversation } from '@mohalla/shared';
import { Archive, ArchiveRestore, Ban, EllipsisVertical, Flag, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useThreadActions } from '../hooks/use-thread-actions';
import { BlockDialog } from './block-dialog';
import { ReportDialog } from './report-dialog';

const itemClasses =
  'flex h-11 cursor-pointer items-center gap-3 rounded-lg px-3 text-sm font-medium text-gray-800 outline-none data-[highlighted]:bg-gray-100';

/** Archive or move back, block or unblock (after a confirmation), report. */
export function ThreadMenu({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation('conversations');
  const actions = useThreadActions(conversation);
  const [dialog, setDialog] = useState<'block' | 'report' | null>(null);
  const name = conversation.other.name;
  const hasBlocked = conversation.closed === 'blocked-by-me';

  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger
          aria-label={t('menu.label')}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100"
        >
          <EllipsisVertical aria-hidden="true" className="size-5" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={4}
            className="z-50 min-w-56 rounded-xl border border-gray-200 bg-white p-1.5 shadow-lg"
          >
            <DropdownMenu.Item className={itemClasses} onSelect={() => actions.archive.mutate(!conversation.archived)}>
              {conversation.archived ? (
                <ArchiveRestore aria-hidden="true" className="size-4 text-gray-500" />
              ) : (
                <Archive aria-hidden="true" className="size-4 text-gray-500" />
              )}
              {conversation.archived ? t('menu.unarchive') : t('menu.archive')}
            </DropdownMenu.Item>
            <DropdownMenu.Item className={itemClasses} onSelect={() => (hasBlocked ? actions.block.mutate(false) : setDialog('block'))}>
              {hasBlocked ? (
                <ShieldCheck aria-hidden="true" className="size-4 text-gray-500" />
              ) : (
                <Ban aria-hidden="true" className="size-4 text-gray-500" />
              )}
              {hasBlocked ? t('menu.unblock', { name }) : t('menu.block', { name })}
            </DropdownMenu.Item>
            <DropdownMenu.Item className={itemClasses} onSelect={() => setDialog('report')}>
              <Flag aria-hidden="true" className="size-4 text-gray-500" />
              {t('menu.report')}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <BlockDialog
        name={name}
        isOpen={dialog === 'block'}
        isBusy={actions.block.isPending}
        onOpenChange={(isOpen) => setDialog(isOpen ? 'block' : null)}
        onConfirm={() => actions.block.mutate(true, { onSuccess: () => setDialog(null) })}
      />
      <ReportDialog
        name={name}
        isOpen={dialog === 'report'}
        isBusy={actions.report.isPending}
        onOpenChange={(isOpen) => setDialog(isOpen ? 'report' : null)}
        onSubmit={(report) => actions.report.mutate(report, { onSuccess: () => setDialog(null) })}
      />
    </>
  );
}
