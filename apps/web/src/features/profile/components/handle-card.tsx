import { formatLongDate, HANDLE_CHANGE_DAYS, HandleUpdateSchema, type Profile } from '@mohalla/shared';
import { useId, useState, type FormEvent } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField, Input } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { useForm } from '@/hooks/use-form';
import { refusalMessage } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useUpdateHandle } from '../api/update-handle';

const FIELDS = ['handle'] as const;

/**
 * The public profile's address, /user/{handle}: the handle can be changed once every 30 days (the server decides);
 * until then the form says from when. It checks the same schema the server parses with.
 */
export function HandleCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const headingId = useId();
  const form = useForm(FIELDS, { initial: { handle: profile.handle } });
  const [refusal, setRefusal] = useState<string | null>(null);
  const update = useUpdateHandle();
  const field = form.bind('handle');
  const lockedUntil = profile.handleChangeableAt ? formatLongDate(profile.handleChangeableAt) : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending || lockedUntil) return;
    setRefusal(null);
    const body = form.check(HandleUpdateSchema);
    if (!body || body.handle === profile.handle) return;
    update.mutate(body, {
      onSuccess: (answer) => {
        form.reset({ handle: answer.data.handle });
        toast.success(answer.message ?? t('handle.changed'));
      },
      onError: (error) => setRefusal(refusalMessage(error, t('errors.generic'))),
    });
  };

  return (
    <Card role="region" aria-labelledby={headingId} className="p-4 sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold text-gray-900">
        {t('handle.title')}
      </h2>
      <p className="mt-1 text-sm break-words text-gray-700">
        {t('handle.lead')}{' '}
        <AppLink to={paths.user(profile.handle)} className="font-medium text-brand-700 underline">
          {`/user/${profile.handle}`}
        </AppLink>
      </p>
      <form ref={form.formRef} noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
        <FormField
          label={t('handle.label')}
          name="handle"
          error={form.errors.handle ?? refusal ?? undefined}
          hint={lockedUntil ? t('handle.lockedUntil', { date: lockedUntil }) : t('handle.hint', { days: HANDLE_CHANGE_DAYS })}
          className="min-w-0 flex-1"
        >
          {(control) => (
            <Input
              {...control}
              {...field}
              onChange={(event) => {
                setRefusal(null);
                field.onChange(event);
              }}
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              maxLength={30}
              disabled={lockedUntil !== null}
            />
          )}
        </FormField>
        <Button type="submit" className="sm:mt-7" isLoading={update.isPending} disabled={lockedUntil !== null}>
          {t('handle.save')}
        </Button>
      </form>
    </Card>
  );
}
