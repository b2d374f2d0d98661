import type { Language } from '@mohalla/shared';

/** What the web build's server entry (apps/web/src/entry-server.tsx) exports. */
export type ServerEntry = {
  prepare: () => Promise<unknown>;
  render: (input: { url: string; answers: Record<string, unknown>; origin: string; language: Language }) => string;
};

/** A rendered page: what belongs in the document's head (title, preloads), and the HTML for #root. */
export type HoistedPage = { title?: string; headTags: string; body: string };

/**
 * A page as a render thread hands it over: #root's HTML as UTF-8 bytes, moved to the main thread rather than
 * copied as a string, then set into the page without becoming one again (spa.ts). The string's copy, its setting
 * into the shell and its encoding had cost the event loop ~0.25 ms a page (decision 016, eleventh session).
 */
export type RenderedPage = Omit<HoistedPage, 'body'> & { body: Uint8Array };

const HOISTED = /^(?:<link\b[^>]*>|<meta\b[^>]*>|<title>[^<]*<\/title>)+/;

/**
 * React has no <head> to put a page's <title> in (it renders #root only), so it writes it first, with preloads
 * of the images it draws eagerly; the title and any other tags move to the document's head. Those image
 * preloads are dropped: the page's own (boot-data.ts) name the exact photo a phone picks from its srcset.
 */
export function splitHoisted(html: string): HoistedPage {
  const hoisted = HOISTED.exec(html)?.[0] ?? '';
  const title = /<title>([^<]*)<\/title>/.exec(hoisted)?.[1];
  const tags = hoisted.match(/<[^>]+>(?:[^<]*<\/title>)?/g) ?? [];
  const headTags = tags.filter((tag) => !tag.startsWith('<title>') && !/^<link rel="preload" as="image"/.test(tag)).join('\n    ');
  return { title, headTags, body: html.slice(hoisted.length) };
}
