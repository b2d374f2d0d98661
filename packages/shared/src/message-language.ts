import { formatLongDate, parseLongDate } from './dates.ts';
import { LANGUAGES, type Language } from './languages.ts';
import { MESSAGE_TABLES, type MessageTranslations } from './message-tables.ts';
import { MESSAGE_TEMPLATES, PLAIN_MESSAGES, type MessageTextTranslations } from './message-texts.ts';
import { HI_MESSAGE_TEXTS } from './translations/hi/message-texts.ts';
import { HI_MESSAGES } from './translations/hi/messages.ts';
import { TE_MESSAGE_TEXTS } from './translations/te/message-texts.ts';
import { TE_MESSAGES } from './translations/te/messages.ts';

type Translated = Exclude<Language, 'en'>;
const TABLES: Record<Translated, MessageTranslations> = { te: TE_MESSAGES, hi: HI_MESSAGES };
const TEXTS: Record<Translated, MessageTextTranslations> = { te: TE_MESSAGE_TEXTS, hi: HI_MESSAGE_TEXTS };

/** English text -> its translation, from the keyed tables (several constants share one English text). */
function exactIndex(language: Translated): Map<string, string> {
  const index = new Map<string, string>();
  for (const [table, entries] of Object.entries(MESSAGE_TABLES)) {
    const translated = TABLES[language][table as keyof MessageTranslations] as Record<string, string>;
    for (const [key, english] of Object.entries(entries)) if (typeof english === 'string') index.set(english, translated[key]!);
  }
  for (const english of PLAIN_MESSAGES) index.set(english, TEXTS[language][english]);
  return index;
}

const PLACE = /\{(\w+)\}/g;
const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

type Template = { pattern: RegExp; names: string[]; english: (typeof MESSAGE_TEMPLATES)[number] };
/** Longest fixed text first, so "{field} must be at most {max} characters" wins over a shorter look-alike. */
const TEMPLATES: Template[] = MESSAGE_TEMPLATES.map((english) => ({
  english,
  names: [...english.matchAll(PLACE)].map((m) => m[1]!),
  pattern: new RegExp(
    `^${english
      .split(PLACE)
      .map((part, i) => (i % 2 ? '(.+?)' : escape(part)))
      .join('')}$`,
    's',
  ),
})).sort((a, b) => b.english.replace(PLACE, '').length - a.english.replace(PLACE, '').length);

const indexes = new Map<Translated, Map<string, string>>();
// Values that are our own words ("Title", "2 free ads", "not provided"); a name or a file name stays as written.
const WORDS = new Set(['field', 'free', 'status']);
const LOCALES: Record<Translated, string> = { te: 'te-IN', hi: 'hi-IN' };

/** A `{date}` written in English ("1 December 2026") in the language's own words ("1 డిసెంబర్, 2026"). */
function dateIn(value: string, language: Translated): string {
  const day = parseLongDate(value);
  return day ? formatLongDate(day, LOCALES[language]) : value;
}

function localiseValue(name: string, value: string, language: Translated): string {
  if (WORDS.has(name)) return localiseMessage(value, language);
  return name === 'date' ? dateIn(value, language) : value;
}

/**
 * A message the server answers with (or a shared schema's validation message) in `language`; a text that is
 * not known is given back as it is. Values inside a known template keep their place, and the field's name, the
 * number of free ads and a date (its month's name) are translated too.
 */
export function localiseMessage(message: string, language: Language): string {
  if (language === 'en') return message;
  let index = indexes.get(language);
  if (!index) indexes.set(language, (index = exactIndex(language)));
  const exact = index.get(message);
  if (exact !== undefined) return exact;
  for (const template of TEMPLATES) {
    const match = template.pattern.exec(message);
    if (!match) continue;
    const values = Object.fromEntries(template.names.map((name, i) => [name, localiseValue(name, match[i + 1]!, language)]));
    return TEXTS[language][template.english].replace(PLACE, (_, name: string) => values[name] ?? '');
  }
  return message;
}

/** Whether an answer's message is the English `message` in any language: the page may read a refusal by its words. */
export const isMessage = (received: string, message: string): boolean =>
  LANGUAGES.some((language) => localiseMessage(message, language) === received);
