// The server side of the storefront's loaders: a page's data read through the shop's services into
// a cache of the loader's own, answered dehydrated with the page's head resolved into the plain
// values the page renders (absolute URLs, the full title). Only loaders import this (React Router
// leaves loaders out of the browser's build).
import { createHash } from 'node:crypto';
import { data, type LoaderFunctionArgs } from 'react-router';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { StorefrontReader } from '@phoolwari/contracts';
import { loadActiveCategories } from './categories';
import { resolveHead } from './head';
import { createQueryClient } from './query-client';
import { isShopContext, type LoadServerPage, type PageLoaderData, type ResolvedServerPage, type ServerPageInput } from './route-loader';

export function serverPage(load: LoadServerPage): (input: ServerPageInput) => Promise<ResolvedServerPage> {
  return async (input) => {
    const page = await load(input);
    return { status: page.status ?? 200, head: resolveHead(page.head, input.publicUrl, input.language, input.i18n) };
  };
}

/** A storefront route's loader from its page's server side. */
export function serverLoader(load: (input: ServerPageInput) => Promise<ResolvedServerPage>) {
  return async ({ context, params, request }: LoaderFunctionArgs) => {
    if (!isShopContext(context)) return null;
    const queryClient = createQueryClient();
    const { reader, readAt } = notingReadTimes(context.reader);
    const { status, head } = await load({ ...context, reader, queryClient, params, searchParams: new URL(request.url).searchParams });
    const answer: PageLoaderData = { head, query: dehydrateAsOf(queryClient, readAt()) };
    return data(answer, { status });
  };
}

/** The shop's frame (the footer's category links) reads the categories on every server-rendered page. */
export async function shellLoader({ context }: LoaderFunctionArgs) {
  if (!isShopContext(context)) return null;
  const queryClient = createQueryClient();
  const { reader, readAt } = notingReadTimes(context.reader);
  await loadActiveCategories(queryClient, reader);
  return { query: dehydrateAsOf(queryClient, readAt()) };
}

/**
 * When the server first saw each of the reader's answers. The shop keeps its catalogue answers
 * until a write changes them, handing out the same object each time, so this is when the data
 * were read; a page's query data carry that time rather than the moment of rendering, and the
 * same data render the same page, byte for byte (one ETag for it, answered with 304). Answers the
 * reader builds afresh on every read (the shop's policies, a gallery page) are known by a digest
 * of their text instead: the same text, the same time (the last few hundred texts are kept).
 */
const firstSeen = new WeakMap<object, number>();
const firstSeenText = new Map<string, number>();
const KEPT_TEXTS = 500;
function seenAt(answer: object): number {
  let at = firstSeen.get(answer);
  if (at !== undefined) return at;
  const digest = createHash('sha256').update(JSON.stringify(answer)).digest('base64');
  at = firstSeenText.get(digest) ?? Date.now();
  // Most recently seen last, so the oldest is the first to go.
  firstSeenText.delete(digest);
  firstSeenText.set(digest, at);
  if (firstSeenText.size > KEPT_TEXTS) firstSeenText.delete(firstSeenText.keys().next().value!);
  firstSeen.set(answer, at);
  return at;
}

function notingReadTimes(reader: StorefrontReader): { reader: StorefrontReader; readAt: () => number } {
  let latest = 0;
  const note = <T>(answer: T): T => {
    if (typeof answer === 'object' && answer !== null) latest = Math.max(latest, seenAt(answer));
    return answer;
  };
  const noted = Object.fromEntries(
    Object.entries(reader).map(([name, read]) => [name, async (...args: unknown[]) => note(await (read as (...a: unknown[]) => Promise<unknown>)(...args))]),
  ) as unknown as StorefrontReader;
  return { reader: noted, readAt: () => latest || Date.now() };
}

/** A loader's query cache for the page, every query dated `at` (when its data were read), in a stable order. */
function dehydrateAsOf(queryClient: QueryClient, at: number) {
  for (const query of queryClient.getQueryCache().getAll()) {
    if (query.state.status === 'success') queryClient.setQueryData(query.queryKey, query.state.data, { updatedAt: at });
  }
  const state = dehydrate(queryClient);
  // In one order whichever read finished first.
  const queries = state.queries.map((query) => ({ ...query, dehydratedAt: at })).sort((a, b) => (a.queryHash < b.queryHash ? -1 : 1));
  return { ...state, queries };
}

/** A storefront route's `headers`: its page is the same for every visitor, so the API lets a shared cache keep it a while. */
export const publicPage = () => ({ 'Cache-Control': 'public' });
