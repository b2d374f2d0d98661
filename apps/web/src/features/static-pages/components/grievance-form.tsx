import { GRIEVANCE_TEXT_MAX, GrievanceBodySchema } from '@mohalla/shared';
import { useState, type FormEvent } from 'react';
import { useSession } from '@/lib/auth';
import { useTranslation } from '@/lib/i18n';
import { refusalMessage } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField, Input, Textarea } from '@/components/ui/field';
import { useForm } from '@/hooks/use-form';
import { useFileGrievance } from '../api/file-grievance';

const FIELDS = ['name', 'email', 'ad', 'complaint'] as const;

/** The complaint form; once filed it gives way to the complaint's number and the server's message. */
export function GrievanceForm() {
  const { t } = useTranslation('legal');
  // A signed-in person's name and email are filled in (still editable): the reply goes to the address typed here.
  const { user } = useSession();
  const form = useForm(FIELDS, { initial: { name: user?.displayName ?? '', email: user?.email ?? '' } });
  const file = useFileGrievance();
  const [filed, setFiled] = useState<{ number: string; message: string } | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (file.isPending) return;
    const body = form.check(GrievanceBodySchema);
    if (!body) return;
    // The form's own text goes to the server, which parses the ad reference the same way.
    file.mutate(
      { body: { ...form.values, ad: form.values.ad || undefined } },
      {
        onSuccess: (answer) => {
          setFiled({ number: answer.data.number, message: answer.message });
          form.reset();
        },
      },
    );
  };

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-xl font-bold text-gray-900">{t('grievance.formTitle')}</h2>
      {filed ? (
        <div role="status" className="mt-4 rounded-lg border border-green-200 bg-green-50 p-4 text-green-900">
          <p className="text-lg font-bold">{t('grievance.filedTitle', { number: filed.number })}</p>
          <p className="mt-1">{filed.message}</p>
          <Button variant="outline" className="mt-4" onClick={() => setFiled(null)}>
            {t('grievance.another')}
          </Button>
        </div>
      ) : (
        <>
          <p className="mt-1 text-sm text-gray-700">{t('grievance.formLead')}</p>
          {file.isError && (
            <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm font-medium text-red-800">
              {refusalMessage(file.error, t('grievance.failed'))}
            </p>
          )}
          <form ref={form.formRef} noValidate onSubmit={onSubmit} className="mt-5 grid gap-4 sm:grid-cols-2">
            <FormField label={t('grievance.name')} error={form.errors.name} isRequired>
              {(control) => <Input {...control} {...form.bind('name')} autoComplete="name" maxLength={100} required />}
            </FormField>
            <FormField label={t('grievance.email')} error={form.errors.email} isRequired>
              {(control) => (
                <Input {...control} {...form.bind('email')} type="email" autoComplete="email" inputMode="email" maxLength={254} required />
              )}
            </FormField>
            <FormField label={t('grievance.ad')} error={form.errors.ad} hint={t('grievance.adHint')} className="sm:col-span-2">
              {(control) => <Input {...control} {...form.bind('ad')} maxLength={500} />}
            </FormField>
            <FormField
              label={t('grievance.complaint')}
              error={form.errors.complaint}
              hint={t('grievance.complaintHint')}
              isRequired
              className="sm:col-span-2"
            >
              {(control) => <Textarea {...control} {...form.bind('complaint')} rows={6} maxLength={GRIEVANCE_TEXT_MAX} required />}
            </FormField>
            <div className="sm:col-span-2">
              <Button type="submit" size="lg" isLoading={file.isPending} className="w-full sm:w-auto">
                {file.isPending ? t('grievance.submitting') : t('grievance.submit')}
              </Button>
            </div>
          </form>
        </>
      )}
    </Card>
  );
}
