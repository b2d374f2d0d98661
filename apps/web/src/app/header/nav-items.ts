import { paths } from '@/config/paths';

/** The header's links, shared by the desktop bar and the mobile menu. */
export const NAV_ITEMS = [
  { to: paths.home(), labelKey: 'nav.home', isEnd: true },
  { to: paths.browse(), labelKey: 'nav.browse', isEnd: false },
  { to: paths.about(), labelKey: 'nav.about', isEnd: true },
  { to: paths.contact(), labelKey: 'nav.contact', isEnd: true },
] as const;

/** The header search icon opens browse with its search box focused. */
export const SEARCH_FOCUS_PATH = `${paths.browse()}?focus=search`;
