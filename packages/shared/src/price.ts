/** Price types an ad can carry: fixed, negotiable and free (spec), month (rent) and year (salary, shown as LPA). */
export const PRICE_TYPES = ['fixed', 'negotiable', 'free', 'month', 'year'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];

export const PRICE_TYPE_NAMES: Record<PriceType, string> = {
  fixed: 'Fixed Price',
  negotiable: 'Negotiable',
  free: 'Free',
  month: 'Monthly Rent',
  year: 'Yearly Salary',
};

const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** ₹ with Indian digit grouping: 150000 -> ₹1,50,000. */
export function formatRupees(amount: number): string {
  return `₹${rupees.format(amount)}`;
}

/** The words a price is written with, in the reader's language (the web passes its catalogue's; these by default). */
export type PriceWords = {
  free: string;
  contact: string;
  perMonth: (amount: string) => string;
  /** A yearly salary in lakhs ("4.5"): LPA in English, as the spec shows it; lakh in Telugu and Hindi. */
  lakhsPerYear: (lakhs: string) => string;
};
export const PRICE_WORDS: PriceWords = {
  free: 'Free',
  contact: 'Contact for Price',
  perMonth: (amount) => `${amount}/month`,
  lakhsPerYear: (lakhs) => `₹${lakhs} LPA`,
};

/** How a price reads: Free; Contact for Price when there is none; ₹x/month for rent; a yearly salary in lakhs (LPA); else ₹x. */
export function formatPrice(price: number | null | undefined, priceType?: string | null, words: PriceWords = PRICE_WORDS): string {
  if (priceType === 'free') return words.free;
  if (price === null || price === undefined || Number.isNaN(price)) return words.contact;
  if (priceType === 'month') return words.perMonth(formatRupees(price));
  if (priceType === 'year') return words.lakhsPerYear((price / 100_000).toFixed(1));
  return formatRupees(price);
}

/** Label beside the price on the detail page: Rent for monthly prices, otherwise Price. */
export function priceLabel(priceType?: string | null): 'Rent' | 'Price' {
  return priceType === 'month' ? 'Rent' : 'Price';
}
