import { describe, expect, it } from 'vitest';
import { formatLongDate } from './dates.ts';
import { freePlanLimitMessage } from './free-plan.ts';
import { freeAdsText } from './free-plan-terms.ts';
import { HANDLE_MESSAGES } from './handles.ts';
import { GRIEVANCE_MESSAGES } from './legal-texts.ts';
import { localiseMessage } from './message-language.ts';
import { MESSAGE_TABLES } from './message-tables.ts';
import { MESSAGE_TEMPLATES, PLAIN_MESSAGES } from './message-texts.ts';
import { paymentStatusUnknown } from './payments.ts';
import { newAccountLimitMessage } from './safety-settings-texts.ts';
import { contactRevealLimitMessage } from './safety-texts.ts';
import { HI_MESSAGE_TEXTS } from './translations/hi/message-texts.ts';
import { HI_MESSAGES } from './translations/hi/messages.ts';
import { TE_MESSAGE_TEXTS } from './translations/te/message-texts.ts';
import { TE_MESSAGES } from './translations/te/messages.ts';

const TRANSLATED = { te: { tables: TE_MESSAGES, texts: TE_MESSAGE_TEXTS }, hi: { tables: HI_MESSAGES, texts: HI_MESSAGE_TEXTS } };
const places = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const LATIN_WORDS = /\b(?!(?:OTP|UPI|PIN|ID|URL|JSON|MB|PhonePe|Google|WhatsApp|ECIL|Mohalla|Ads|data|multipart|form)\b)[A-Za-z]{3,}\b/;

describe.each(Object.entries(TRANSLATED))('the server’s messages in %s', (language, { tables, texts }) => {
  it('has exactly the English tables and keys, each translated', () => {
    expect(Object.keys(tables).sort()).toEqual(Object.keys(MESSAGE_TABLES).sort());
    for (const [table, english] of Object.entries(MESSAGE_TABLES)) {
      const plain = Object.keys(english).filter((key) => typeof english[key as keyof typeof english] === 'string');
      const translated = tables[table as keyof typeof tables] as Record<string, string>;
      expect(Object.keys(translated).sort(), table).toEqual(plain.sort());
      for (const key of plain) expect(translated[key], `${table}.${key}`).not.toMatch(LATIN_WORDS);
    }
  });

  it('has exactly the English templates and texts, with every placeholder kept', () => {
    expect(Object.keys(texts).sort()).toEqual([...MESSAGE_TEMPLATES, ...PLAIN_MESSAGES].sort());
    for (const template of MESSAGE_TEMPLATES) expect(places(texts[template]), template).toEqual(places(template));
  });
});

describe('localiseMessage', () => {
  it('leaves English and unknown texts as they are', () => {
    expect(localiseMessage('Invalid email or password', 'en')).toBe('Invalid email or password');
    expect(localiseMessage('An operator’s own words', 'te')).toBe('An operator’s own words');
  });

  // Each English message built with values must be matched by a template, and its values survive the translation.
  const built: [string, string[]][] = [
    // Its date is written again in the language: see below.
    [HANDLE_MESSAGES.tooSoon(formatLongDate('2026-12-01T00:00:00Z')), ['2026']],
    [GRIEVANCE_MESSAGES.filed('G-42'), ['G-42']],
    [GRIEVANCE_MESSAGES.filedNotMailed('G-42'), ['G-42']],
    [newAccountLimitMessage(1, 7), ['1', '7']],
    [newAccountLimitMessage(3, 7), ['3', '7']],
    [contactRevealLimitMessage(1200), ['1,200']],
    [paymentStatusUnknown('WEIRD'), ['WEIRD']],
    [freePlanLimitMessage({ blockedBy: 'live', maxLive: 2, maxPer30Days: 4, nextAvailableAt: '2026-12-01T00:00:00Z' }), ['2']],
    [freePlanLimitMessage({ blockedBy: 'live', maxLive: 1, maxPer30Days: 4, nextAvailableAt: null }), ['1']],
    [freePlanLimitMessage({ blockedBy: 'period', maxLive: 2, maxPer30Days: 4, nextAvailableAt: '2026-12-01T00:00:00Z' }), ['4', '30']],
    [freePlanLimitMessage({ blockedBy: 'period', maxLive: 2, maxPer30Days: 4, nextAvailableAt: null }), ['4', '30']],
    [`Title must be at most 120 characters`, ['120']],
    [`Please wait before requesting another OTP. (42 s)`, ['42']],
  ];
  it.each(['te', 'hi'] as const)('translates messages built with values into %s, keeping the values', (language) => {
    for (const [english, values] of built) {
      const translated = localiseMessage(english, language);
      expect(translated, english).not.toBe(english);
      for (const value of values) expect(translated, english).toContain(value);
      expect(translated, english).not.toMatch(/\{\w+\}/);
    }
  });

  it('translates the values a template holds when they are known texts', () => {
    expect(localiseMessage('Title must be at most 120 characters', 'te')).toBe('టైటిల్ 120 అక్షరాల వరకే ఉండొచ్చు');
    expect(
      localiseMessage(`You have used your ${freeAdsText(1)} for the last 30 days. To publish now, choose a paid plan.`, 'hi'),
    ).toContain('1 मुफ़्त विज्ञापन');
  });

  it('writes a date inside a message with the language’s own month name', () => {
    const handle = HANDLE_MESSAGES.tooSoon(formatLongDate('2026-12-01T00:00:00Z'));
    expect(handle).toContain('on 1 December 2026.');
    expect(localiseMessage(handle, 'te')).toContain(`${formatLongDate('2026-12-01T00:00:00Z', 'te-IN')}న`);
    expect(localiseMessage(handle, 'te')).toContain('డిసెంబర్');
    expect(localiseMessage(handle, 'hi')).toContain('1 दिसंबर 2026');
    const free = freePlanLimitMessage({ blockedBy: 'period', maxLive: 2, maxPer30Days: 4, nextAvailableAt: '2026-03-05T20:00:00Z' });
    // 5 March 20:00 UTC is 6 March in India, in every language.
    expect(free).toContain('on 6 March 2026.');
    expect(localiseMessage(free, 'hi')).toContain('6 मार्च 2026');
    for (const language of ['te', 'hi'] as const) expect(localiseMessage(free, language)).not.toMatch(/March|December/);
  });
});
