import type { Language } from '@mohalla/shared';
import { StrictMode, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/app/query-client';
import { preloadServerRenderedPages, ServerRoutes } from '@/app/router';
import { provideBootResponses } from '@/lib/boot-data';
import { changeLanguage, loadAllMessages } from '@/lib/i18n';
import { provideSiteOrigin } from '@/lib/site-origin';

/**
 * The server's render of a visitor's home, browse and ad pages (decision 016): built by the vite config into
 * dist/server/entry-server.js and called by apps/server/src/http/page-render.ts. It draws the tree the app's
 * first render draws in the browser (main.tsx hydrates it), from the API answers the page inlines, so a phone
 * paints the page, photos included, before ~120 KB of script has arrived and run.
 */

/** Loads every server-rendered page's code and every language's texts once, so a render never meets either still loading. */
export const prepare = (): Promise<unknown> => Promise.all([loadAllMessages(), preloadServerRenderedPages()]);

export type RenderInput = {
  /** Path and query of the page. */
  url: string;
  /** The API answers inlined in the page, by /api path (the browser's first render reads the same ones). */
  answers: Record<string, unknown>;
  /** PUBLIC_URL: links that leave the site (shares) are absolute. */
  origin: string;
  /** The page's language (decision 031); English when not given. */
  language?: Language;
};

/** The page as HTML for #root. Synchronous, so the answers handed over belong to this render alone. */
export const render = (input: RenderInput): string => renderWith(<ServerRoutes />, input);

/** The page drawn with a route table: the server's own (render), or the browser's (a test shows they agree). */
export function renderWith(routes: ReactElement, { url, answers, origin, language = 'en' }: RenderInput): string {
  provideSiteOrigin(origin);
  changeLanguage(language);
  provideBootResponses(answers);
  const client = createQueryClient();
  try {
    return renderToString(
      <StrictMode>
        <AppProvider client={client}>
          <StaticRouter location={url}>{routes}</StaticRouter>
        </AppProvider>
      </StrictMode>,
    );
  } finally {
    // The queries the page asked for hold garbage-collection timers; nothing may outlive the render.
    client.clear();
    provideBootResponses({});
  }
}
