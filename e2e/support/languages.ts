import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from './test';

/**
 * Journeys in Telugu and Hindi (issue 21) read their texts from the web app's own catalogues
 * (apps/web/src/locales/<lang>/<namespace>.json), so they follow the translations instead of copying them.
 */
export type Language = 'en' | 'te' | 'hi';
type Messages = { [key: string]: string | Messages };

const LOCALES = path.join(import.meta.dirname, '..', '..', 'apps', 'web', 'src', 'locales');
const NAMESPACES = fs
  .readdirSync(path.join(LOCALES, 'en'))
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.replace(/\.json$/, ''));
const loaded = new Map<string, Messages>();

function catalogue(language: Language, namespace: string): Messages {
  const key = `${language}/${namespace}`;
  if (!loaded.has(key)) loaded.set(key, JSON.parse(fs.readFileSync(path.join(LOCALES, language, `${namespace}.json`), 'utf8')));
  return loaded.get(key)!;
}

function leaves(messages: Messages, prefix = ''): Array<[string, string]> {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

/**
 * The text of `namespace:key` in `language`, as the app's t() writes it: {{name}} filled in, and a `count` choosing
 * the `_one`/`_other` form by the language's plural rules.
 */
export function text(language: Language, namespacedKey: string, values: Record<string, string | number> = {}): string {
  const [namespace, key] = namespacedKey.split(':') as [string, string];
  const all = Object.fromEntries(leaves(catalogue(language, namespace)));
  const plural = typeof values.count === 'number' ? `${key}_${new Intl.PluralRules(language).select(values.count)}` : undefined;
  const found = (plural && all[plural]) ?? all[key] ?? (plural && all[`${key}_other`]);
  if (found === undefined) throw new Error(`No ${namespacedKey} in the ${language} catalogue`);
  return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** `text` bound to one language: `t('common:nav.postAd')`. */
export const translator = (language: Language) => (key: string, values?: Record<string, string | number>) => text(language, key, values);

/** Each language's own letters: a text in them is one the journey checks for being cut. */
const SCRIPTS: Record<Exclude<Language, 'en'>, string> = { te: '[\\u0C00-\\u0C7F]', hi: '[\\u0900-\\u097F]' };

/** A letter and a vowel sign drawn above it (no width of its own): కి, के. */
const SAMPLES: Record<Exclude<Language, 'en'>, string> = { te: '\u0C15\u0C3F', hi: '\u0915\u0947' };

const valuesOf = (language: Language) =>
  NAMESPACES.flatMap((namespace) => leaves(catalogue(language, namespace)).map(([, value]) => value));

/**
 * English texts that must not appear on a page in `language`: every English catalogue text that has no
 * placeholder, is a word or more, and is not also a text of the language (brand names, "WhatsApp", "PG", "ECIL").
 */
function englishLeftovers(language: Language): string[] {
  const own = new Set(valuesOf(language));
  return [...new Set(valuesOf('en'))].filter((value) => !value.includes('{{') && /[A-Za-z]{2}/.test(value) && !own.has(value));
}

/** Every key of every catalogue, with and without its namespace: a page that shows one shows a raw key. */
const allKeys = () =>
  NAMESPACES.flatMap((namespace) =>
    leaves(catalogue('en', namespace)).flatMap(([key]) => {
      const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
      return [key, base, `${namespace}:${key}`, `${namespace}:${base}`];
    }),
  );

/**
 * The page as a 360 px phone shows it: nothing wider than the screen, and no text of the page's language cut by
 * the box it sits in (overflow hidden, an ellipsis, a fixed height) or spilling out of its button or link. Returns
 * each problem as "element "text": how". User content (ad titles, names) is shortened on purpose with line-clamp in
 * every language, so a clamp counts only for the catalogue's own texts.
 */
export async function textProblems(page: Page, language: Exclude<Language, 'en'>): Promise<string[]> {
  return page.evaluate(
    ({ script, sample, ours }) => {
      const inScript = new RegExp(script);
      const ourTexts = new Set(ours);
      const problems: string[] = [];
      const viewport = document.documentElement.clientWidth;
      if (document.documentElement.scrollWidth > viewport) {
        problems.push(`the page is ${document.documentElement.scrollWidth} px wide on a ${viewport} px screen`);
      }
      // A letter with a vowel sign above it is one letter wide in a font that has the script, two empty boxes in none.
      const probe = document.body.appendChild(document.createElement('span'));
      probe.style.cssText = 'position: absolute; visibility: hidden; white-space: nowrap';
      const widthOf = (letters: string) => {
        probe.textContent = letters;
        return probe.getBoundingClientRect().width;
      };
      if (widthOf(sample) > widthOf(sample.slice(0, 1)) * 1.5) {
        problems.push(`"${sample}" renders as empty boxes: no font here has these letters and the page brings none`);
      }
      probe.remove();
      const name = (el: Element, text: string) => {
        const id = el.id ? `#${el.id}` : '';
        const role = el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : '';
        return `<${el.tagName.toLowerCase()}${id}${role}> "${text.slice(0, 80)}"`;
      };
      const isHidden = (el: Element) => {
        const box = el.getBoundingClientRect();
        return box.width <= 1 || box.height <= 1;
      };

      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
        const parent = node.parentElement;
        if (!text || !parent || !inScript.test(text)) continue;
        if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0 && r.height > 0);
        if (rects.length === 0) continue;
        const left = Math.min(...rects.map((r) => r.left));
        const right = Math.max(...rects.map((r) => r.right));
        const top = Math.min(...rects.map((r) => r.top));
        const bottom = Math.max(...rects.map((r) => r.bottom));

        let scrollsAcross = false;
        let scrollsDown = false;
        let isSkipped = false;
        const found: string[] = [];
        for (let el: Element | null = parent; el && el !== document.documentElement; el = el.parentElement) {
          const style = getComputedStyle(el);
          const clipsAcross = style.overflowX === 'hidden' || style.overflowX === 'clip';
          const clipsDown = style.overflowY === 'hidden' || style.overflowY === 'clip';
          // Visually hidden texts (sr-only) are clipped on purpose.
          const isClippedAway = style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)';
          if (isClippedAway || ((clipsAcross || clipsDown) && isHidden(el))) {
            isSkipped = true;
            break;
          }
          const box = el.getBoundingClientRect();
          const inner = { left: box.left + el.clientLeft, top: box.top + el.clientTop };
          const innerRight = inner.left + el.clientWidth;
          const innerBottom = inner.top + el.clientHeight;
          if (!scrollsAcross && clipsAcross && (left < inner.left - 1 || right > innerRight + 1)) {
            found.push(style.textOverflow === 'ellipsis' ? 'cut with an ellipsis' : `cut across by <${el.tagName.toLowerCase()}>`);
          }
          const isClamp = style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '';
          if (!scrollsDown && clipsDown && (top < inner.top - 1 || bottom > innerBottom + 1) && (!isClamp || ourTexts.has(text))) {
            found.push(isClamp ? 'lines cut by a line clamp' : `lines cut by the height of <${el.tagName.toLowerCase()}>`);
          }
          if (el.matches('button, a, [role="button"], [role="tab"], summary')) {
            const spills = left < box.left - 1 || right > box.right + 1 || top < box.top - 1 || bottom > box.bottom + 1;
            if (spills && el.getClientRects().length === 1) found.push(`spills out of its <${el.tagName.toLowerCase()}>`);
          }
          if (style.overflowX === 'auto' || style.overflowX === 'scroll') scrollsAcross = true;
          if (style.overflowY === 'auto' || style.overflowY === 'scroll') scrollsDown = true;
          if (style.position === 'fixed') break;
        }
        if (!isSkipped && !scrollsAcross && (left < -1 || right > viewport + 1)) found.push('runs off the screen');
        if (!isSkipped && found.length > 0) problems.push(`${name(parent, text)}: ${[...new Set(found)].join(', ')}`);
      }

      // A select shows its chosen option in its own box, which no text node measures.
      const measure = document.createElement('canvas').getContext('2d')!;
      for (const select of Array.from(document.querySelectorAll('select'))) {
        const chosen = select.selectedOptions[0]?.textContent?.trim() ?? '';
        if (!chosen || !inScript.test(chosen) || !select.checkVisibility()) continue;
        const style = getComputedStyle(select);
        measure.font = style.font;
        const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        if (measure.measureText(chosen).width > room + 1) problems.push(`${name(select, chosen)}: the chosen option is cut`);
      }
      return problems;
    },
    { script: SCRIPTS[language], sample: SAMPLES[language], ours: valuesOf(language) },
  );
}

/**
 * Texts on the page (shown, read out by screen readers, or in its title) that are an English catalogue text or a
 * raw catalogue key instead of the language's text.
 */
export async function untranslatedTexts(page: Page, language: Exclude<Language, 'en'>): Promise<string[]> {
  return page.evaluate(
    ({ english, keys }) => {
      const englishTexts = new Set(english);
      const keyTexts = new Set(keys);
      const seen = new Map<string, string>();
      const note = (where: string, raw: string | null | undefined) => {
        const text = (raw ?? '').replace(/\s+/g, ' ').trim();
        if (keyTexts.has(text)) seen.set(`raw key ${where} "${text}"`, '');
        else if (englishTexts.has(text)) seen.set(`English ${where} "${text}"`, '');
      };
      note('in the title', document.title);
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (parent && parent.checkVisibility() && !parent.closest('script, style, template')) {
          note(`in <${parent.tagName.toLowerCase()}>`, node.textContent);
        }
      }
      for (const el of Array.from(document.body.querySelectorAll('[aria-label], [title], [placeholder], [alt], select option'))) {
        const shown = el.tagName === 'OPTION' ? el.closest('select')?.checkVisibility() : el.checkVisibility();
        if (!shown) continue;
        for (const attribute of ['aria-label', 'title', 'placeholder', 'alt']) {
          if (el.hasAttribute(attribute)) note(`${attribute} of <${el.tagName.toLowerCase()}>`, el.getAttribute(attribute));
        }
        if (el.tagName === 'OPTION') note('option', el.textContent);
      }
      return [...seen.keys()];
    },
    { english: englishLeftovers(language), keys: allKeys() },
  );
}

/**
 * The checks for a page at 360 px in `language`: it fits and cuts no text, and shows no English text or raw key.
 * Soft, so one run lists every page's problems; the test still fails on any.
 */
export async function expectPageInLanguage(page: Page, language: Exclude<Language, 'en'>, label: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  expect.soft(await textProblems(page, language), `${label}: text that overflows or is cut`).toEqual([]);
  expect.soft(await untranslatedTexts(page, language), `${label}: texts not in ${language}`).toEqual([]);
}

/** Runs a check (axe's) so that a failure is recorded and the journey goes on to the next pages. */
export async function checkSoftly(label: string, check: () => Promise<void>): Promise<void> {
  try {
    await check();
  } catch (error) {
    expect.soft(error instanceof Error ? error.message : String(error), label).toBe('no problem');
  }
}
