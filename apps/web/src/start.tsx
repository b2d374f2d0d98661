import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { createQueryClient } from '@/app/query-client';
import { preloadServerRenderedPage } from '@/app/router';
import { loadFirstMessages } from '@/lib/i18n';

// Phones that ran the old app may still hold its fake users: cleared once the page is up, off the first load.
void import('@/lib/stale-storage').then((m) => m.purgeStaleMockUsers());

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// Made here, not in a render: a key pressed while React hydrates makes it start the hydration again at once, and a
// client made in the thrown-away render (with the answers the server inlined, each given once) would be lost with it:
// the new one would have no session, draw the header as loading, not match the server's HTML, and React would then
// draw the whole page anew, losing the text typed into it and its focus.
const client = createQueryClient();
const app = (
  <StrictMode>
    <App client={client} />
  </StrictMode>
);

// In a transition, rendering and hydrating go in slices that yield to the browser between them, instead of one
// long task that would keep a slow phone from responding to a tap (Total Blocking Time).
const hydrate = () => {
  // From here React keeps the taps it sees and replays them once hydrated; main.tsx keeps only earlier ones.
  document.documentElement.dataset.app = 'hydrating';
  startTransition(() => void hydrateRoot(root, app));
};

// The texts every page shows (header, cards, filters, the catalogue's names), in the page's language only: the
// server named their chunks in the HTML beside this module's, so this waits for no extra round trip. (Not a
// top-level await: the bundler would then split this entry's modules into many small chunks to avoid waiting on it.)
const texts = loadFirstMessages();

// The server's HTML (decision 016) is hydrated: React attaches to it rather than drawing it again. It waits for
// the page's code (fetched beside this module), so hydration meets the page itself, not the loading fallback.
// An empty page (other pages, signed-in people) is drawn here.
if (root.hasChildNodes()) void Promise.all([texts, preloadServerRenderedPage(window.location.pathname)]).then(hydrate, hydrate);
else void texts.finally(() => startTransition(() => createRoot(root).render(app)));
