import ads from './ads.json';
import catalogue from './catalogue.json';
import common from './common.json';

/** The texts every page shows, in one chunk (see ../en/first.ts). */
export default { common, ads, catalogue };
