import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_NAME_FONTS_DIR, languageNameFonts } from './language-name-fonts.ts';

describe('the language names’ fonts', () => {
  it('hold the switcher’s names as they are now (else: npx tsx scripts/language-name-fonts.ts)', async () => {
    for (const { file, bytes } of await languageNameFonts()) {
      expect(fs.readFileSync(path.join(LANGUAGE_NAME_FONTS_DIR, file)).equals(bytes), file).toBe(true);
      // Two words' glyphs, not the script's: a download a phone without the font does not notice.
      expect(bytes.length).toBeLessThan(4096);
    }
  });
});
