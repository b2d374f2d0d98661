import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@mohalla/shared';
import { describe, expect, it } from 'vitest';

/**
 * Every language is complete (issue 21): each English catalogue has a Telugu and a Hindi twin with exactly its keys,
 * every {{placeholder}} of a text kept, and the plural forms the language's rules ask for. A gap would show a raw
 * key on a page (translate() shows the key), so it fails here instead.
 */
type Messages = { [key: string]: string | Messages };
const dir = import.meta.dirname;
const read = (lng: string, file: string) => JSON.parse(fs.readFileSync(path.join(dir, lng, file), 'utf8')) as Messages;
const namespaces = fs.readdirSync(path.join(dir, 'en')).filter((file) => file.endsWith('.json'));

function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('the catalogues of every language', () => {
  it('has the English catalogues to compare with', () => {
    expect(namespaces.length).toBeGreaterThanOrEqual(14);
  });

  for (const lng of LANGUAGES.filter((l) => l !== 'en')) {
    describe(lng, () => {
      it.each(namespaces)(`${lng}/%s has every English key, no other, with the same placeholders`, (file) => {
        expect(fs.existsSync(path.join(dir, lng, file)), `${lng}/${file} is missing`).toBe(true);
        const english = flatten(read('en', file));
        const translated = flatten(read(lng, file));
        expect(
          [...translated.keys()].filter((key) => !english.has(key)),
          'keys English does not have',
        ).toEqual([]);
        expect(
          [...english.keys()].filter((key) => !translated.has(key)),
          'keys missing',
        ).toEqual([]);
        for (const [key, text] of english) {
          expect(placeholders(translated.get(key)!), `${lng}/${file} ${key}`).toEqual(placeholders(text));
          expect(translated.get(key)!.trim(), `${lng}/${file} ${key} is empty`).not.toBe('');
        }
      });

      it(`${lng} has every plural form its rules use, wherever English has plurals`, () => {
        const forms = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
        for (const file of namespaces) {
          const translated = flatten(read(lng, file));
          const stems = new Set([...flatten(read('en', file)).keys()].filter((k) => k.endsWith('_other')).map((k) => k.slice(0, -6)));
          for (const stem of stems)
            for (const form of forms) expect(translated.has(`${stem}_${form}`), `${lng}/${file} ${stem}_${form}`).toBe(true);
        }
      });
    });
  }
});
