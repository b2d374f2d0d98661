/**
 * Searches nobody means (issue 18, point 5): each must get a clear answer, a list (200) or a refusal naming the
 * search (400), never a 5xx, and cheaply. `query` is the raw query string after "/api/ads?", for inputs a
 * browser could send but URLSearchParams would not write.
 */
export type BadInput = { name: string; query: string; status: 200 | 400; message?: string };

const search = (text: string) => new URLSearchParams({ search: text }).toString();
const TOO_LONG = 'search must be at most 500 characters';

/** A seeded walk through letters, so the unknown words are the same on every run. */
function gibberish(words: number, length: number): string {
  let state = 18;
  const letter = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return 'bcdfghjklmnpqrstvwxz'[state % 20];
  };
  return Array.from({ length: words }, () => Array.from({ length }, letter).join('')).join(' ');
}

const WORDS = 'iphone samsung flat rent ecil activa bhk plot tuition laptop'.split(' ');

export const BAD_INPUTS: BadInput[] = [
  { name: '500 characters of words', query: search(WORDS.join(' ').repeat(10).slice(0, 500)), status: 200 },
  { name: 'one 500-letter word', query: search('a'.repeat(500)), status: 200 },
  { name: '500 digits', query: search('9'.repeat(500)), status: 200 },
  { name: 'letters and digits run together', query: search('a1b2c3'.repeat(84).slice(0, 500)), status: 200 },
  {
    name: '50 words',
    query: search(Array.from({ length: 50 }, (_, i) => WORDS[i % WORDS.length] + (i >= 10 ? String(i) : '')).join(' ')),
    status: 200,
  },
  { name: '50 unknown words of 9 letters', query: search(gibberish(50, 9)), status: 200 },
  { name: '10 unknown words of 6 letters (corrections)', query: search(gibberish(10, 6)), status: 200 },
  { name: '50 numbers', query: search(Array.from({ length: 50 }, (_, i) => String(i + 1)).join(' ')), status: 200 },
  { name: 'the same word 50 times', query: search('rent '.repeat(50)), status: 200 },
  { name: 'only punctuation', query: search('!@#$%^&*()_+-=[]{};\':",./<>?`~|\\'), status: 200 },
  { name: 'only emoji', query: search('🙂🏠🚗📱🔥'), status: 200 },
  { name: 'SQL', query: search("'; DROP TABLE ads; --"), status: 200 },
  { name: 'SQL in a word', query: search("samsung' OR '1'='1"), status: 200 },
  { name: 'a regular expression', query: search('(a|b)*c$'), status: 200 },
  { name: 'a backslash', query: search('\\'), status: 200 },
  { name: 'LIKE wildcards', query: search('%_'), status: 200 },
  { name: 'tsquery operators', query: search("samsung & !galaxy | (iphone <-> 13):* 'x'"), status: 200 },
  { name: 'quotes', query: search("\"iphone 13\" it's ''"), status: 200 },
  { name: 'dotted numbers', query: search('1.2.3.4.5.6.7.8.9 1.5.'), status: 200 },
  { name: 'combining marks', query: search('i\u0301\u0302p\u0303h\u0304o\u0305n\u0306e s̷̢a̸m̵s̶u̴n̷g̸'), status: 200 },
  { name: 'zero-width joiners', query: search('\u200bsam\u200dsung\u200c \u00ad'), status: 200 },
  { name: 'Telugu and Hindi', query: search('ఇల్లు అద్దెకు किराए पर मकान'), status: 200 },
  { name: 'right-to-left text', query: search('\u202eenohpi شقة للإيجار'), status: 200 },
  { name: 'only spaces', query: search('      '), status: 200 },
  { name: 'invalid percent-encoding', query: 'search=%E0%A4%A', status: 200 },
  { name: 'a lone surrogate, percent-encoded', query: 'search=%ED%A0%80samsung', status: 200 },
  { name: '501 characters', query: search('x'.repeat(501)), status: 400, message: TOO_LONG },
  { name: '10,000 characters', query: search('iphone '.repeat(1429).slice(0, 10_000)), status: 400, message: TOO_LONG },
  { name: 'a NUL character', query: search('samsung\u0000'), status: 400, message: 'Text must not contain NUL (\\u0000) characters' },
  { name: 'search given twice', query: 'search=samsung&search=iphone', status: 400, message: 'search must be text' },
];
