// Invoices, credit notes and their gap-free numbers. A number is taken with one upsert on the
// series' counter row inside the caller's transaction: concurrent confirmations queue on that row,
// and a transaction that rolls back gives its number back, so a series never skips one.
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { newId } from '../../db/ids';
import { creditNotes, documentCounters, invoices, orders } from '../../db/schema';

export type InvoiceRow = typeof invoices.$inferSelect;
export type CreditNoteRow = typeof creditNotes.$inferSelect;

export async function nextInSeries(tx: DbOrTx, series: string): Promise<number> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ series, last: 1 })
    .onConflictDoUpdate({ target: documentCounters.series, set: { last: sql`${documentCounters.last} + 1` } })
    .returning({ last: documentCounters.last });
  return row!.last;
}

export async function insertInvoice(tx: DbOrTx, values: Omit<InvoiceRow, 'id'>): Promise<InvoiceRow> {
  const [row] = await tx
    .insert(invoices)
    .values({ ...values, id: newId() })
    .returning();
  return row!;
}

export async function findInvoiceOfOrder(db: DbOrTx, orderId: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId)).limit(1);
  return row;
}

export async function insertCreditNote(tx: DbOrTx, values: Omit<CreditNoteRow, 'id'>): Promise<CreditNoteRow> {
  const [row] = await tx
    .insert(creditNotes)
    .values({ ...values, id: newId() })
    .returning();
  return row!;
}

/** The credit note already issued for a refund, so a settled refund is credited once. */
export async function findCreditNoteOfRefund(db: DbOrTx, refundId: string): Promise<CreditNoteRow | undefined> {
  const [row] = await db.select().from(creditNotes).where(eq(creditNotes.refundId, refundId)).limit(1);
  return row;
}

/** Invoices issued in [from, to), oldest first, with their orders' ids (for the month's report). */
export function listInvoicesIssued(db: DbOrTx, from: Date, to: Date): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(gte(invoices.issuedAt, from), lt(invoices.issuedAt, to)))
    .orderBy(asc(invoices.issuedAt), asc(invoices.number))
    .then((rows) => rows.map((r) => r.invoices));
}

/** Credit notes issued in [from, to), with the invoice each is against. */
export function listCreditNotesIssued(db: DbOrTx, from: Date, to: Date): Promise<{ note: CreditNoteRow; invoice: InvoiceRow }[]> {
  return db
    .select({ note: creditNotes, invoice: invoices })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(and(gte(creditNotes.issuedAt, from), lt(creditNotes.issuedAt, to)))
    .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.number));
}
