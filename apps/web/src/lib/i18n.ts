import { useCallback, useSyncExternalStore } from 'react';
import ads from '@/locales/en/ads.json';
import common from '@/locales/en/common.json';

/**
 * Every user-facing text lives in src/locales/<lang>/<namespace>.json; add a language by adding a folder and
 * registering it here. This is the small part of i18next the app uses (nested keys, {{name}} interpolation,
 * _one/_other plurals by Intl.PluralRules, a fallback language) in ~1 KB instead of ~20 KB gzipped on the
 * first load of a phone (docs/decisions/009-page-budgets.md). The API mirrors react-i18next's useTranslation.
 */
type Messages = { [key: string]: string | Messages };
export type TranslateOptions = { count?: number } & Record<string, unknown>;

const FALLBACK = 'en';
const resources: Record<string, Record<string, Messages>> = { en: { common, ads } };
let language = FALLBACK;
const listeners = new Set<() => void>();

function lookup(lng: string, namespace: string, key: string): string | undefined {
  let node: string | Messages | undefined = resources[lng]?.[namespace];
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function find(namespace: string, key: string): string | undefined {
  return lookup(language, namespace, key) ?? (language === FALLBACK ? undefined : lookup(FALLBACK, namespace, key));
}

/** Counts are written one way on every page, grouped the Indian way like prices and dates (1,143; 1,00,000). */
const counts = new Intl.NumberFormat('en-IN');
export const formatCount = (value: number): string => counts.format(value);

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

/** Feature namespaces load with their page's chunk: the page module calls this at import time. */
export function addMessages(namespace: string, bundles: Record<string, Messages>): void {
  for (const [lng, bundle] of Object.entries(bundles)) {
    resources[lng] ??= {};
    resources[lng][namespace] ??= bundle;
  }
}

export function changeLanguage(lng: string): void {
  language = lng;
  document.documentElement.lang = lng;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** `const { t } = useTranslation('ads')`; re-renders when the language changes. */
export function useTranslation(namespace = 'common') {
  const lng = useSyncExternalStore(
    subscribe,
    () => language,
    () => language,
  );
  // lng is a dependency so a language change gives components a new t and re-renders memoised children.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- translate reads the language itself; lng only renews t
  const t = useCallback((key: string, options?: TranslateOptions) => translate(namespace, key, options), [namespace, lng]);
  return { t, i18n: { language: lng, changeLanguage } };
}
