import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, type Language } from '@mohalla/shared';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * Every user-facing text lives in src/locales/<lang>/<namespace>.json. This is the small part of i18next the app
 * uses (nested keys, {{name}} interpolation, _one/_other plurals by Intl.PluralRules, a fallback language) in
 * ~1 KB instead of ~20 KB gzipped on the first load of a phone (docs/decisions/009-page-budgets.md). The API
 * mirrors react-i18next's useTranslation.
 *
 * A page is in one language from its first paint to its last (decision 031): the server chose it and wrote it in
 * `<html lang>`; only that language's catalogues are fetched, each namespace as a chunk of its own when a module
 * that uses it loads (`void loadMessages(...)` at the module's top; the router waits for them with the page's code,
 * see messagesReady). Choosing another language loads the page again.
 */
type Messages = { [key: string]: string | Messages };
export type TranslateOptions = { count?: number } & Record<string, unknown>;

/**
 * Each catalogue's loader, by language and namespace: one small chunk per file, fetched only when asked for. The
 * texts every page shows come as one chunk per language (locales/<lang>/first.ts); the map of all the others is a
 * chunk of its own (catalogue-loaders.ts), so a phone's first load does not carry forty loaders it has no use for yet.
 */
const firstTexts = import.meta.glob<Record<string, Messages>>('../locales/*/first.ts', { import: 'default' });
const catalogueKey = (lng: string, namespace: string) => `../locales/${lng}/${namespace}.json`;
async function loaderFor(key: string) {
  return (await import('./catalogue-loaders')).catalogues[key];
}

const FALLBACK: Language = DEFAULT_LANGUAGE;
const resources: Record<string, Record<string, Messages>> = {};

/** The page's language: what the server wrote in <html lang> (it read the address, the cookie and the browser). */
function pageLanguage(): Language {
  if (typeof document === 'undefined') return FALLBACK;
  const lang = document.documentElement.lang;
  if (isLanguage(lang)) return lang;
  // A page no server of ours wrote (the development server's index.html): the visitor's kept choice.
  const kept = new RegExp(`(?:^|; )${LANGUAGE_COOKIE}=([^;]*)`).exec(document.cookie)?.[1];
  return isLanguage(kept) ? kept : FALLBACK;
}

let language: Language = pageLanguage();
/** Counts catalogues as they arrive, so texts drawn before theirs had come are drawn again (see useTranslation). */
let arrived = 0;
const listeners = new Set<() => void>();

export const currentLanguage = (): Language => language;

/** The locale Intl formats with: Indian grouping and dates in the page's language (te-IN, hi-IN, en-IN). */
export const intlLocale = (lng: Language = language) => `${lng}-IN`;

/**
 * Fetches the page language's catalogues of these namespaces (once each). Modules that use a namespace call it at
 * their top, and whoever loads such a module lazily waits for messagesReady() before drawing it. (Not a top-level
 * await: with one, the bundler moves every module a page shares with the app out of the app's chunk, ~3 KB more.)
 * A key missing from the language shows the English text if English is loaded (the server's render), else the key
 * (locales.test.ts keeps every language complete).
 */
export function loadMessages(...namespaces: string[]): Promise<void> {
  return loadLanguage(language, namespaces);
}

/** The texts every page shows, in the page's language: the app waits for them before its first render. */
export function loadFirstMessages(lng: string = language): Promise<void> {
  const key = `../locales/${lng}/first.ts`;
  let promise = loading.get(key);
  if (!promise) {
    promise = (firstTexts[key]?.() ?? Promise.resolve({} as Record<string, Messages>)).then((bundles) => {
      for (const [namespace, bundle] of Object.entries(bundles)) {
        loading.set(catalogueKey(lng, namespace), Promise.resolve());
        addMessages(namespace, { [lng]: bundle });
      }
    });
    loading.set(key, promise);
  }
  return promise;
}

const loading = new Map<string, Promise<void>>();
function loadLanguage(lng: string, namespaces: readonly string[]): Promise<void> {
  return Promise.all(
    namespaces.map((namespace) => {
      const key = catalogueKey(lng, namespace);
      let promise = loading.get(key);
      if (!promise) {
        promise = loaderFor(key).then(async (load) => {
          if (load) addMessages(namespace, { [lng]: (await load()) as Messages });
        });
        loading.set(key, promise);
      }
      return promise;
    }),
  ).then(() => undefined);
}

/** Settles once every catalogue asked for so far has arrived: a lazily loaded page or part waits for it with its code. */
export const messagesReady = (): Promise<void> => Promise.all(loading.values()).then(() => undefined);

/** Every catalogue of every language: the server's render draws any page in any language without waiting. */
export async function loadAllMessages(): Promise<void> {
  const { catalogues } = await import('./catalogue-loaders');
  await Promise.all([
    ...Object.keys(firstTexts).map((key) => loadFirstMessages(/\/locales\/([^/]+)\//.exec(key)![1]!)),
    ...Object.keys(catalogues).map((key) => {
      const [, lng, namespace] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(key)!;
      return loadLanguage(lng!, [namespace!]);
    }),
  ]);
}

function lookup(lng: string, namespace: string, key: string): string | undefined {
  let node: string | Messages | undefined = resources[lng]?.[namespace];
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Texts found, by language, then namespace and key (null: none). A page the server draws asks for ~150, nearly all
 * the same on every page, and walking the catalogue's nested keys for each was ~5% of the render. Emptied when a
 * catalogue arrives; bounded, since a key may come from data (a category's name).
 */
const found = new Map<string, Map<string, Map<string, string | null>>>();
const FOUND_KEPT = 5_000;

function find(namespace: string, key: string): string | undefined {
  let byNamespace = found.get(language);
  if (!byNamespace) found.set(language, (byNamespace = new Map()));
  let texts = byNamespace.get(namespace);
  if (!texts) byNamespace.set(namespace, (texts = new Map()));
  let text = texts.get(key);
  if (text === undefined) {
    if (texts.size >= FOUND_KEPT) texts.clear();
    text = lookup(language, namespace, key) ?? (language === FALLBACK ? null : (lookup(FALLBACK, namespace, key) ?? null));
    texts.set(key, text);
  }
  return text ?? undefined;
}

/** Counts are written one way on every page, grouped the Indian way like prices and dates (1,143; 1,00,000). */
const counts = new Intl.NumberFormat('en-IN');
export const formatCount = (value: number): string => counts.format(value);

/**
 * An estimated count as a page says it ("About 2,300 ads found"): two significant figures, which is all a search's
 * estimate knows (decision 023, eighteenth session); below a hundred, as it is.
 */
export const roughCount = (value: number): number => (value < 100 ? value : Number(value.toPrecision(2)));

/**
 * Dates and times in the page's language (te-IN, hi-IN, en-IN), one formatter per language and options: the
 * server's render changes language between pages, so a formatter is asked for when a date is written.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
export function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(intlLocale(), options)));
  return format;
}

/** One Intl.PluralRules per language: making one costs more than the rest of a translation (a drawn list asks ~50 times). */
const pluralRulesByLanguage = new Map<string, Intl.PluralRules>();
function pluralRules(lng: string): Intl.PluralRules {
  let rules = pluralRulesByLanguage.get(lng);
  if (!rules) pluralRulesByLanguage.set(lng, (rules = new Intl.PluralRules(lng)));
  return rules;
}

/**
 * Resolves a key; a missing key shows itself, as i18next does, so a gap is visible rather than blank. `count`
 * picks the plural form and is written with formatCount; other values as given (a year stays 2025).
 */
export function translate(namespace: string, key: string, options?: TranslateOptions): string {
  let text: string | undefined;
  if (typeof options?.count === 'number') {
    const form = pluralRules(language).select(options.count);
    text = find(namespace, `${key}_${form}`) ?? find(namespace, `${key}_other`);
  }
  text ??= find(namespace, key);
  if (text === undefined) return key;
  if (!options) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => {
    if (!(name in options)) return match;
    const value = options[name];
    return name === 'count' && typeof value === 'number' ? formatCount(value) : String(value);
  });
}

/**
 * A part of a loaded catalogue as it is, for pages that draw one element per entry (the legal pages' sections):
 * their shape is the catalogue's, the same in every language.
 */
export function messagesAt(namespace: string, key: string): Messages {
  let node: string | Messages | undefined = resources[language]?.[namespace] ?? resources[FALLBACK]?.[namespace];
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'object' ? node : {};
}

/** Feature namespaces load with their page's chunk: the page module calls this at import time. */
export function addMessages(namespace: string, bundles: Record<string, Messages>): void {
  for (const [lng, bundle] of Object.entries(bundles)) {
    resources[lng] ??= {};
    resources[lng][namespace] ??= bundle;
  }
  found.clear();
  arrived += 1;
  for (const listener of listeners) listener();
}

/**
 * Sets the language texts are drawn in. The server's render sets it for each page (renders are synchronous);
 * in the browser a page keeps the language it was loaded in (to choose another, see useChooseLanguage).
 */
export function changeLanguage(lng: Language): void {
  language = lng;
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
  for (const listener of listeners) listener();
}

const textsVersion = () => `${language}:${arrived}`;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** `const { t } = useTranslation('ads')`; re-renders when the language changes. */
export function useTranslation(namespace = 'common') {
  // The language and how many catalogues have arrived: a new one (a lazily loaded part's) draws its texts again.
  const version = useSyncExternalStore(subscribe, textsVersion, textsVersion);
  // version is a dependency so a change gives components a new t and re-renders memoised children.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- translate reads the catalogues itself; version only renews t
  const t = useCallback((key: string, options?: TranslateOptions) => translate(namespace, key, options), [namespace, version]);
  return { t, i18n: { language, changeLanguage } };
}
