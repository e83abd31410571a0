// "Refused" on a cash-on-delivery order at the door: says what follows (the delivery fails, the
// order is cancelled, its stock comes back, and two refusals mean paying online next time) and
// takes an optional note.
import type { Order } from '@phoolwari/contracts';
import { ReasonDialog } from '../../../components/reason-dialog';
import { formatRupees } from '../../../lib/money';

interface CashRefusedDialogProps {
  order: Order;
  busy: boolean;
  error: string | null;
  onRefused: (note: string) => void;
  onClose: () => void;
}

export function CashRefusedDialog({ order, busy, error, onRefused, onClose }: CashRefusedDialogProps) {
  return (
    <ReasonDialog
      title={`Cash refused for order ${order.orderId}?`}
      description={`The ${formatRupees(order.totalAmount)} was not paid at the door: the delivery is marked failed and the order cancelled. After two refusals the customer can only pay online.`}
      reason={{ label: 'What happened (optional)', required: false, maxLength: 300, placeholder: 'e.g. Nobody at home; recipient would not pay' }}
      keepLabel="Keep order"
      confirmLabel="Record refusal"
      busyLabel="Saving…"
      busy={busy}
      error={error}
      onConfirm={onRefused}
      onClose={onClose}
    />
  );
}
