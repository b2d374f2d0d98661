import { formatPrice, type PriceWords } from '@mohalla/shared';
import { useCallback } from 'react';
import { useTranslation } from './i18n';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The words of a price from the ads catalogue (`price.*`): "Free", "/month", lakhs a year, in the page's language. */
export const priceWords = (t: Translate): PriceWords => ({
  free: t('price.free'),
  contact: t('price.contact'),
  perMonth: (amount) => t('price.perMonth', { amount }),
  lakhsPerYear: (lakhs) => t('price.lakhsPerYear', { lakhs }),
});

/** `const price = usePriceText(); price(ad.Price, ad.PriceTypeKey)`: formatPrice in the page's language. */
export function usePriceText() {
  const { t } = useTranslation('ads');
  return useCallback((price: number | null | undefined, priceType?: string | null) => formatPrice(price, priceType, priceWords(t)), [t]);
}
