import { useTranslation } from '@/lib/i18n';
import { LoadingState } from './spinner';
import { StateTitle } from './state-title';

/** The main area, and the tab's title, while the next page's code loads (a slow phone can take seconds). */
export function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <>
      <StateTitle text={t('a11y.loadingPage')} />
      <LoadingState message={t('a11y.loadingPage')} className="min-h-[50vh]" />
    </>
  );
}
