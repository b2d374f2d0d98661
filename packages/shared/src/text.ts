/**
 * Characters that draw nothing: zero-width spaces and joiners, direction marks, embeddings and isolates, the
 * word joiner and invisible operators, the byte-order mark, the soft hyphen and the Hangul fillers.
 */
const INVISIBLE = '\\u00AD\\u061C\\u115F\\u1160\\u180E\\u200B-\\u200F\\u202A-\\u202E\\u2060-\\u2064\\u2066-\\u206F\\u3164\\uFEFF\\uFFA0';
const EDGES = new RegExp(`^[\\s${INVISIBLE}]+|[\\s${INVISIBLE}]+$`, 'gu');

/** Trims white space and invisible characters at both ends; those inside (a joiner in Telugu or Hindi text) stay. */
export const trimInvisible = (text: string) => text.replace(EDGES, '');
