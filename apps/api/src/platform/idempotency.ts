// A customer's write sent again must not be done twice: a phone that lost the answer retries, and a
// load balancer may pass a request to another instance when the first one died mid-way. The client
// names each write with an `Idempotency-Key` header (one key per tap); the write keeps the key in its
// own transaction, so the same request again finds it and changes nothing, and the route answers
// as it did the first time (the state the write left). A refund does the same with the key in its
// body (refunds/service.ts); a key reused for another request is 409 IDEMPOTENCY_KEY_REUSED there too.
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client';
import { requestKeys } from '../db/schema';
import { conflict } from './errors';
import { wording } from './i18n/translator';
import * as messages from './messages';

export interface RequestKey {
  key: string;
  /** What was asked (method, address, body), to tell a retry from another request under the same key. */
  request: string;
}

/** The request's key, if its client sent one (the route's header schema has checked its shape). */
export function requestKeyOf(request: FastifyRequest): RequestKey | undefined {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string') return undefined;
  const asked = createHash('sha256')
    .update(`${request.method} ${request.url.split('?')[0]} ${JSON.stringify(request.body ?? null)}`)
    .digest('base64url');
  return { key, request: asked };
}

/**
 * Keeps `requestKey` for `userId` inside the write's transaction `tx`: true the first time (do the
 * write), false when this very request was done before. A twin still in flight holds the key's row
 * until its transaction ends, so two copies at once are also done once.
 */
export async function firstTimeOf(tx: DbOrTx, userId: string, requestKey: RequestKey): Promise<boolean> {
  const kept = await tx
    .insert(requestKeys)
    .values({ userId, key: requestKey.key, request: requestKey.request })
    .onConflictDoNothing()
    .returning({ key: requestKeys.key });
  if (kept.length > 0) return true;
  const [seen] = await tx
    .select({ request: requestKeys.request })
    .from(requestKeys)
    .where(and(eq(requestKeys.userId, userId), eq(requestKeys.key, requestKey.key)));
  // Forgotten in between (a day old): this is a new request after all.
  if (!seen) return firstTimeOf(tx, userId, requestKey);
  if (seen.request !== requestKey.request) throw conflict(wording(messages, 'idempotencyKeyReused'), 'IDEMPOTENCY_KEY_REUSED');
  return false;
}

/** Keys older than `before` are forgotten: a retry comes within seconds, never a day later. */
export async function forgetRequestKeys(db: DbOrTx, before: Date): Promise<number> {
  return (await db.delete(requestKeys).where(lt(requestKeys.createdAt, before)).returning({ key: requestKeys.key })).length;
}
