import { useEffect } from 'react';
import { AppProvider } from './provider';
import { AppRouter, prefetchLikelyPages } from './router';

/** Runs once the app has drawn or hydrated the page: from here on, everything on it works. */
function onStarted() {
  // A mark for anything waiting for the app to take over a page the server drew (the browser journeys, monitoring).
  document.documentElement.dataset.app = 'ready';
  prefetchLikelyPages();
}

export function App() {
  useEffect(onStarted, []);
  return (
    <AppProvider>
      <AppRouter />
    </AppProvider>
  );
}
