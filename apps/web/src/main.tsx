import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@/lib/i18n';
import './index.css';
import { App } from '@/app/app';
import { preloadPrerenderedPage } from '@/app/router';
import { purgeStaleMockUsers } from '@/lib/stale-storage';

// Phones that ran the old app may still hold its fake users (spec section 4).
purgeStaleMockUsers();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// A transition renders in slices that yield to the browser between them, instead of one long task that
// would keep a slow phone from responding to a tap (Total Blocking Time); the result commits at once all the same.
const render = () =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );

// Over prerendered HTML (the server's, for the home page) the first render must be the whole page, not the
// loading fallback, or the screen would blank and jump: wait for the page's code (preloaded in the HTML) first.
if (root.hasChildNodes()) void preloadPrerenderedPage(window.location.pathname).then(render, render);
else render();
