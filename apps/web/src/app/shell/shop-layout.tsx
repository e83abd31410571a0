// The storefront's frame: skip link, header, the page in <main> (full width: each page sets its own
// container, so a home hero can bleed to the edges), footer. On each new page the view
// starts at the top and keyboard focus moves to the page, as after a full page load.
import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { Footer } from './footer';
import { Header } from './header';
import { InShellContext } from './shell-context';

/** The frame around the page's route; or around `children`, the error page of a page that failed. */
export function ShopLayout({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo(0, 0);
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <InShellContext value={true}>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          <Trans>Skip to content</Trans>
        </a>
        <NavigationProgress />
        <Suspense>
          <Header />
        </Suspense>
        {/* A full screen of height keeps the footer below the fold while a page loads, so nothing jumps. */}
        <main id="main" ref={mainRef} tabIndex={-1} className="min-h-dvh flex-1 outline-none">
          {children ?? <Outlet />}
        </main>
        <Suspense>
          <Footer />
        </Suspense>
      </div>
    </InShellContext>
  );
}

/** A thin bar at the very top while the next page's code or data loads. */
function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  if (!busy) return null;
  return (
    <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-brand-100">
      <div className="h-full w-1/3 animate-pulse bg-brand-600" />
    </div>
  );
}
