/**
 * Endings people write joined to a word: Telugu's case endings and plural (నాగారంలో "in Nagaram", అద్దెకు "for
 * rent", ల్యాప్‌టాప్‌లు "laptops"), Hindi's oblique plural (मकानों), and their romanised forms. Longest first.
 */
const ENDINGS = ['నుండి', 'లోని', 'లో', 'కు', 'కి', 'ని', 'ను', 'తో', 'లు', 'గా', 'ों', 'nundi', 'loni', 'lo', 'ku', 'ki', 'tho', 'lu', 'on'].sort(
  (a, b) => b.length - a.length,
);

/** What is left to search: never shorter than this (a romanised "ku" must not leave "ra" of "raku"). */
const MIN_STEM = 3;

/** The word without an ending, when what is left is a word the search knows (`isKnown`); otherwise null. */
export function withoutEnding(word: string, isKnown: (stem: string) => boolean): string | null {
  for (const ending of ENDINGS) {
    if (!word.endsWith(ending) || word.length - ending.length < MIN_STEM) continue;
    const stem = word.slice(0, -ending.length);
    if (isKnown(stem)) return stem;
  }
  return null;
}
