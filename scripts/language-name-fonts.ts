import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { LANGUAGE_NAMES } from '@mohalla/shared';

/**
 * The language switcher names తెలుగు and हिन्दी on every page. A device with no font for those scripts would
 * fetch the whole subset fonts (~36 KB each) for two words; these fonts hold only the two names' glyphs (and the
 * shaping rules that join them), about 2 KB each (decision 031). Made from the same Noto fonts as the pages' text.
 *
 * `npx tsx scripts/language-name-fonts.ts` writes them again after the names change; a test checks they match.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FONTSOURCE = path.join(ROOT, 'node_modules/@fontsource');
export const LANGUAGE_NAME_FONTS_DIR = path.join(ROOT, 'apps/web/src/assets/fonts');

const SOURCES = [
  {
    file: 'language-name-telugu.woff2',
    source: 'noto-sans-telugu/files/noto-sans-telugu-telugu-400-normal.woff2',
    text: LANGUAGE_NAMES.te,
  },
  {
    file: 'language-name-devanagari.woff2',
    source: 'noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2',
    text: LANGUAGE_NAMES.hi,
  },
];

export async function languageNameFonts(): Promise<Array<{ file: string; bytes: Buffer }>> {
  return Promise.all(
    SOURCES.map(async ({ file, source, text }) => ({
      file,
      bytes: await subsetFont(fs.readFileSync(path.join(FONTSOURCE, source)), text, { targetFormat: 'woff2' }),
    })),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const { file, bytes } of await languageNameFonts()) {
    fs.writeFileSync(path.join(LANGUAGE_NAME_FONTS_DIR, file), bytes);
    console.log(`${file}: ${bytes.length} bytes`);
  }
}
