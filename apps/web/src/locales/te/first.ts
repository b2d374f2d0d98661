import ads from './ads.json';
import catalogue from './catalogue.json';
import common from './common.json';

/** The texts every page shows (firstNamespaces in packages/shared/src/languages.ts), in one chunk (see ../en/first.ts). */
export default { common, ads, catalogue };
