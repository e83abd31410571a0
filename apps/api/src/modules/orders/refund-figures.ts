// What an order's money comes to once refunds are counted: one reading for the order's answer
// (what can still be refunded), the refund service (the cap it enforces under the order's lock)
// and the payment status an order settles at when its refunds do.
import type { PaymentStatus } from '@phoolwari/contracts';
import type { OrderRow, RefundRow } from './repo';

/** Payment statuses under which the order's own payment has been captured by the shop. */
const CAPTURED: readonly PaymentStatus[] = ['paid', 'refund_pending', 'partially_refunded', 'refunded'];

export interface RefundFigures {
  /** What the customer paid for this order (0 while unpaid). */
  paidPaise: number;
  processedPaise: number;
  pendingPaise: number;
  /** Paid, less refunds processed or still with the gateway. */
  refundablePaise: number;
}

export function refundFigures(
  order: Pick<OrderRow, 'paymentStatus' | 'razorpayPaymentId' | 'totalPaise'>,
  refunds: Pick<RefundRow, 'paymentId' | 'status' | 'amountPaise'>[],
): RefundFigures {
  const paidPaise = order.razorpayPaymentId && CAPTURED.includes(order.paymentStatus) ? order.totalPaise : 0;
  // Only refunds of the order's own payment count against it.
  const own = refunds.filter((r) => r.paymentId === order.razorpayPaymentId);
  const sum = (status: RefundRow['status']) => own.filter((r) => r.status === status).reduce((total, r) => total + r.amountPaise, 0);
  const processedPaise = sum('processed');
  const pendingPaise = sum('pending');
  return { paidPaise, processedPaise, pendingPaise, refundablePaise: Math.max(0, paidPaise - processedPaise - pendingPaise) };
}

/** The payment status an order's refunds put it at: in flight, all back, part back, or none (all refused). */
export function paymentStatusAfterRefunds(figures: RefundFigures): PaymentStatus {
  if (figures.pendingPaise > 0) return 'refund_pending';
  if (figures.processedPaise >= figures.paidPaise) return 'refunded';
  return figures.processedPaise > 0 ? 'partially_refunded' : 'paid';
}
