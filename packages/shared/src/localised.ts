import type { Language } from './languages.ts';

/**
 * A text group's shape in another language: every string becomes any string, a function keeps its parameters,
 * lists keep their length and objects their keys; so a translation with a missing or extra text does not compile.
 */
export type Localised<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Localised<R>
    : T extends object
      ? { readonly [K in keyof T]: Localised<T[K]> }
      : T;

/** A group of texts in each language: `safetyTexts('te')`. Unknown languages read English. */
export function inEachLanguage<T>(texts: { en: T; te: Localised<T>; hi: Localised<T> }): (language: Language) => Localised<T> {
  return (language) => (texts[language] ?? texts.en) as Localised<T>;
}
