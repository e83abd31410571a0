// Whether a customer may pay an order in cash to the rider: the owner turns it on with a maximum
// order value, a fee and the pincodes it is offered in; a customer who refused cash deliveries
// twice pays online. Checkout's quote shows the answer and placing the order checks it again.
import { and, count, eq } from 'drizzle-orm';
import type { ShopSettings } from '@phoolwari/contracts';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema';
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

/** Cash-on-delivery orders of a customer that were refused at the door. */
export async function countRefusedCashOrders(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.paymentMethod, 'cod'), eq(orders.status, 'cancelled'), eq(orders.deliveryStatus, 'failed')));
  return row?.n ?? 0;
}

/** Cash on delivery refused because the shop does not take it at all. */
export const cashNotTaken = (): Wording => wording(messages, 'notTaken');

/** null when the shop does not take cash on delivery at all. `totalPaise` is the order's total before the fee. */
export async function cashOnDeliveryOffer(db: DbOrTx, input: { userId: string; pincode: string; totalPaise: number; settings: ShopSettings }): Promise<CashOffer | null> {
  const cod = input.settings.cashOnDelivery;
  if (!cod.enabled) return null;
  const feePaise = toPaise(cod.fee);
  const maxPaise = toPaise(cod.maxOrderValue);
  let reason: Wording | null = null;
  if (cod.pincodes.length > 0 && !cod.pincodes.some((prefix) => input.pincode.startsWith(prefix))) {
    reason = wording(messages, 'notInPincode', { pincode: input.pincode });
  } else if (input.totalPaise + feePaise > maxPaise) {
    reason = wording(messages, 'overMaximum', { max: formatRupees(maxPaise) });
  } else if ((await countRefusedCashOrders(db, input.userId)) >= REFUSALS_BEFORE_ONLINE_ONLY) {
    reason = wording(messages, 'payOnline');
  }
  return { offered: reason === null, feePaise, reason };
}
