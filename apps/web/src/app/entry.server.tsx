// React Router's server entry: React renders the matched routes' document as a stream, in the
// page's language. The stream starts once every Suspense boundary is complete (onAllReady): the API
// reads the page whole to name it by an ETag (304 for a repeat read) and compress it in one go, and
// a boundary sent after the shell would be put in place by one more inline script.
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nProvider } from '@lingui/react';
import { createReadableStreamFromReadable } from '@react-router/node';
import { ServerRouter, type EntryContext } from 'react-router';
import { languageOfPath } from '../i18n/languages';
import { isShopContext } from '../lib/route-loader';
import { serverI18n } from '../server/i18n';

export const streamTimeout = 5_000;

export default function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext, loadContext: unknown) {
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status, headers });
  // `npm run dev`'s own server has no load context: the page's language is in its address all the same.
  const i18n = isShopContext(loadContext) ? loadContext.i18n : serverI18n(languageOfPath(new URL(request.url).pathname));
  return new Promise<Response>((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(
      <I18nProvider i18n={i18n}>
        <ServerRouter context={routerContext} url={request.url} />
      </I18nProvider>,
      {
        // Complete boundaries inline, however large: React would otherwise move a large one after
        // the shell, to be put in place by an inline script.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = new PassThrough();
          headers.set('Content-Type', 'text/html; charset=utf-8');
          resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}
