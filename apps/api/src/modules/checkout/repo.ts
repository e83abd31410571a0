// Queries of checkout's own: the payment gateway's webhook events seen so far, so each is handled
// once however often the gateway sends it.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { paymentEvents } from '../../db/schema';

/** Records a webhook event; false when it was recorded before (a repeat delivery). */
export async function recordPaymentEvent(db: DbOrTx, event: { id: string; type: string; orderId: string | null }): Promise<boolean> {
  const inserted = await db.insert(paymentEvents).values(event).onConflictDoNothing().returning({ id: paymentEvents.id });
  return inserted.length > 0;
}

/** Forgets an event whose handling failed, so the gateway's retry is handled again. */
export async function forgetPaymentEvent(db: DbOrTx, id: string): Promise<void> {
  await db.delete(paymentEvents).where(eq(paymentEvents.id, id));
}
