import { useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import type { FavoriteCardActions } from '../hooks/use-favorite-card-actions';
import type { ViewMode } from '@/hooks/use-view-mode';
import type { FavoriteView } from '../lib/favorite-view';
import { FavoriteCard } from './favorite-card';

const LAYOUTS: Record<ViewMode, string> = {
  grid: 'grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-3',
  list: 'flex flex-col gap-3',
};

/** The saved ads as a grid of cards or a list of rows. */
export function FavoritesList({
  favorites,
  viewMode,
  actions,
}: {
  favorites: FavoriteView[];
  viewMode: ViewMode;
  actions: FavoriteCardActions;
}) {
  const { t } = useTranslation('favorites');
  return (
    <ul aria-label={t('listLabel')} className={cn(LAYOUTS[viewMode])}>
      {favorites.map((favorite) => (
        <li key={favorite.id}>
          <FavoriteCard
            favorite={favorite}
            view={viewMode}
            isRemoving={actions.removingId === favorite.id}
            onRemove={() => actions.remove(favorite)}
            onCopyLink={() => void actions.copyLink(favorite)}
          />
        </li>
      ))}
    </ul>
  );
}
