import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { AppLayout } from '@/app/layout';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/app/query-client';
import { HomePage } from '@/features/home/routes/home-page';

/**
 * Build-time HTML of the home page as the app's first render draws it (no data yet, session unknown), written
 * by the prerender plugin (vite.config.ts) to dist/prerender.json and put into #root by the server. A phone
 * paints the hero from the HTML alone instead of after ~100 KB of script has run; main.tsx then renders the
 * same page over it (createRoot, not hydration: nothing in it is interactive before the script runs anyway).
 * The tree must match AppRouter's for this path, or the swap would move things on screen.
 */
export function prerender(): Record<string, string> {
  const client = createQueryClient();
  const home = renderToString(
    <StrictMode>
      <AppProvider client={client}>
        <StaticRouter location="/">
          <Routes>
            <Route element={<AppLayout />}>
              <Route index element={<HomePage />} />
            </Route>
          </Routes>
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
  );
  // The queries the page asked for hold garbage-collection timers that would keep the build's process alive.
  client.clear();
  return { '/': home };
}
