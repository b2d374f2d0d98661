import { searchWords } from './query-words.ts';
import { HINDI_STOP_WORDS } from './vocabulary-hi.ts';
import { TELUGU_STOP_WORDS } from './vocabulary-te.ts';

/**
 * What people here type for the same thing, kept as data beside the search; Telugu and Hindi words in
 * vocabulary-te.ts and vocabulary-hi.ts. Each group's spellings are searched as alternatives of one another.
 */

/** A word in another script or romanised: the English word (or phrase) ads use first, then its spellings. */
export type CrossScriptTerm = readonly [english: string, ...spellings: string[]];
/** A locality: a spelling the search knows (PLACE_SPELLINGS, or the ads' own word) first, then its other spellings. */
export type CrossScriptPlace = readonly [english: string, ...spellings: string[]];

/** Words too common to narrow anything ("flat for rent" must find "Flat on rent"); dropped unless nothing else is left. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'and',
  'at',
  'by',
  'for',
  'from',
  'in',
  'is',
  'near',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
  // Said of what is for sale, rarely written in the ad ("used car" means a car).
  'used',
  'secondhand',
  // Typed as words with the same spelling as the data, as the search reads them.
  ...[...TELUGU_STOP_WORDS, ...HINDI_STOP_WORDS].flatMap(searchWords),
]);

/** One thing, several words (units, Indian-English, common short forms). */
export const SAME_WORDS: readonly (readonly string[])[] = [
  ['lakh', 'lakhs', 'lac', 'lacs'],
  ['crore', 'crores', 'cr'],
  ['ac', 'aircon', 'airconditioner'],
  ['tv', 'television'],
  ['fridge', 'refrigerator'],
  ['mobile', 'phone', 'smartphone'],
  ['bike', 'motorcycle', 'motorbike'],
  ['scooter', 'scooty'],
  ['pg', 'hostel'],
  ['job', 'jobs', 'vacancy', 'opening'],
  ['tuition', 'tuitions', 'coaching'],
  ['sqft', 'sq'],
  ['repair', 'repairs', 'service', 'servicing'],
  ['furnished', 'furnishing'],
  ['yd', 'yard', 'yards'],
  ['housekeeping', 'maid', 'maids'],
  ['men', 'gents'],
];

/** Place names written as one word or as several ("Sainikpuri" / "Sainik Puri"): each spelling is a list of words. */
export const PLACE_SPELLINGS: readonly (readonly string[])[] = [
  ['sainikpuri', 'sainik puri'],
  ['asraonagar', 'as rao nagar', 'a s rao nagar'],
  ['kushaiguda', 'kushai guda'],
  ['moulaali', 'moula ali', 'moulali'],
  ['ahmedguda', 'ahmed guda'],
  ['jawaharnagar', 'jawahar nagar'],
  ['yapral', 'yap ral'],
  ['ecil x roads', 'ecil crossroads', 'ecil cross roads'],
  ['nagaram x roads', 'nagaram crossroads', 'nagaram cross roads'],
  ['kapra', 'kapra circle'],
];
