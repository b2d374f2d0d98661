import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/spinner';
import { useAdminTexts } from '../lib/use-admin-texts';

/** While a console list loads, or why it failed with a way to ask again. */
export function QueryState({ isError, error, onRetry }: { isError: boolean; error: Error | null; onRetry: () => void }) {
  const texts = useAdminTexts();
  if (!isError) return <LoadingState message={texts.loading} className="py-16" />;
  return (
    <ErrorState
      message={error?.message ?? texts.loadFailed}
      action={
        <Button variant="outline" onClick={onRetry}>
          {texts.tryAgain}
        </Button>
      }
    />
  );
}
