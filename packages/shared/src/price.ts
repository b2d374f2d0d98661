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

/** How a price reads: Free; Contact for Price when there is none; ₹x/month for rent; a yearly salary in lakhs (LPA); else ₹x. */
export function formatPrice(price: number | null | undefined, priceType?: string | null): string {
  if (priceType === 'free') return 'Free';
  if (price === null || price === undefined || Number.isNaN(price)) return 'Contact for Price';
  if (priceType === 'month') return `${formatRupees(price)}/month`;
  if (priceType === 'year') return `₹${(price / 100_000).toFixed(1)} LPA`;
  return formatRupees(price);
}

/** Label beside the price on the detail page: Rent for monthly prices, otherwise Price. */
export function priceLabel(priceType?: string | null): 'Rent' | 'Price' {
  return priceType === 'month' ? 'Rent' : 'Price';
}
