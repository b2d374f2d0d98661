import { useTranslation } from '@/lib/i18n';
import { FormField, Select } from '@/components/ui/field';
import { STATUS_FILTERS, type StatusFilter } from '../lib/status-filter';

/** The /my-ads status select (All, Draft, Active, Expired, Sold); the page keeps the choice in ?status=. */
export function StatusFilterSelect({ value, onChange }: { value: StatusFilter; onChange: (value: StatusFilter) => void }) {
  const { t } = useTranslation('dashboard');
  return (
    <FormField label={t('myAds.filterLabel')} className="w-full sm:w-56">
      {(control) => (
        <Select {...control} value={value} onChange={(event) => onChange(event.target.value as StatusFilter)} className="min-h-11">
          {STATUS_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {t(`myAds.filters.${filter}`)}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}
