// The page shown when a route fails: a lost link (404), a crash, or a page's code that could not be
// downloaded (usually a new release replaced it, or the network dropped) — that last one offers Reload.
import { useContext } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClasses } from '../../components/button';
import { FlowerIcon } from '../../components/icons';
import { useDocumentTitle } from '../../components/page-title';
import { SHOP } from '../../lib/shop-info';
import { InShellContext } from './shell-context';

const CHUNK_ERROR = /dynamically imported module|module script failed|Loading chunk/i;

export function RouteError() {
  const { t } = useLingui();
  const error = useRouteError();
  const inShell = useContext(InShellContext);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const chunkFailed = error instanceof Error && CHUNK_ERROR.test(error.message);

  const title = notFound ? t`Page not found` : chunkFailed ? t`This page could not be loaded` : t`Something went wrong`;
  useDocumentTitle(title);
  const text = notFound
    ? t`The page you are looking for does not exist or has moved.`
    : chunkFailed
      ? t`Your connection may have dropped, or the shop was just updated. Reloading the page usually fixes this.`
      : t`Sorry, this page ran into a problem. Please try again, or go back to the home page.`;

  const content = (
    <div className="mx-auto max-w-lg px-4 py-12 text-center">
      <FlowerIcon className="mx-auto h-12 w-12" />
      <h1 className="mt-4 text-2xl font-bold text-gray-900">{title}</h1>
      <p className="mt-3 text-gray-700">{text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {!notFound && (
          <button type="button" onClick={() => window.location.reload()} className={buttonClasses('primary')}>
            <Trans>Reload</Trans>
          </button>
        )}
        <Link to="/" className={buttonClasses(notFound ? 'primary' : 'secondary')}>
          <Trans>Go to the home page</Trans>
        </Link>
      </div>
    </div>
  );

  if (inShell) return content;
  // Outside the shop's frame (the frame itself or the admin panel failed): a page of its own.
  return (
    <main className="min-h-dvh px-4">
      <p className="pt-6 text-center text-lg font-bold text-brand-700">{SHOP.name}</p>
      {content}
    </main>
  );
}
