import type { ReactNode, RefObject } from 'react';
import { cn } from '@/lib/cn';
import { useAdStatuses } from '../api/get-ad-statuses';
import { useAdActions } from '../hooks/use-ad-actions';
import type { UserAd } from '@mohalla/shared';
import { AdActionDialog } from './ad-action-dialog';
import { UserAdItem } from './user-ad-item';

type UserAdListProps = {
  ads: UserAd[];
  label: string;
  ownerEmail: string;
  /** Takes the focus after the focused ad was deleted (usually the section heading, tabIndex -1). */
  fallbackFocus: RefObject<HTMLElement | null>;
  isStale?: boolean;
  /** Shown instead of the list when there are no ads (the last one may just have been deleted). */
  empty: ReactNode;
};

/**
 * The owner's ads with their actions and the two confirmations (delete, mark as sold). It stays mounted when
 * the list empties, so the dialog and the "Ad deleted successfully" toast of the last ad still arrive.
 */
export function UserAdList({ ads, label, ownerEmail, fallbackFocus, isStale = false, empty }: UserAdListProps) {
  const statuses = useAdStatuses();
  const actions = useAdActions(ownerEmail, fallbackFocus);
  const pending = actions.pending;

  return (
    <>
      {ads.length === 0 ? (
        empty
      ) : (
        <ul
          aria-label={label}
          aria-busy={isStale || undefined}
          className={cn(
            'divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white shadow-sm transition-opacity',
            isStale && 'opacity-60',
          )}
        >
          {ads.map((ad) => (
            <li key={ad.AdId}>
              <UserAdItem
                ad={ad}
                statuses={statuses.data}
                onDelete={() => actions.ask('delete', ad)}
                onMarkSold={() => actions.ask('sold', ad)}
                onShare={() => void actions.share(ad)}
              />
            </li>
          ))}
        </ul>
      )}
      <AdActionDialog
        pending={pending}
        isPending={actions.isPending}
        onCancel={actions.cancel}
        onConfirm={actions.confirm}
        onCloseAutoFocus={actions.onCloseAutoFocus}
      />
    </>
  );
}
