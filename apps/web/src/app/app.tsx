import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { AppProvider } from './provider';
import { AppRouter, prefetchLikelyPages } from './router';

/** Runs once the app has drawn or hydrated the page: from here on, everything on it works. */
function onStarted() {
  // A mark for anything waiting for the app to take over a page the server drew (the browser journeys, monitoring).
  document.documentElement.dataset.app = 'ready';
  prefetchLikelyPages();
}

/** `client` is made once, outside any render (src/start.tsx): see there. */
export function App({ client }: { client: QueryClient }) {
  useEffect(onStarted, []);
  return (
    <AppProvider client={client}>
      <AppRouter />
    </AppProvider>
  );
}
