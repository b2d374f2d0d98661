import { describe, expect, it } from 'vitest';
import { SHARE_TEXTS } from '@mohalla/shared';
import teAds from '@/locales/te/ads.json';
import hiAds from '@/locales/hi/ads.json';
import teCatalogue from '@/locales/te/catalogue.json';
import hiCatalogue from '@/locales/hi/catalogue.json';

// The server's share previews (SHARE_TEXTS) repeat a few words of these catalogues, which it cannot load: a
// preview on WhatsApp must say what the page says, so a change to one without the other fails here.
const CATALOGUES = { te: { ads: teAds, catalogue: teCatalogue }, hi: { ads: hiAds, catalogue: hiCatalogue } };

describe.each(Object.entries(CATALOGUES))('the share preview words in %s', (language, { ads, catalogue }) => {
  const share = SHARE_TEXTS[language as keyof typeof CATALOGUES];

  it('name the city and the localities as the catalogue does', () => {
    expect(share.city).toBe(catalogue.cities.hyderabad);
    expect(share.locations).toEqual(catalogue.locations);
  });

  it('write prices as the ads namespace does', () => {
    expect(share.price.free).toBe(ads.price.free);
    expect(share.price.contact).toBe(ads.price.contact);
    expect(share.price.perMonth('₹12,000')).toBe(ads.price.perMonth.replace('{{amount}}', '₹12,000'));
    expect(share.price.lakhsPerYear('4.5')).toBe(ads.price.lakhsPerYear.replace('{{lakhs}}', '4.5'));
  });
});
