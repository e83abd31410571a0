// Renders routes the way the app does: a fresh query cache, the session outside a memory router
// (wired to it as root.tsx wires the real one), and the toast stack.
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { I18n } from '@lingui/core';
import { testI18n } from './i18n';
import { createQueryClient } from '../lib/query-client';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { Toaster } from '../app/toaster';
import { SessionProvider, type SessionNavigation } from '../lib/session';

/** `i18n`: the language to render in (hindiTestI18n for a Hindi page); English by default. */
export function renderRoutes(routes: RouteObject[], initialEntry: string | { pathname: string; state?: unknown } = '/', i18n: I18n = testI18n) {
  const queryClient = createQueryClient({ gcTime: Infinity });
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const navigation: SessionNavigation = {
    navigate: (to, state) => void router.navigate(to, { state }),
    pathname: () => router.state.location.pathname,
  };
  const result = render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider navigation={navigation}>
          <RouterProvider router={router} />
          <Toaster />
        </SessionProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { ...result, router, queryClient };
}

/** A stand-in page that names where the router is, for asserting navigation. */
export function LocationProbe({ name }: { name: string }) {
  const location = useLocation();
  return (
    <h1>
      {name} at {location.pathname}
      {location.search}
    </h1>
  );
}
