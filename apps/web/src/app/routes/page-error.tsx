import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { StateTitle } from '@/components/ui/state-title';

// After a deploy the old page chunks are gone; a reload fetches the new ones.
const isStaleChunk = (error: unknown) =>
  error instanceof Error && /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message);

/** What a page that crashed (or whose code failed to load) shows instead. */
export function PageError({ error }: { error: unknown }) {
  const { t } = useTranslation('common');
  const message = t(isStaleChunk(error) ? 'errors.chunk' : 'errors.page');
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <StateTitle text={message} />
      <ErrorState message={message} action={<Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>} />
    </div>
  );
}
