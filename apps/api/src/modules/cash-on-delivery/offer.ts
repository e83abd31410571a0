// Whether a customer may pay an order in cash to the rider: the owner turns it on with a maximum
// order value, a fee and the pincodes it is offered in; a customer who refused cash deliveries
// twice pays online. Checkout's quote shows the answer and placing the order checks it again.
import { and, count, eq } from 'drizzle-orm';
import type { ShopSettings } from '@phoolwari/contracts';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema';
import { formatRupees, toPaise } from '../../platform/money';

/** Refused cash deliveries after which a customer is offered online payment only. */
export const REFUSALS_BEFORE_ONLINE_ONLY = 2;

export interface CashOffer {
  offered: boolean;
  feePaise: number;
  /** Why not, in the customer's words; null when offered. */
  reason: string | null;
}

/** Cash-on-delivery orders of a customer that were refused at the door. */
export async function countRefusedCashOrders(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.paymentMethod, 'cod'), eq(orders.status, 'cancelled'), eq(orders.deliveryStatus, 'failed')));
  return row?.n ?? 0;
}

/** null when the shop does not take cash on delivery at all. `totalPaise` is the order's total before the fee. */
export async function cashOnDeliveryOffer(db: DbOrTx, input: { userId: string; pincode: string; totalPaise: number; settings: ShopSettings }): Promise<CashOffer | null> {
  const cod = input.settings.cashOnDelivery;
  if (!cod.enabled) return null;
  const feePaise = toPaise(cod.fee);
  const maxPaise = toPaise(cod.maxOrderValue);
  let reason: string | null = null;
  if (cod.pincodes.length > 0 && !cod.pincodes.some((prefix) => input.pincode.startsWith(prefix))) {
    reason = `Cash on delivery is not offered in ${input.pincode}; please pay online.`;
  } else if (input.totalPaise + feePaise > maxPaise) {
    reason = `Cash on delivery is for orders up to ${formatRupees(maxPaise)}; please pay online.`;
  } else if ((await countRefusedCashOrders(db, input.userId)) >= REFUSALS_BEFORE_ONLINE_ONLY) {
    reason = 'Please pay online for this order.';
  }
  return { offered: reason === null, feePaise, reason };
}
