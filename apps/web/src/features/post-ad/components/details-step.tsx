import { useTranslation } from '@/lib/i18n';
import { useCatalogueDetailNames } from '@/lib/catalogue-detail-names';
import { useCatalogueNames } from '@/lib/catalogue-names';
import { LOCATIONS, PRESET_AMENITIES, PRESET_FEATURES, PRICE_TYPES, type PriceType } from '@mohalla/shared';
import { FormField, Input, Select } from '@/components/ui/field';
import { pricePreview } from '../lib/price-input';
import { CheckboxGroup } from './checkbox-group';
import { valueOf, type StepProps } from './step-props';
import { useFieldError } from './use-field-error';

/** Step 2: location, price type, price, preset features and nearby amenities. */
export function DetailsStep({ values, errors, setField }: StepProps) {
  const { t } = useTranslation('post-ad');
  const names = useCatalogueNames();
  const details = useCatalogueDetailNames();
  const errorOf = useFieldError(errors);
  const isFree = values.priceTypeId === 'free';
  const preview = pricePreview(values.price, values.priceTypeId);
  const priceHint = [t(`priceHints.${values.priceTypeId}`), preview && !isFree ? t('fields.pricePreview', { price: preview }) : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="flex flex-col gap-5">
      <FormField label={t('fields.location')} name="locationId" isRequired error={errorOf('locationId')}>
        {(control) => (
          <Select {...control} value={values.locationId} onChange={(e) => setField('locationId', valueOf(e))}>
            <option value="">{t('fields.locationPlaceholder')}</option>
            {LOCATIONS.map((l) => (
              <option key={l.id} value={l.id}>{`${names.location(l.id, l.name)}, ${names.city(l.city)}`}</option>
            ))}
          </Select>
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('fields.priceType')} name="priceTypeId">
          {(control) => (
            <Select {...control} value={values.priceTypeId} onChange={(e) => setField('priceTypeId', valueOf(e) as PriceType)}>
              {PRICE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`priceTypes.${type}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField
          label={t('fields.price')}
          name="price"
          isRequired={!isFree}
          error={isFree ? undefined : errorOf('price')}
          hint={priceHint}
        >
          {(control) => (
            <Input
              {...control}
              // Text, not type=number: a number input hides "abc" as "", so "Price must be a number" could never be said.
              type="text"
              inputMode="decimal"
              value={isFree ? '' : values.price}
              onChange={(e) => setField('price', valueOf(e))}
              disabled={isFree}
              maxLength={16}
              placeholder={isFree ? t('priceTypes.free') : t('fields.pricePlaceholder')}
            />
          )}
        </FormField>
      </div>
      <CheckboxGroup
        legend={t('fields.features')}
        options={PRESET_FEATURES}
        labelOf={details.feature}
        selected={values.features}
        onChange={(next) => setField('features', next)}
      />
      <CheckboxGroup
        legend={t('fields.amenities')}
        options={PRESET_AMENITIES}
        labelOf={details.amenity}
        selected={values.amenities}
        onChange={(next) => setField('amenities', next)}
      />
    </div>
  );
}
