import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language } from '@mohalla/shared';
import type { FastifyBaseLogger } from 'fastify';

/** What the web build's server entry (apps/web/src/entry-server.tsx) exports. */
type ServerEntry = {
  prepare: () => Promise<unknown>;
  render: (input: { url: string; answers: Record<string, unknown>; origin: string; language: Language }) => string;
};

/** A rendered page: what belongs in the document's head (title, preloads), and the HTML for #root. */
export type RenderedPage = { title?: string; headTags: string; body: string };

/** Renders a page from the API answers it inlines; null when the build has no server entry or the render failed. */
export type PageRenderer = (url: string, answers: Record<string, unknown>, language: Language) => RenderedPage | null;

const HOISTED = /^(?:<link\b[^>]*>|<meta\b[^>]*>|<title>[^<]*<\/title>)+/;

/**
 * React has no <head> to put a page's <title> in (it renders #root only), so it writes it first, with preloads
 * of the images it draws eagerly; the title and any other tags move to the document's head. Those image
 * preloads are dropped: the page's own (boot-data.ts) name the exact photo a phone picks from its srcset.
 */
export function splitHoisted(html: string): RenderedPage {
  const hoisted = HOISTED.exec(html)?.[0] ?? '';
  const title = /<title>([^<]*)<\/title>/.exec(hoisted)?.[1];
  const tags = hoisted.match(/<[^>]+>(?:[^<]*<\/title>)?/g) ?? [];
  const headTags = tags.filter((tag) => !tag.startsWith('<title>') && !/^<link rel="preload" as="image"/.test(tag)).join('\n    ');
  return { title, headTags, body: html.slice(hoisted.length) };
}

/**
 * Loads the web build's server entry (dist/server/entry-server.js, decision 016). Without it (a build from before
 * server rendering) pages are served as the empty shell and the browser draws them, as before.
 */
export async function loadPageRenderer(distDir: string, origin: string, log: FastifyBaseLogger): Promise<PageRenderer | null> {
  const file = path.join(distDir, 'server', 'entry-server.js');
  if (!fs.existsSync(file)) {
    log.warn(`pages are not rendered on the server (${file} missing): run "npm run build"`);
    return null;
  }
  const entry = (await import(pathToFileURL(file).href)) as ServerEntry;
  await entry.prepare();
  return (url, answers, language) => {
    try {
      return splitHoisted(entry.render({ url, answers, origin, language }));
    } catch (error) {
      // The browser can still draw the page from the shell: a render bug must not cost anyone the page.
      log.error({ err: error, url: url.split('?')[0] }, 'server render failed; sending the shell');
      return null;
    }
  };
}
