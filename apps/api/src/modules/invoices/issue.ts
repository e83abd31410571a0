// Issuing documents inside the transactions that call for them: an order's invoice when it is
// confirmed (paid, or placed for cash on delivery), a credit note when a refund of it is processed.
// Numbers run per financial year (April to March): PW/26-27/000123, PW/CN/26-27/000004.
import type { Tx } from '../../db/client';
import { shopDateTime } from '../../platform/clock';
import { listOrderItems, type Invoicing, type OrderItemRow, type OrderRow, type RefundRow } from '../orders';
import { readShopSettings } from '../shop-settings';
import { placeOfSupply } from './place-of-supply';
import * as repo from './repo';
import { computeInvoice } from './tax';

/** '26-27' for any day from 1 April 2026 to 31 March 2027 (shop time). */
export function financialYear(at: Date): string {
  const [year, month] = shopDateTime(at).date.split('-').map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${String(start % 100).padStart(2, '0')}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** What the invoice keeps of the seller as it was when the invoice was issued. */
export interface SellerSnapshot {
  legalName: string;
  address: string;
  stateCode: string;
  gstin: string | null;
}

/** The company billed on a B2B invoice, as it was given at checkout. */
export interface BuyerSnapshot {
  legalName: string;
  gstin: string;
}

/** The order's invoice, issued once (a second call finds the first). `items`: the order's, when the caller has just read them. */
export async function issueInvoice(tx: Tx, order: OrderRow, now: Date, items?: OrderItemRow[]): Promise<repo.InvoiceRow> {
  const existing = await repo.findInvoiceOfOrder(tx, order.id);
  if (existing) return existing;
  const { gst } = await readShopSettings(tx);
  const address = order.shippingAddress as { state: string; pincode: string };
  // An address whose state cannot be read is taken to be in the shop's own state (it delivers locally).
  const supplyState = placeOfSupply(address) ?? gst.stateCode;
  const lines = items ?? (await listOrderItems(tx, order.id));
  const { kind } = computeInvoice({
    registered: gst.registered,
    intraState: supplyState === gst.stateCode,
    deliveryFeeRate: gst.deliveryFeeRate,
    items: lines.map((i) => ({
      name: i.optionLabel ? `${i.name} — ${i.optionLabel}` : i.name,
      hsnCode: i.hsnCode,
      gstRate: i.gstRate,
      unitPricePaise: i.unitPricePaise,
      quantity: i.quantity,
    })),
    order,
  });
  const series = `${gst.invoicePrefix}/${financialYear(now)}`;
  const sequence = await repo.nextInSeries(tx, series);
  const seller: SellerSnapshot = { legalName: gst.legalName, address: gst.address, stateCode: gst.stateCode, gstin: gst.registered ? gst.gstin : null };
  return repo.insertInvoice(tx, {
    orderId: order.id,
    number: `${series}/${String(sequence).padStart(6, '0')}`,
    kind,
    seller,
    buyer: order.buyerGstin && order.buyerLegalName ? ({ legalName: order.buyerLegalName, gstin: order.buyerGstin } satisfies BuyerSnapshot) : null,
    placeOfSupply: supplyState,
    deliveryFeeRate: gst.deliveryFeeRate,
    issuedAt: now,
  });
}

/**
 * A credit note against the order's invoice (none when the order has none): for a processed refund
 * (`refund` given, once per refund), or for a sale that was cancelled before it was paid.
 */
export async function issueCreditNote(
  tx: Tx,
  input: { orderId: string; refund: RefundRow | null; amountPaise: number; reason: string },
  now: Date,
): Promise<repo.CreditNoteRow | null> {
  const invoice = await repo.findInvoiceOfOrder(tx, input.orderId);
  if (!invoice || input.amountPaise <= 0) return null;
  if (input.refund) {
    const existing = await repo.findCreditNoteOfRefund(tx, input.refund.id);
    if (existing) return existing;
  }
  const { gst } = await readShopSettings(tx);
  const series = `${gst.invoicePrefix}/CN/${financialYear(now)}`;
  const sequence = await repo.nextInSeries(tx, series);
  return repo.insertCreditNote(tx, {
    refundId: input.refund?.id ?? null,
    invoiceId: invoice.id,
    number: `${series}/${String(sequence).padStart(6, '0')}`,
    amountPaise: input.amountPaise,
    reason: input.reason,
    issuedAt: now,
  });
}

/** What order transitions are given to issue documents as orders move. */
export const invoicing: Invoicing = { issueInvoice, issueCreditNote };

/** The next number of a series of the shop's documents (the same counters the invoices run on). */
export async function nextDocumentNumber(tx: Tx, prefix: string, now: Date): Promise<string> {
  const series = `${prefix}/${financialYear(now)}`;
  return `${series}/${String(await repo.nextInSeries(tx, series)).padStart(6, '0')}`;
}
