// Queries on refunds. Callers hold the order's row lock when they add or settle one, so the sum of
// an order's refunds is read and written by one transaction at a time.
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { newId } from '../../db/ids';
import { refunds } from '../../db/schema';
import type { RefundRow } from '../orders';

export type { RefundRow };

export async function findRefund(db: DbOrTx, id: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id)).limit(1);
  return row;
}

export async function findRefundByGatewayId(db: DbOrTx, gatewayRefundId: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.gatewayRefundId, gatewayRefundId)).limit(1);
  return row;
}

export async function findRefundByKey(db: DbOrTx, orderId: string, idempotencyKey: string): Promise<RefundRow | undefined> {
  const [row] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row;
}

export function listRefundsOf(db: DbOrTx, orderId: string): Promise<RefundRow[]> {
  return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.createdAt), asc(refunds.id));
}

export async function lockRefund(tx: DbOrTx, id: string): Promise<RefundRow | undefined> {
  const [row] = await tx.select().from(refunds).where(eq(refunds.id, id)).for('no key update');
  return row;
}

export async function insertRefund(tx: DbOrTx, values: Omit<typeof refunds.$inferInsert, 'id' | 'status'>): Promise<RefundRow> {
  const [row] = await tx
    .insert(refunds)
    .values({ ...values, id: newId() })
    .returning();
  return row!;
}

/** Keeps the gateway's id for a refund (the first answer wins; a repeat brings the same id). */
export async function setGatewayRefundId(db: DbOrTx, id: string, gatewayRefundId: string): Promise<void> {
  await db.update(refunds).set({ gatewayRefundId }).where(eq(refunds.id, id));
}

export async function settleRefundRow(
  tx: DbOrTx,
  id: string,
  set: { status: 'processed' | 'failed'; failureReason: string | null; settledAt: Date; gatewayRefundId?: string },
): Promise<void> {
  await tx.update(refunds).set(set).where(eq(refunds.id, id));
}
