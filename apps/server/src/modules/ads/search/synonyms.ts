import { searchWords } from './query-words.ts';
import { HINDI_PLACES, HINDI_TERMS } from './vocabulary-hi.ts';
import { TELUGU_PLACES, TELUGU_TERMS } from './vocabulary-te.ts';
import { PLACE_SPELLINGS, SAME_WORDS, type CrossScriptPlace, type CrossScriptTerm } from './vocabulary.ts';
import { createWordIndex } from './word-index.ts';

/** One way of saying a thing, as the search reads it: a word, or a phrase of several. */
export type Alternative = readonly string[];

/** A place's spellings: the English ones are always searched, the others (Telugu, Devanagari, romanised) when some ad holds them. */
export type Place = { english: readonly Alternative[]; others: readonly Alternative[] };

export const CROSS_SCRIPT_TERMS: readonly CrossScriptTerm[] = [...TELUGU_TERMS, ...HINDI_TERMS];
export const CROSS_SCRIPT_PLACES: readonly CrossScriptPlace[] = [...TELUGU_PLACES, ...HINDI_PLACES];

/** A spelling of the data as a query's words read (joiners dropped, NFKC, initials joined). */
export const spellingKey = (spelling: string) => searchWords(spelling).join(' ');

/** The English word (or phrase) each Telugu and Hindi spelling stands for. */
export const MEANING_OF: ReadonlyMap<string, string> = new Map(
  CROSS_SCRIPT_TERMS.flatMap(([english, ...spellings]) => spellings.map((spelling) => [spellingKey(spelling), english] as const)),
);

const SAME_GROUP: ReadonlyMap<string, readonly string[]> = new Map(SAME_WORDS.flatMap((group) => group.map((word) => [word, group])));

/**
 * Every word with all the ways of saying what it means: an English group of SAME_WORDS, joined by the Telugu and Hindi
 * spellings of any of its words ("house": ఇల్లు, illu, घर, ghar...). Whichever of them is typed, the others are its synonyms.
 */
function meaningGroups(): Map<string, Alternative[]> {
  const groups = new Map<string, Alternative[]>();
  const groupOf = (english: string) => {
    const key = SAME_GROUP.get(english)?.[0] ?? english;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = (SAME_GROUP.get(english) ?? [english]).map((word) => word.split(' '))));
    return group;
  };
  for (const group of SAME_WORDS) groupOf(group[0]!);
  for (const [english, ...spellings] of CROSS_SCRIPT_TERMS) {
    const group = groupOf(english);
    const known = new Set(group.map((alternative) => alternative.join(' ')));
    for (const spelling of [english, ...spellings.map(spellingKey)]) {
      if (!known.has(spelling)) group.push(spelling.split(' '));
      known.add(spelling);
    }
  }
  return groups;
}

/** A typed word's alternatives, itself included; phrases ("washing machine") are alternatives, never keys. */
export const SYNONYMS: ReadonlyMap<string, readonly Alternative[]> = new Map(
  [...meaningGroups().values()].flatMap((group) =>
    group.filter((alternative) => alternative.length === 1).map((alternative) => [alternative[0]!, group] as const),
  ),
);

function placeGroups(): Place[] {
  const places = PLACE_SPELLINGS.map((spellings) => ({ english: spellings.map((s) => s.split(' ')), others: [] as Alternative[] }));
  for (const [english, ...spellings] of CROSS_SCRIPT_PLACES) {
    let place = places.find((p) => p.english.some((alternative) => alternative.join(' ') === english));
    if (!place) places.push((place = { english: [english.split(' ')], others: [] }));
    place.others.push(...spellings.map((spelling) => searchWords(spelling)));
  }
  return places;
}

export const PLACES: readonly Place[] = placeGroups();

/** Words of place spellings: a case ending is read off a word only when what is left is one of them, or a synonym. */
export const PLACE_WORDS: ReadonlySet<string> = new Set(PLACES.flatMap((p) => [...p.english, ...p.others].flat()));

/** The Telugu and Hindi spellings, for correcting a misspelt one ("kiraaya") as the lexicon corrects the ads' words. */
export const SPELLING_INDEX = createWordIndex(
  CROSS_SCRIPT_TERMS.flatMap(([, ...spellings]) => spellings.map((spelling) => ({ word: spellingKey(spelling), ads: 1 }))),
);
