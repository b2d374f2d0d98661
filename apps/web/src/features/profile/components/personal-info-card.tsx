import { LIMITS, LOCATIONS, ProfileUpdateSchema, type Profile } from '@mohalla/shared';
import { Pencil } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input, Select, Textarea } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useUpdateProfile } from '../api/update-profile';
import { hasChanges, PROFILE_FIELDS, toFormValues, toPhoneDigits, type ProfileFormValues } from '../lib/profile-form';
import { ProfileField } from './profile-field';

type Errors = Partial<Record<keyof ProfileFormValues, string>>;

/** Personal Information (spec section 2): Edit, then Save or Cancel (Cancel puts the saved values back). */
export function PersonalInfoCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const [isEditing, setIsEditing] = useState(false);
  const [values, setValues] = useState(() => toFormValues(profile));
  const [errors, setErrors] = useState<Errors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const headerRef = useRef<HTMLDivElement>(null);
  const wasEditing = useRef(false);
  const update = useUpdateProfile();
  const shown = isEditing ? values : toFormValues(profile);

  // The button pressed disappears on Edit, Save and Cancel: move focus where the person will go next.
  useEffect(() => {
    if (isEditing) formRef.current?.querySelector<HTMLElement>('[name="displayName"]')?.focus();
    else if (wasEditing.current) headerRef.current?.querySelector('button')?.focus();
    wasEditing.current = isEditing;
  }, [isEditing]);

  const set = (field: keyof ProfileFormValues, transform?: (raw: string) => string) => (event: { target: { value: string } }) => {
    const value = transform ? transform(event.target.value) : event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const startEditing = () => {
    setValues(toFormValues(profile));
    setErrors({});
    setIsEditing(true);
  };
  const cancel = () => {
    setValues(toFormValues(profile));
    setErrors({});
    setIsEditing(false);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    const parsed = ProfileUpdateSchema.safeParse(values);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Errors] ??= issue.message;
      setErrors(next);
      const first = PROFILE_FIELDS.find((field) => next[field]);
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    if (!hasChanges(values, toFormValues(profile))) return setIsEditing(false);
    update.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(t('toast.updated'));
        setIsEditing(false);
      },
      onError: (error) => toast.error(error instanceof ApiError && error.status < 500 ? error.message : t('toast.updateFailed')),
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
        <ProfileField label={t('personal.name')} error={errors.displayName} isRequired={isEditing}>
          {(control) => (
            <Input
              {...control}
              name="displayName"
              value={shown.displayName}
              onChange={set('displayName')}
              disabled={!isEditing}
              autoComplete="name"
              maxLength={100}
            />
          )}
        </ProfileField>
        <ProfileField label={t('personal.email')} hint={t('personal.emailHint')}>
          {(control) => <Input {...control} name="email" type="email" value={profile.email} readOnly disabled />}
        </ProfileField>
        <ProfileField label={t('personal.phone')} error={errors.phone} hint={isEditing ? t('personal.phoneHint') : undefined}>
          {(control) => (
            <Input
              {...control}
              name="phone"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              value={shown.phone}
              onChange={set('phone', toPhoneDigits)}
              disabled={!isEditing}
              placeholder={isEditing ? undefined : t('personal.notSet')}
            />
          )}
        </ProfileField>
        <ProfileField label={t('personal.location')} error={errors.location}>
          {(control) => (
            <Select {...control} name="location" value={shown.location} onChange={set('location')} disabled={!isEditing}>
              <option value="">{t('personal.locationPlaceholder')}</option>
              {LOCATIONS.map((location) => (
                <option key={location.id} value={location.id}>
                  {location.name}
                </option>
              ))}
            </Select>
          )}
        </ProfileField>
        <ProfileField
          label={t('personal.bio')}
          error={errors.bio}
          className="sm:col-span-2"
          hint={<span className="tabular-nums">{t('personal.bioCounter', { count: shown.bio.length, max: LIMITS.bioMax })}</span>}
        >
          {(control) => (
            <Textarea
              {...control}
              name="bio"
              rows={4}
              value={shown.bio}
              onChange={set('bio')}
              disabled={!isEditing}
              maxLength={LIMITS.bioMax}
              placeholder={isEditing ? t('personal.bioPlaceholder') : t('personal.notSet')}
            />
          )}
        </ProfileField>
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
