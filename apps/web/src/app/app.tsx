// Composes the providers (language, data cache, session, toasts) around the router. The session sits outside
// the router so that it exists before the first route renders; it navigates through the router
// object. The browser (start.tsx) and the server's renderer (entry-server.tsx) each pass their own
// router and cache, so one tree renders in both places.
import type { ReactNode } from 'react';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
import { SessionProvider, type SessionNavigation } from '../lib/session';
import { Toaster } from './toaster';

interface AppProps {
  queryClient: QueryClient;
  /** The page's language and its messages (one per page load, one per server render). */
  i18n: I18n;
  /** The browser's router, for the session's redirects (the server never redirects from a render). */
  router?: DataRouter;
  children: ReactNode;
}

export function App({ queryClient, i18n, router, children }: AppProps) {
  const navigation: SessionNavigation = {
    navigate: (to, state) => void router?.navigate(to, { state }),
    pathname: () => router?.state.location.pathname ?? '/',
  };
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider navigation={navigation}>
          {children}
          <Toaster />
        </SessionProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
