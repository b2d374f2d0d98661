import { Send } from 'lucide-react';
import type { FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { CONTACT_SUBJECTS, ContactMessageSchema } from '@mohalla/shared';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField, Input, Select, Textarea } from '@/components/ui/field';
import { useForm } from '@/hooks/use-form';
import { toast } from '@/lib/toast';
import { useSendContactMessage } from '../api/send-contact-message';
import { useContactPrefill } from './use-contact-prefill';

const FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;

/**
 * The contact form: name, email and message are required, phone and subject optional, checked with the server's
 * schema. Problems show under the fields and the first one also as a toast ("Please fill in all required fields").
 */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const prefill = useContactPrefill();
  const form = useForm(FIELDS, { initial: { subject: prefill.subject } });
  const send = useSendContactMessage();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    const body = form.check(ContactMessageSchema, { adId: prefill.adId }, (message) => toast.error(message));
    if (!body) return;
    send.mutate(body, {
      onSuccess: () => {
        toast.success(t('toast.success'));
        form.reset();
      },
      onError: () => toast.error(t('toast.failure')),
    });
  };

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-xl font-bold text-gray-900">{t('form.title')}</h2>
      <p className="mt-1 text-sm text-gray-700">{t('form.required')}</p>
      {prefill.adId && (
        <p className="mt-3 inline-block rounded-md bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900">
          {t('form.adReference', { adId: prefill.adId })}
        </p>
      )}
      <form ref={form.formRef} noValidate onSubmit={onSubmit} className="mt-5 grid gap-4 sm:grid-cols-2">
        <FormField label={t('form.name')} error={form.errors.name} isRequired>
          {(control) => <Input {...control} {...form.bind('name')} autoComplete="name" maxLength={100} />}
        </FormField>
        <FormField label={t('form.email')} error={form.errors.email} isRequired>
          {(control) => <Input {...control} {...form.bind('email')} type="email" autoComplete="email" inputMode="email" maxLength={254} />}
        </FormField>
        <FormField label={t('form.phone')} error={form.errors.phone}>
          {(control) => (
            <Input
              {...control}
              {...form.bind('phone')}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              placeholder={t('form.phonePlaceholder')}
              maxLength={16}
            />
          )}
        </FormField>
        <FormField label={t('form.subject')} error={form.errors.subject}>
          {(control) => (
            <Select {...control} {...form.bind('subject')}>
              <option value="">{t('form.subjectPlaceholder')}</option>
              {CONTACT_SUBJECTS.map((subject) => (
                <option key={subject} value={subject}>
                  {t(`subjects.${subject}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label={t('form.message')} error={form.errors.message} isRequired className="sm:col-span-2">
          {(control) => (
            <Textarea {...control} {...form.bind('message')} rows={6} placeholder={t('form.messagePlaceholder')} maxLength={5000} />
          )}
        </FormField>
        <div className="sm:col-span-2">
          <Button
            type="submit"
            size="lg"
            isLoading={send.isPending}
            icon={<Send aria-hidden="true" className="size-4" />}
            className="w-full sm:w-auto"
          >
            {send.isPending ? t('form.sending') : t('form.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
