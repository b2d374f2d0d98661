import { HELD_KEYWORD_MAX } from '@mohalla/shared';
import { X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useHeldKeywords, useSafetyEdit } from '@/api/admin-safety';
import { Button } from '@/components/ui/button';
import { FormField, Input } from '@/components/ui/field';
import { runAction } from '../lib/run-action';
import { QueryState } from './query-state';
import { useSafetySettingsTexts } from '../lib/use-admin-texts';

/** The held words: each with its remove button, and a form to hold one more (the server normalises and checks it). */
export function HeldKeywordsSection() {
  const T = useSafetySettingsTexts();
  const keywords = useHeldKeywords();
  const add = useSafetyEdit('POST /admin/keywords');
  const remove = useSafetyEdit('DELETE /admin/keywords/:word');
  const [word, setWord] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const refusal = await runAction(() => add.mutateAsync({ body: { word } }));
    setError(refusal ?? undefined);
    if (refusal === null) setWord('');
  };

  return (
    <section aria-labelledby="held-words" className="rounded-xl border border-gray-200 bg-white p-4 sm:p-5">
      <h2 id="held-words" className="text-lg font-semibold text-gray-900">
        {T.keywordsTitle}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{T.keywordsLead}</p>
      <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-start">
        <FormField label={T.keywordLabel} name="word" hint={T.keywordHint} error={error} className="sm:flex-1">
          {(control) => (
            <Input
              {...control}
              value={word}
              maxLength={HELD_KEYWORD_MAX}
              autoComplete="off"
              onChange={(event) => {
                setWord(event.target.value);
                setError(undefined);
              }}
            />
          )}
        </FormField>
        <Button type="submit" isLoading={add.isPending} className="sm:mt-7">
          {T.addKeyword}
        </Button>
      </form>
      {!keywords.data ? (
        <QueryState isError={keywords.isError} error={keywords.error} onRetry={() => void keywords.refetch()} />
      ) : keywords.data.length === 0 ? (
        <p className="mt-4 text-sm text-gray-700">{T.keywordsEmpty}</p>
      ) : (
        <ul aria-label={T.keywordsTitle} className="mt-4 flex flex-wrap gap-2">
          {keywords.data.map((k) => (
            <li
              key={k.word}
              className="inline-flex max-w-full items-center gap-1 rounded-full border border-gray-300 bg-gray-50 py-1 pr-1 pl-3 text-sm"
            >
              <span className="font-medium break-all text-gray-900">{k.word}</span>
              {k.createdByName && <span className="sr-only">{T.addedBy(k.createdByName)}</span>}
              <button
                type="button"
                aria-label={T.removeKeyword(k.word)}
                disabled={remove.isPending}
                onClick={() => void runAction(() => remove.mutateAsync({ params: { word: k.word } }))}
                className="inline-flex size-8 items-center justify-center rounded-full text-gray-700 hover:bg-gray-200 hover:text-gray-900 disabled:opacity-60"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
