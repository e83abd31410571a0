// Whether a customer may pay an order in cash to the rider: the owner turns it on with a maximum
// order value, a fee and the pincodes it is offered in; a customer who refused cash deliveries
// twice pays online, and one holds at most a few cash orders open at once (by account and by phone
// number, so a fresh sign-up changes neither). Checkout's quote shows the answer and placing the order checks it again.
import { and, count, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { ShopSettings } from '@phoolwari/contracts';
import type { DbOrTx } from '../../db/client';
import { orders, users } from '../../db/schema';
import { formatRupees, toPaise } from '../../platform/money';
import { wording, type Wording } from '../../platform/i18n/translator';
import * as messages from './messages';

/** Refused cash deliveries after which a customer is offered online payment only. */
export const REFUSALS_BEFORE_ONLINE_ONLY = 2;

export interface CashOffer {
  offered: boolean;
  feePaise: number;
  /** Why not, in the customer's words and language; null when offered. */
  reason: Wording | null;
}

/**
 * Who an order's cash is owed by: the account, its own phone number and the ones it gives for the
 * delivery (10-digit mobile numbers, as the contract takes them). An order counts against the payer
 * when it is the account's or its delivery phone is one of these, so a fresh sign-up with the same
 * phone is the same payer.
 */
export interface CashPayer {
  userId: string;
  phones: string[];
}

const phonesOf = (payer: CashPayer) => [...new Set(payer.phones.filter((p) => /^\d{10}$/.test(p)))];

function byPayer(payer: CashPayer) {
  const orderPhone = sql`${orders.shippingAddress}->>'phone'`;
  const accountPhone = inArray(orderPhone, sql`(SELECT ${users.phone} FROM ${users} WHERE ${users.id} = ${payer.userId} AND ${users.phone} <> '')`);
  const phones = phonesOf(payer);
  return or(eq(orders.userId, payer.userId), accountPhone, ...(phones.length > 0 ? [inArray(orderPhone, phones)] : []))!;
}

/** Cash-on-delivery orders of a payer (by account or phone number) that were refused at the door. */
export async function countRefusedCashOrders(db: DbOrTx, payer: CashPayer): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(byPayer(payer), eq(orders.paymentMethod, 'cod'), eq(orders.status, 'cancelled'), eq(orders.deliveryStatus, 'failed')));
  return row?.n ?? 0;
}

/** Cash-on-delivery orders of a payer (by account or phone number) still holding stock and a slot unpaid. */
export async function countOpenCashOrders(db: DbOrTx, payer: CashPayer): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(byPayer(payer), eq(orders.paymentMethod, 'cod'), eq(orders.paymentStatus, 'cod_pending'), ne(orders.status, 'cancelled')));
  return row?.n ?? 0;
}

/**
 * Queues a checkout behind any other cash checkout of the same account or phone number until its
 * transaction ends, so two at once cannot both see room for one more open order.
 */
export async function lockCashPayer(tx: DbOrTx, payer: CashPayer): Promise<void> {
  // In one order, so two checkouts sharing a phone never wait on each other's second lock.
  const keys = [`cod:user:${payer.userId}`, ...phonesOf(payer).map((p) => `cod:phone:${p}`)].sort();
  for (const key of keys) await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`);
}

/** Cash on delivery refused because the shop does not take it at all. */
export const cashNotTaken = (): Wording => wording(messages, 'notTaken');

/** null when the shop does not take cash on delivery at all. `totalPaise` is the order's total before the fee. */
export async function cashOnDeliveryOffer(
  db: DbOrTx,
  input: { payer: CashPayer; pincode: string; totalPaise: number; settings: ShopSettings },
): Promise<CashOffer | null> {
  const cod = input.settings.cashOnDelivery;
  if (!cod.enabled) return null;
  const feePaise = toPaise(cod.fee);
  const maxPaise = toPaise(cod.maxOrderValue);
  let reason: Wording | null = null;
  if (cod.pincodes.length > 0 && !cod.pincodes.some((prefix) => input.pincode.startsWith(prefix))) {
    reason = wording(messages, 'notInPincode', { pincode: input.pincode });
  } else if (input.totalPaise + feePaise > maxPaise) {
    reason = wording(messages, 'overMaximum', { max: formatRupees(maxPaise) });
  } else if ((await countRefusedCashOrders(db, input.payer)) >= REFUSALS_BEFORE_ONLINE_ONLY) {
    reason = wording(messages, 'payOnline');
  } else if ((await countOpenCashOrders(db, input.payer)) >= cod.maxOpenOrders) {
    reason = wording(messages, 'tooManyOpen', { count: cod.maxOpenOrders });
  }
  return { offered: reason === null, feePaise, reason };
}
