/**
 * Three rows of the distance table, kept between calls and grown when a longer word comes: a misspelt word is
 * compared with hundreds of the lexicon's words (every word of nearly its length for two slips), and rows made per
 * comparison were a fifth of everything a drawn search page allocated on the event loop (decision 023, eighteenth
 * session). JavaScript runs one call at a time, so one set of rows serves every caller.
 */
let rows = [new Int32Array(32), new Int32Array(32), new Int32Array(32)];

/**
 * The optimal-string-alignment distance (Levenshtein plus swapping two neighbouring letters, "smasung" -> "samsung"
 * is one edit), or `max + 1` as soon as it is certainly above `max`: corrections only ever ask for 1 or 2.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (rows[0]!.length <= b.length) rows = rows.map(() => new Int32Array(2 * (b.length + 1)));
  // The row before the previous one, the previous one and the one being filled, turned round at each letter of `a`.
  let previous2 = rows[0]!;
  let previous = rows[1]!;
  let current = rows[2]!;
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, previous2[j - 2]! + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    const spare = previous2;
    previous2 = previous;
    previous = current;
    current = spare;
  }
  return Math.min(previous[b.length]!, max + 1);
}

/** A phone's letter rows, each shifted right of the one above by part of a key (the x of a row's first key). */
const KEY_ROWS: readonly [string, number][] = [
  ['qwertyuiop', 0],
  ['asdfghjkl', 0.5],
  ['zxcvbnm', 1.5],
];
const KEY_AT = new Map(KEY_ROWS.flatMap(([letters, shift], row) => [...letters].map((key, i) => [key, { row, x: shift + i }] as const)));

/** Keys that touch on the keyboard: beside each other in a row, or above and below within a key's width. */
function areNeighbours(a: string, b: string): boolean {
  const p = KEY_AT.get(a);
  const q = KEY_AT.get(b);
  if (!p || !q) return false;
  const rows = Math.abs(p.row - q.row);
  const across = Math.abs(p.x - q.x);
  return rows === 0 ? across === 1 : rows === 1 && across <= 1;
}

/**
 * Whether a word one edit from `meant` is a slip a thumb makes: a missing or an extra letter, two neighbours swapped,
 * or a key beside the right one. Not a letter far from it: "liek" is "like" (swapped), not "link" (e for n), however
 * many more ads say "link". Only for words one edit apart.
 */
export function isLikelySlip(typed: string, meant: string): boolean {
  if (typed.length !== meant.length) return true;
  const differ = [...typed].flatMap((letter, i) => (letter === meant[i] ? [] : [i]));
  if (differ.length === 2) return differ[1] === differ[0]! + 1 && typed[differ[0]!] === meant[differ[1]!];
  return differ.length === 1 && areNeighbours(typed[differ[0]!]!, meant[differ[0]!]!);
}
