/**
 * What people here type for the same thing, kept as data beside the search (the language issue adds Telugu and
 * Hindi words the same way). Each group's spellings are searched as alternatives of one another.
 */

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
