import { describe, expect, it } from 'vitest';
import { adminTexts } from './admin-texts.ts';
import { conversationTexts } from './conversation-texts.ts';
import { FREE_PLAN_DEFAULTS, freePlanTerms } from './free-plan-terms.ts';
import { inboxTexts } from './inbox-texts.ts';
import type { Language } from './languages.ts';
import { personalDataTexts } from './personal-data-texts.ts';
import { reportTexts } from './report-texts.ts';
import { safetySettingsTexts } from './safety-settings-texts.ts';
import { safetyTexts } from './safety-texts.ts';

const GROUPS = {
  adminTexts,
  conversationTexts,
  freePlanTerms,
  inboxTexts,
  personalDataTexts,
  reportTexts,
  safetySettingsTexts,
  safetyTexts,
};
// A value the functions are called with, recognisable in what they give back.
const SAMPLE = { number: 7, text: 'Ravi’s place', limits: FREE_PLAN_DEFAULTS };

/** Every text of a group by its path, functions called with sample values. */
function flatten(value: unknown, path = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(path, value);
  else if (typeof value === 'function') {
    const args = Array.from({ length: value.length }, () =>
      path.endsWith('features') ? SAMPLE.limits : path.match(/page|Count|Limit|freeAds/) ? SAMPLE.number : SAMPLE.text,
    );
    for (const [key, text] of flatten(value(...args), `${path}()`)) out.set(key, text);
  } else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) for (const [k, text] of flatten(inner, `${path}.${key}`)) out.set(k, text);
  }
  return out;
}

describe.each(Object.entries(GROUPS))('%s', (_, texts: (language: Language) => unknown) => {
  const english = flatten(texts('en'));
  it.each(['te', 'hi'] as const)('has every English text in %s, translated, with the values kept', (language) => {
    const translated = flatten(texts(language));
    expect([...translated.keys()]).toEqual([...english.keys()]);
    for (const [path, text] of english) {
      const other = translated.get(path)!;
      expect(other.trim(), path).not.toBe('');
      if (/[a-z]{4,}/.test(text)) expect(other, path).not.toBe(text);
      for (const value of ['7', SAMPLE.text]) if (text.includes(value)) expect(other, path).toContain(value);
    }
  });
});

it('reads English for a language it does not know', () => {
  expect(safetyTexts('xx' as Language).tipsTitle).toBe('Stay safe');
});
