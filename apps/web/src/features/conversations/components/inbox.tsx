import { CONVERSATION_BOXES } from '@mohalla/shared';
import { MessagesSquare, Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { AppLink } from '@/components/ui/app-link';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Input } from '@/components/ui/field';
import { LoadingState } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { useInbox, type Box } from '../hooks/use-inbox';
import { InboxItem } from './inbox-item';

const isBox = (value: string | null): value is Box => (CONVERSATION_BOXES as readonly string[]).includes(value ?? '');

/** The inbox: All / Buying / Selling / Archived, search by the ad's title, one ad's threads (?adId=), Load more. */
export function Inbox({ selectedId }: { selectedId: number | null }) {
  const { t } = useTranslation('conversations');
  const [params, setParams] = useSearchParams();
  const box = isBox(params.get('box')) ? (params.get('box') as Box) : 'all';
  const q = params.get('q') ?? '';
  const adIdText = params.get('adId');
  const adId = adIdText && /^\d+$/.test(adIdText) ? Number(adIdText) : undefined;
  const inbox = useInbox({ box, q, adId });
  const [typed, setTyped] = useState(q);
  const searchId = useId();

  const change = (next: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const search = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value) search.set(key, value);
          else search.delete(key);
        }
        return search;
      },
      { replace: true },
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change({ q: typed.trim() || undefined });
  };

  return (
    <section aria-labelledby="inbox-heading" className="flex flex-col gap-3">
      <h2 id="inbox-heading" className="sr-only">
        {t('inbox.label')}
      </h2>
      <div role="group" aria-label={t('inbox.filters')} className="flex flex-wrap gap-1.5">
        {CONVERSATION_BOXES.map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={box === name}
            onClick={() => change({ box: name === 'all' ? undefined : name })}
            className={cn(
              'h-11 rounded-full border px-3 text-sm font-semibold',
              box === name ? 'border-brand-700 bg-brand-700 text-white' : 'border-gray-300 bg-white text-gray-800 hover:bg-gray-50',
            )}
          >
            {t(`inbox.box.${name}`)}
          </button>
        ))}
      </div>
      <form role="search" onSubmit={submit} className="flex gap-2">
        <label htmlFor={searchId} className="sr-only">
          {t('inbox.search')}
        </label>
        <Input
          id={searchId}
          type="search"
          value={typed}
          maxLength={100}
          placeholder={t('inbox.search')}
          onChange={(event) => {
            setTyped(event.target.value);
            if (!event.target.value && q) change({ q: undefined });
          }}
          className="min-w-0"
        />
        <Button type="submit" variant="outline" size="icon" aria-label={t('inbox.searchButton')}>
          <Search aria-hidden="true" className="size-5" />
        </Button>
      </form>
      {adId !== undefined && (
        <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
          {t('inbox.oneAd')}{' '}
          <AppLink to={paths.messages()} className="font-semibold underline">
            {t('inbox.allAds')}
          </AppLink>
        </p>
      )}
      {inbox.isPending ? (
        <LoadingState message={t('inbox.loading')} />
      ) : inbox.isError ? (
        <ErrorState
          message={t('inbox.error')}
          action={
            <Button variant="outline" onClick={() => void inbox.refetch()}>
              {t('inbox.retry')}
            </Button>
          }
        />
      ) : inbox.data.length === 0 ? (
        <EmptyState
          headingLevel="h3"
          icon={<MessagesSquare />}
          title={t('inbox.emptyTitle')}
          description={q ? t('inbox.emptySearch') : t('inbox.emptyText')}
          action={!q && <ButtonLink to={paths.browse()}>{t('inbox.browse')}</ButtonLink>}
        />
      ) : (
        <>
          <ul aria-label={t('inbox.label')} className="flex flex-col divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
            {inbox.data.map((conversation) => (
              <li key={conversation.id}>
                <InboxItem conversation={conversation} isSelected={conversation.id === selectedId} />
              </li>
            ))}
          </ul>
          {inbox.hasNextPage && (
            <Button variant="outline" isLoading={inbox.isFetchingNextPage} onClick={() => void inbox.fetchNextPage()}>
              {inbox.isFetchingNextPage ? t('inbox.loadingMore') : t('inbox.loadMore')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
