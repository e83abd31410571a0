// Cancel with a reason: only for confirmed or processing orders (or a failed delivery). Says what
// follows (stock back, a full refund through the gateway) before anything is sent.
import type { Order } from '@phoolwari/contracts';
import { ReasonDialog } from '../../../components/reason-dialog';

interface CancelOrderDialogProps {
  order: Order;
  busy: boolean;
  error: string | null;
  onCancelOrder: (reason: string) => void;
  onClose: () => void;
}

export function CancelOrderDialog({ order, busy, error, onCancelOrder, onClose }: CancelOrderDialogProps) {
  return (
    <ReasonDialog
      title={`Cancel order ${order.orderId}?`}
      description={
        order.paymentStatus === 'paid'
          ? 'Its items go back into stock and what was paid is refunded in full through the payment gateway. The customer sees the reason.'
          : 'Its items go back into stock. The customer sees the reason.'
      }
      reason={{ label: 'Reason', required: true, maxLength: 500, placeholder: 'e.g. Flowers unavailable today, customer asked to cancel' }}
      keepLabel="Keep order"
      confirmLabel="Cancel order"
      busyLabel="Cancelling…"
      busy={busy}
      error={error}
      onConfirm={onCancelOrder}
      onClose={onClose}
    />
  );
}
