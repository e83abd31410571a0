// The customer's "Cancel order": says what happens to the flowers and the money before anything is
// sent, and takes an optional reason.
import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const cash = order.paymentStatus === 'cod_pending';
  const orderId = order.orderId;
  const amount = formatRupees(order.refundableAmount);
  return (
    <ReasonDialog
      title={t`Cancel order ${orderId}?`}
      description={
        cash
          ? t`We will not make it, and there is nothing to pay.`
          : t`We will not make it, and the full ${amount} goes back to the account you paid from (banks usually take 5–7 working days).`
      }
      reason={{ label: t`Why are you cancelling? (optional)`, required: false, maxLength: 200, hint: t`It helps the florist; you do not have to say.` }}
      keepLabel={t`Keep my order`}
      confirmLabel={cash ? t`Cancel order` : t`Cancel and refund`}
      busyLabel={t`Cancelling…`}
      busy={busy}
      error={error}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
