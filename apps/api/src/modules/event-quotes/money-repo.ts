// Queries of an event booking's documents: the payments invoiced, and credited, in a span of time.
import { and, asc, gte, isNotNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { eventPayments } from '../../db/schema';

/** Payments whose invoice was issued (the payment made) in [from, to), oldest first. */
export const listInvoicedBetween = (db: DbOrTx, from: Date, to: Date) =>
  db
    .select()
    .from(eventPayments)
    .where(and(isNotNull(eventPayments.invoiceNumber), gte(eventPayments.paidAt, from), lt(eventPayments.paidAt, to)))
    .orderBy(asc(eventPayments.paidAt));

/** Payments whose credit note was issued in [from, to), oldest first. */
export const listCreditedBetween = (db: DbOrTx, from: Date, to: Date) =>
  db
    .select()
    .from(eventPayments)
    .where(and(isNotNull(eventPayments.creditNoteNumber), gte(eventPayments.creditNoteIssuedAt, from), lt(eventPayments.creditNoteIssuedAt, to)))
    .orderBy(asc(eventPayments.creditNoteIssuedAt));
