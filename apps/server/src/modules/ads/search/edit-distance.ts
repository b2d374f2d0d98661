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
