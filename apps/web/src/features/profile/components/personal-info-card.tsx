import { LIMITS, LOCATIONS, ProfileUpdateSchema, type Profile } from '@mohalla/shared';
import { Pencil } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useCatalogueNames } from '@/lib/catalogue-names';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField, Input, Select, Textarea } from '@/components/ui/field';
import { useForm } from '@/hooks/use-form';
import { refusalMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useUpdateProfile } from '../api/update-profile';
import { hasChanges, PROFILE_FIELDS, toFormValues } from '../lib/profile-form';

/** Personal Information: name, phone, area and bio; Edit, then Save or Cancel (Cancel puts the saved values back). */
export function PersonalInfoCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const names = useCatalogueNames();
  const [isEditing, setIsEditing] = useState(false);
  const form = useForm(PROFILE_FIELDS, { initial: toFormValues(profile) });
  const { formRef, errors } = form;
  const headingId = useId();
  const headerRef = useRef<HTMLDivElement>(null);
  const wasEditing = useRef(false);
  const update = useUpdateProfile();
  // Not editing, the card shows the saved profile (it follows the server after a save).
  const shown = isEditing ? form.values : toFormValues(profile);

  // The button pressed disappears on Edit, Save and Cancel: move focus where the person will go next.
  useEffect(() => {
    if (isEditing) formRef.current?.querySelector<HTMLElement>('[name="displayName"]')?.focus();
    else if (wasEditing.current) headerRef.current?.querySelector('button')?.focus();
    wasEditing.current = isEditing;
  }, [isEditing, formRef]);

  const startEditing = () => {
    form.reset(toFormValues(profile));
    setIsEditing(true);
  };
  const cancel = () => {
    form.reset(toFormValues(profile));
    setIsEditing(false);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    const body = form.check(ProfileUpdateSchema);
    if (!body) return;
    if (!hasChanges(body, profile)) return setIsEditing(false);
    update.mutate(body, {
      onSuccess: () => {
        toast.success(t('toast.updated'));
        setIsEditing(false);
      },
      onError: (error) => toast.error(refusalMessage(error, t('toast.updateFailed'))),
    });
  };

  return (
    <Card role="region" aria-labelledby={headingId} className="p-4 sm:p-6">
      <div ref={headerRef} className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-gray-900">
          {t('personal.title')}
        </h2>
        {!isEditing && (
          <Button variant="outline" onClick={startEditing} icon={<Pencil aria-hidden="true" className="size-4" />}>
            {t('personal.edit')}
          </Button>
        )}
      </div>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-4 grid gap-4 sm:grid-cols-2">
        <FormField label={t('personal.name')} error={errors.displayName} isRequired={isEditing}>
          {(control) => (
            <Input
              {...control}
              {...form.bind('displayName')}
              value={shown.displayName}
              disabled={!isEditing}
              autoComplete="name"
              maxLength={100}
            />
          )}
        </FormField>
        <FormField label={t('personal.email')} hint={t('personal.emailHint')}>
          {(control) => <Input {...control} name="email" type="email" value={profile.email} readOnly disabled />}
        </FormField>
        <FormField label={t('personal.phone')} error={errors.phone} hint={isEditing ? t('personal.phoneHint') : undefined}>
          {(control) => (
            <Input
              {...control}
              {...form.bind('phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              maxLength={16}
              value={shown.phone}
              disabled={!isEditing}
              placeholder={isEditing ? undefined : t('personal.notSet')}
            />
          )}
        </FormField>
        <FormField label={t('personal.location')} error={errors.location}>
          {(control) => (
            <Select {...control} {...form.bind('location')} value={shown.location} disabled={!isEditing}>
              <option value="">{t('personal.locationPlaceholder')}</option>
              {LOCATIONS.map((location) => (
                <option key={location.id} value={location.id}>
                  {names.location(location.id, location.name)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField
          label={t('personal.bio')}
          error={errors.bio}
          className="sm:col-span-2"
          hint={<span className="tabular-nums">{t('personal.bioCounter', { count: shown.bio.length, max: LIMITS.bioMax })}</span>}
        >
          {(control) => (
            <Textarea
              {...control}
              {...form.bind('bio')}
              rows={4}
              value={shown.bio}
              disabled={!isEditing}
              maxLength={LIMITS.bioMax}
              placeholder={isEditing ? t('personal.bioPlaceholder') : t('personal.notSet')}
            />
          )}
        </FormField>
        {isEditing && (
          <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={cancel} disabled={update.isPending}>
              {t('personal.cancel')}
            </Button>
            <Button type="submit" isLoading={update.isPending}>
              {update.isPending ? t('personal.saving') : t('personal.save')}
            </Button>
          </div>
        )}
      </form>
    </Card>
  );
}
