import type { Language } from './languages.ts';
import { PRICE_WORDS, type PriceWords } from './price.ts';

/**
 * The words of an ad's share preview (its title and description, drawn by the server: WhatsApp shows them) in each
 * language: the city, the localities and a price's words. The web's own catalogues say the same (catalogue.json,
 * ads.json `price.*`); the server cannot load those, so the few it needs are here, and
 * apps/web/src/lib/share-texts.test.ts fails when the two disagree.
 */
export type ShareTexts = { city: string; locations: Record<string, string>; price: PriceWords };

export const SHARE_TEXTS: Record<Language, ShareTexts> = {
  en: { city: 'Hyderabad', locations: {}, price: PRICE_WORDS },
  te: {
    city: 'హైదరాబాద్',
    locations: { nagaram: 'నాగారం', ecil: 'ECIL', dammaiguda: 'దమ్మాయిగూడ' },
    price: {
      free: 'ఫ్రీ',
      contact: 'ధర కోసం కాంటాక్ట్ చేయండి',
      perMonth: (amount) => `${amount}/నెల`,
      lakhsPerYear: (lakhs) => `సంవత్సరానికి ₹${lakhs} లక్షలు`,
    },
  },
  hi: {
    city: 'हैदराबाद',
    locations: { nagaram: 'नागारम', ecil: 'ECIL', dammaiguda: 'दम्माईगुडा' },
    price: {
      free: 'मुफ्त',
      contact: 'कीमत के लिए संपर्क करें',
      perMonth: (amount) => `${amount}/महीना`,
      lakhsPerYear: (lakhs) => `₹${lakhs} लाख सालाना`,
    },
  },
};
