import { useTranslation } from '@/lib/i18n';
import { useCatalogueNames } from '@/lib/catalogue-names';
import { CATEGORIES, LIMITS } from '@mohalla/shared';
import { FormField, Input, Select, Textarea } from '@/components/ui/field';
import { subcategoriesOf, withCategory } from '../lib/form-values';
import type { ImageUploads } from '../hooks/use-image-uploads';
import { ImagePicker } from './image-picker';
import { valueOf, type StepProps } from './step-props';
import { useFieldError } from './use-field-error';

/** Step 1: title, description, category, subcategory and photos. */
export function BasicsStep({ values, errors, setField, update, uploads }: StepProps & { uploads: ImageUploads }) {
  const { t } = useTranslation('post-ad');
  const names = useCatalogueNames();
  const errorOf = useFieldError(errors);
  const subcategories = subcategoriesOf(values.categoryId);
  return (
    <div className="flex flex-col gap-5">
      <FormField label={t('fields.title')} name="title" isRequired error={errorOf('title')}>
        {(control) => (
          <Input
            {...control}
            value={values.title}
            onChange={(e) => setField('title', valueOf(e))}
            maxLength={LIMITS.titleMax}
            placeholder={t('fields.titlePlaceholder')}
            autoComplete="off"
          />
        )}
      </FormField>
      <FormField
        label={t('fields.description')}
        name="description"
        isRequired
        error={errorOf('description')}
        hint={t('fields.descriptionCount', { n: values.description.length, max: LIMITS.descriptionMax })}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={6}
            value={values.description}
            onChange={(e) => setField('description', valueOf(e))}
            maxLength={LIMITS.descriptionMax}
            placeholder={t('fields.descriptionPlaceholder')}
          />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('fields.category')} name="categoryId" isRequired error={errorOf('categoryId')}>
          {(control) => (
            <Select {...control} value={values.categoryId} onChange={(e) => update((v) => withCategory(v, valueOf(e)))}>
              <option value="">{t('fields.categoryPlaceholder')}</option>
              {CATEGORIES.map((c) => (
                <option key={c.id} value={c.id}>
                  {names.category(c.id, c.name)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label={t('fields.subcategory')} name="subcategory" hint={values.categoryId ? undefined : t('fields.subcategoryHint')}>
          {(control) => (
            <Select
              {...control}
              value={values.subcategory}
              onChange={(e) => setField('subcategory', valueOf(e))}
              disabled={!values.categoryId}
            >
              <option value="">{t('fields.subcategoryPlaceholder')}</option>
              {subcategories.map((s) => (
                <option key={s} value={s}>
                  {names.subcategory(s)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <ImagePicker uploads={uploads} />
    </div>
  );
}
