import { useTranslation } from '@/lib/i18n';
import { FormField, Input } from '@/components/ui/field';
import { valueOf, type StepProps } from './step-props';
import { useFieldError } from './use-field-error';

/** Step 3: contact name, phone and email, prefilled from the profile; WhatsApp is optional. */
export function ContactStep({ values, errors, setField }: StepProps) {
  const { t } = useTranslation('post-ad');
  const errorOf = useFieldError(errors);
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-gray-700">{t('contact.lead')}</p>
      <FormField label={t('fields.ownerName')} name="ownerName" isRequired error={errorOf('ownerName')}>
        {(control) => (
          <Input
            {...control}
            value={values.ownerName}
            onChange={(e) => setField('ownerName', valueOf(e))}
            autoComplete="name"
            maxLength={100}
          />
        )}
      </FormField>
      <FormField
        label={t('fields.ownerPhone')}
        name="ownerPhone"
        isRequired
        error={errorOf('ownerPhone')}
        hint={t('fields.ownerPhoneHint')}
      >
        {(control) => (
          <Input
            {...control}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={values.ownerPhone}
            onChange={(e) => setField('ownerPhone', valueOf(e))}
            maxLength={16}
          />
        )}
      </FormField>
      <FormField
        label={t('fields.ownerWhatsapp')}
        name="ownerWhatsapp"
        error={errorOf('ownerWhatsapp')}
        hint={t('fields.ownerWhatsappHint')}
      >
        {(control) => (
          <Input
            {...control}
            type="tel"
            inputMode="tel"
            value={values.ownerWhatsapp}
            onChange={(e) => setField('ownerWhatsapp', valueOf(e))}
            maxLength={16}
          />
        )}
      </FormField>
      <FormField label={t('fields.ownerEmail')} name="ownerEmail" error={errorOf('ownerEmail')}>
        {(control) => (
          <Input
            {...control}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={values.ownerEmail}
            onChange={(e) => setField('ownerEmail', valueOf(e))}
            maxLength={254}
          />
        )}
      </FormField>
    </div>
  );
}
