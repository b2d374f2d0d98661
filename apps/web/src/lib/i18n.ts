import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import ads from '@/locales/en/ads.json';
import common from '@/locales/en/common.json';

/** Every user-facing text lives in src/locales/<lang>/<namespace>.json; add a language by adding a folder. */
export const resources = { en: { common, ads } } as const;

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  ns: ['common', 'ads'],
  defaultNS: 'common',
  resources,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export default i18n;
