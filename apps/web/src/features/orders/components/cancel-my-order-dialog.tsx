// The customer's "Cancel order": says what happens to the flowers and the money before anything is
// sent, and takes an optional reason.
import type { Order } from '@phoolwari/contracts';
import { ReasonDialog } from '../../../components/reason-dialog';
import { formatRupees } from '../../../lib/money';

interface CancelMyOrderDialogProps {
  order: Order;
  busy: boolean;
  error: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

export function CancelMyOrderDialog({ order, busy, error, onConfirm, onClose }: CancelMyOrderDialogProps) {
  const cash = order.paymentStatus === 'cod_pending';
  return (
    <ReasonDialog
      title={`Cancel order ${order.orderId}?`}
      description={
        cash
          ? 'We will not make it, and there is nothing to pay.'
          : `We will not make it, and the full ${formatRupees(order.refundableAmount)} goes back to the account you paid from (banks usually take 5–7 working days).`
      }
      reason={{ label: 'Why are you cancelling? (optional)', required: false, maxLength: 200, hint: 'It helps the florist; you do not have to say.' }}
      keepLabel="Keep my order"
      confirmLabel={cash ? 'Cancel order' : 'Cancel and refund'}
      busyLabel="Cancelling…"
      busy={busy}
      error={error}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
