// Composes the providers (data cache, session, toasts) around the router. The session sits outside
// the router so that it exists before the first route renders; it navigates through the router
// object. The browser (main.tsx) and the server's renderer (entry-server.tsx) each pass their own
// router and cache, so one tree renders in both places.
import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
import { SessionProvider, type SessionNavigation } from '../lib/session';
import { Toaster } from './toaster';

interface AppProps {
  queryClient: QueryClient;
  /** The browser's router, for the session's redirects (the server never redirects from a render). */
  router?: DataRouter;
  children: ReactNode;
}

export function App({ queryClient, router, children }: AppProps) {
  const navigation: SessionNavigation = {
    navigate: (to, state) => void router?.navigate(to, { state }),
    pathname: () => router?.state.location.pathname ?? '/',
  };
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider navigation={navigation}>
        {children}
        <Toaster />
      </SessionProvider>
    </QueryClientProvider>
  );
}
