import { ADMIN_TEXTS } from '@mohalla/shared';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/spinner';

/** While a console list loads, or why it failed with a way to ask again. */
export function QueryState({ isError, error, onRetry }: { isError: boolean; error: Error | null; onRetry: () => void }) {
  if (!isError) return <LoadingState message={ADMIN_TEXTS.loading} className="py-16" />;
  return (
    <ErrorState
      message={error?.message ?? ADMIN_TEXTS.loadFailed}
      action={
        <Button variant="outline" onClick={onRetry}>
          {ADMIN_TEXTS.tryAgain}
        </Button>
      }
    />
  );
}
