// "Collect ₹1,279 in cash": on a cash-on-delivery order's row, card, job sheet and details until
// the cash is recorded, so the desk and the rider see it wherever they look at the order.
import type { Order } from '@phoolwari/contracts';
import { formatRupees } from '../../../lib/money';

export function CashToCollect({ order }: { order: Pick<Order, 'paymentStatus' | 'totalAmount' | 'orderStatus'> }) {
  if (order.paymentStatus !== 'cod_pending' || order.orderStatus === 'cancelled') return null;
  return (
    <span
      data-testid="cash-to-collect"
      className="inline-flex items-center rounded-full border border-amber-300 bg-amber-50 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900"
    >
      Collect {formatRupees(order.totalAmount)} in cash
    </span>
  );
}
