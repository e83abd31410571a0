// A storefront page's server side as its route's loader runs it: the page's data and head, with
// the head resolved into the plain values the page renders (absolute URLs, the full title). Only
// the routes' server modules (app/routes/*.server.ts) import this, so the browser's build leaves
// it out of every page's first load.
import { resolveHead } from './head';
import type { LoadServerPage, ResolvedServerPage, ServerPageInput } from './route-loader';

export function serverPage(load: LoadServerPage): (input: ServerPageInput) => Promise<ResolvedServerPage> {
  return async (input) => {
    const page = await load(input);
    return { status: page.status ?? 200, head: resolveHead(page.head, input.publicUrl, input.language, input.i18n) };
  };
}
