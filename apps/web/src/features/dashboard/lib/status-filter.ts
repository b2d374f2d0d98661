/** The /my-ads filter values, in the order the select shows them; "all" is the absence of ?status=. */
export const STATUS_FILTERS = ['all', 'draft', 'active', 'expired', 'sold'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** ?status= as a filter; anything unknown (a typo, an old link) shows every ad rather than an error. */
export function parseStatusFilter(value: string | null | undefined): StatusFilter {
  const needle = value?.trim().toLowerCase();
  return (STATUS_FILTERS as readonly string[]).includes(needle ?? '') ? (needle as StatusFilter) : 'all';
}

/** The status the API is asked for: none for "all". */
export const apiStatus = (filter: StatusFilter): string | undefined => (filter === 'all' ? undefined : filter);
