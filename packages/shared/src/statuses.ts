/**
 * Ad lifecycle: a draft until paid, then active until its end date (expired) or its sale (sold); removed is a
 * soft delete. With the badge colours of the status catalogue.
 */
export const AD_STATUSES = [
  { key: 'draft', name: 'Draft', color: '#e5e7eb', textColor: '#374151' },
  { key: 'active', name: 'Active', color: '#dcfce7', textColor: '#166534' },
  { key: 'expired', name: 'Expired', color: '#fef3c7', textColor: '#92400e' },
  { key: 'sold', name: 'Sold', color: '#dbeafe', textColor: '#1e40af' },
  { key: 'removed', name: 'Removed', color: '#fee2e2', textColor: '#991b1b' },
] as const;

export type AdStatusKey = (typeof AD_STATUSES)[number]['key'];
export const AD_STATUS_KEYS = AD_STATUSES.map((s) => s.key) as [AdStatusKey, ...AdStatusKey[]];
