/**
 * API answers the server put inside the page (`<script type="application/json" id="boot-data">`), keyed by
 * their /api path, so a first visit renders with its data at once: the server renders the page from the same
 * answers, and hydration finds the very same tree (decision 016). Each is used once: later requests for the same
 * path go to the network and see fresh data.
 */
let responses: Map<string, unknown> | undefined;

/** One spelling per request: the same parameters in any order give the same key (the server sorts them too). */
export function bootKey(path: string): string {
  const url = new URL(path, 'http://boot.invalid');
  url.searchParams.sort();
  return `${url.pathname}${url.search}`;
}

const keyed = (entries: [string, unknown][]) => new Map(entries.map(([path, value]) => [bootKey(path), value]));

function load(): Map<string, unknown> {
  const element = typeof document === 'undefined' ? null : document.getElementById('boot-data');
  const entries: [string, unknown][] = [];
  try {
    if (element?.textContent) entries.push(...Object.entries(JSON.parse(element.textContent) as Record<string, unknown>));
  } catch {
    // A damaged block only costs the round trip it was meant to save.
  }
  element?.remove();
  return keyed(entries);
}

/** The server's render (src/entry-server.tsx) hands over the answers it is about to inline, before rendering. */
export function provideBootResponses(answers: Record<string, unknown>): void {
  responses = keyed(Object.entries(answers));
}

/** The inlined answer for a GET of `path` (as passed to the API client, without /api), once. */
export function takeBootResponse(path: string): unknown {
  responses ??= load();
  if (responses.size === 0) return undefined;
  const key = bootKey(path);
  const value = responses.get(key);
  responses.delete(key);
  return value;
}
