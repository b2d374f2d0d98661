import { describe, expect, it } from 'vitest';
import { addMessages, changeLanguage, loadFirstMessages, roughCount, translate } from './i18n';

describe('translate', () => {
  addMessages('test', {
    en: {
      greeting: 'Hello {{name}}',
      nested: { deep: 'Deep' },
      views_one: '{{count}} view',
      views_other: '{{count}} views',
      only: 'Only {{n}} more',
    },
  });

  it('reads nested keys and interpolates values', () => {
    expect(translate('test', 'nested.deep')).toBe('Deep');
    expect(translate('test', 'greeting', { name: 'Ravi' })).toBe('Hello Ravi');
  });

  it('picks the English plural form by count', () => {
    expect(translate('test', 'views', { count: 1 })).toBe('1 view');
    expect(translate('test', 'views', { count: 0 })).toBe('0 views');
    expect(translate('test', 'views', { count: 12 })).toBe('12 views');
  });

  it('writes counts with Indian grouping, other numbers as given', () => {
    expect(translate('test', 'views', { count: 1143 })).toBe('1,143 views');
    expect(translate('test', 'views', { count: 250000 })).toBe('2,50,000 views');
    expect(translate('test', 'only', { n: 2025 })).toBe('Only 2025 more');
  });

  it('shows a missing key as itself and leaves unknown placeholders', () => {
    expect(translate('test', 'nope.missing')).toBe('nope.missing');
    expect(translate('test', 'only', { m: 1 })).toBe('Only {{n}} more');
    expect(translate('test', 'nested')).toBe('nested');
  });

  it('finds a text that was missing once its catalogue arrives, and each language its own', () => {
    expect(translate('later', 'title')).toBe('title');
    addMessages('later', { en: { title: 'Arrived' }, te: { title: 'వచ్చింది' } });
    expect(translate('later', 'title')).toBe('Arrived');
    changeLanguage('te');
    try {
      expect(translate('later', 'title')).toBe('వచ్చింది');
      // Telugu without the key shows the English text, as before a text was remembered.
      expect(translate('test', 'nested.deep')).toBe('Deep');
    } finally {
      changeLanguage('en');
    }
    expect(translate('later', 'title')).toBe('Arrived');
  });

  it('the shipped catalogues resolve the spec texts, once loaded', async () => {
    await loadFirstMessages();
    expect(translate('common', 'a11y.skipToContent')).toBe('Skip to main content');
  });
});

describe('roughCount', () => {
  it('keeps two significant figures of an estimate, and a count under a hundred as it is', () => {
    expect(roughCount(2347)).toBe(2300);
    expect(roughCount(2350)).toBe(2400);
    expect(roughCount(15_234)).toBe(15_000);
    expect(roughCount(1_234_567)).toBe(1_200_000);
    expect(roughCount(123)).toBe(120);
    expect(roughCount(87)).toBe(87);
    expect(roughCount(0)).toBe(0);
  });
});
