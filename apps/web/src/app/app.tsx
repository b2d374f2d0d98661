import { useEffect } from 'react';
import { AppProvider } from './provider';
import { AppRouter, prefetchLikelyPages } from './router';

export function App() {
  useEffect(prefetchLikelyPages, []);
  return (
    <AppProvider>
      <AppRouter />
    </AppProvider>
  );
}
