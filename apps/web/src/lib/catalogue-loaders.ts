/**
 * Every catalogue's loader but the ones every page shows (those come in locales/<lang>/first.ts), by path
 * (`../locales/<language>/<namespace>.json`): a chunk of its own that i18n.ts fetches the first time a page asks
 * for another namespace, and the router prefetches when idle. (Left out here, the first ones are not split from
 * their first.ts chunk.)
 */
type Messages = { [key: string]: string | Messages };
export const catalogues = import.meta.glob<Messages>(['../locales/*/*.json', '!../locales/*/{common,ads,catalogue}.json'], {
  import: 'default',
});
