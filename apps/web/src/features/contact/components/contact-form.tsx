import { Send } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { CONTACT_SUBJECTS, ContactMessageSchema } from '@mohalla/shared';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field, Input, Select, Textarea } from '@/components/ui/field';
import { toast } from '@/lib/toast';
import { useSendContactMessage } from '../api/send-contact-message';
import { useContactPrefill } from './use-contact-prefill';

type Values = { name: string; email: string; phone: string; subject: string; message: string };
const REQUIRED = ['name', 'email', 'message'] as const;

/** The contact form (spec sections 2, 5, 8): required name, email and message; errors and success as toasts. */
export function ContactForm() {
  const { t } = useTranslation('common');
  const prefill = useContactPrefill();
  const empty: Values = { name: '', email: '', phone: '', subject: prefill.subject, message: '' };
  const [values, setValues] = useState<Values>(empty);
  const [showMissing, setShowMissing] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const send = useSendContactMessage();

  const set = (key: keyof Values) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: event.target.value }));
  const isMissing = (key: keyof Values) => showMissing && !values[key].trim();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    const missing = REQUIRED.find((key) => !values[key].trim());
    if (missing) {
      setShowMissing(true);
      toast.error(t('contact.toast.required'));
      formRef.current?.querySelector<HTMLElement>(`[name="${missing}"]`)?.focus();
      return;
    }
    const parsed = ContactMessageSchema.safeParse({ ...values, adId: prefill.adId });
    if (!parsed.success) {
      toast.error(parsed.error.issues[0]?.message ?? t('contact.toast.required'));
      return;
    }
    send.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(t('contact.toast.success'));
        setValues({ ...empty, subject: '' });
        setShowMissing(false);
      },
      onError: () => toast.error(t('contact.toast.failure')),
    });
  };

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-xl font-bold text-gray-900">{t('contact.form.title')}</h2>
      <p className="mt-1 text-sm text-gray-700">{t('contact.form.required')}</p>
      {prefill.adId && (
        <p className="mt-3 inline-block rounded-md bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900">
          {t('contact.form.adReference', { adId: prefill.adId })}
        </p>
      )}
      <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-5 grid gap-4 sm:grid-cols-2">
        <Field label={t('contact.form.name')} isRequired>
          {({ id }) => (
            <Input
              id={id}
              name="name"
              autoComplete="name"
              value={values.name}
              onChange={set('name')}
              aria-required="true"
              aria-invalid={isMissing('name') || undefined}
              maxLength={100}
            />
          )}
        </Field>
        <Field label={t('contact.form.email')} isRequired>
          {({ id }) => (
            <Input
              id={id}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              value={values.email}
              onChange={set('email')}
              aria-required="true"
              aria-invalid={isMissing('email') || undefined}
              maxLength={254}
            />
          )}
        </Field>
        <Field label={t('contact.form.phone')}>
          {({ id }) => (
            <Input
              id={id}
              name="phone"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              value={values.phone}
              onChange={set('phone')}
              placeholder={t('contact.form.phonePlaceholder')}
              maxLength={15}
            />
          )}
        </Field>
        <Field label={t('contact.form.subject')}>
          {({ id }) => (
            <Select id={id} name="subject" value={values.subject} onChange={set('subject')}>
              <option value="">{t('contact.form.subjectPlaceholder')}</option>
              {CONTACT_SUBJECTS.map((subject) => (
                <option key={subject} value={subject}>
                  {t(`contact.subjects.${subject}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('contact.form.message')} isRequired className="sm:col-span-2">
          {({ id }) => (
            <Textarea
              id={id}
              name="message"
              rows={6}
              value={values.message}
              onChange={set('message')}
              placeholder={t('contact.form.messagePlaceholder')}
              aria-required="true"
              aria-invalid={isMissing('message') || undefined}
              maxLength={5000}
            />
          )}
        </Field>
        <div className="sm:col-span-2">
          <Button
            type="submit"
            size="lg"
            isLoading={send.isPending}
            icon={<Send aria-hidden="true" className="size-4" />}
            className="w-full sm:w-auto"
          >
            {send.isPending ? t('contact.form.sending') : t('contact.form.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
