import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { SessionProvider } from '@/lib/auth';
import { TOASTER_OPTIONS } from '@/lib/toast-options';

// The toaster is not needed for the first paint; toasts raised before it mounts are kept and shown.
const Toaster = lazy(() => import('react-hot-toast').then((m) => ({ default: m.Toaster })));

/**
 * App-wide providers: server-state cache (`client`, made once outside any render: src/start.tsx), the session and
 * toasts (top-right); messages need no provider (lib/i18n).
 */
export function AppProvider({ children, client }: { children: ReactNode; client: QueryClient }) {
  // Mounted once the page is running: the server's render and the hydration that follows it have no toaster.
  const [isRunning, setIsRunning] = useState(false);
  useEffect(() => setIsRunning(true), []);
  return (
    <QueryClientProvider client={client}>
      <SessionProvider>{children}</SessionProvider>
      {isRunning && (
        <Suspense fallback={null}>
          <Toaster position="top-right" toastOptions={TOASTER_OPTIONS} containerStyle={{ top: 72 }} />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
