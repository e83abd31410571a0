// Composes the providers (data cache, session, toasts) around the router. The session sits outside
// the router so that it exists before the first route renders; it navigates through the router object.
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { SessionProvider, type SessionNavigation } from '../lib/session';
import { createQueryClient } from '../lib/query-client';
import { router } from './router';
import { Toaster } from './toaster';

const queryClient = createQueryClient();

const navigation: SessionNavigation = {
  navigate: (to, state) => void router.navigate(to, { state }),
  pathname: () => router.state.location.pathname,
};

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider navigation={navigation}>
        <RouterProvider router={router} />
        <Toaster />
      </SessionProvider>
    </QueryClientProvider>
  );
}
