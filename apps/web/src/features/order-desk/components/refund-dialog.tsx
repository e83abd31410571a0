// Refund from the desk: an amount (the whole of what is left, to start with) and a reason the
// customer reads in their mail. The request's key is drawn once when the dialog opens, so pressing
// Refund twice, or a retry after a dropped connection, gives back the money once.
import { useState, type FormEvent } from 'react';
import type { Order } from '@phoolwari/contracts';
import { FormAlert } from '../../../components/form-alert';
import { TextAreaField, TextField } from '../../../components/form-field';
import { FormDialog } from '../../../components/form-dialog';
import { formatRupees } from '../../../lib/money';
import { newRefundKey } from '../api/refund-order';

interface RefundDialogProps {
  order: Order;
  busy: boolean;
  error: string | null;
  onRefund: (body: { amount: number; reason: string; idempotencyKey: string }) => void;
  onClose: () => void;
}

export function RefundDialog({ order, busy, error, onRefund, onClose }: RefundDialogProps) {
  const [idempotencyKey] = useState(newRefundKey);
  const [amount, setAmount] = useState(String(order.refundableAmount));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const most = order.refundableAmount;

  function submit(event: FormEvent) {
    event.preventDefault();
    const rupees = Number(amount);
    const found: typeof errors = {};
    if (!/^\d+(\.\d{1,2})?$/.test(amount.trim()) || rupees < 1) found.amount = 'An amount of at least ₹1, in rupees (up to 2 decimals)';
    else if (rupees > most) found.amount = `At most ${formatRupees(most)} is left to refund`;
    if (reason.trim().length < 3) found.reason = 'Give a reason (at least 3 characters)';
    setErrors(found);
    if (found.amount || found.reason) return;
    onRefund({ amount: rupees, reason: reason.trim(), idempotencyKey });
  }

  return (
    <FormDialog
      title={`Refund order ${order.orderId}`}
      description={`Paid ${formatRupees(order.totalAmount)}; ${formatRupees(most)} can still be refunded. The money goes back through the payment gateway to the account it came from.`}
      submitLabel="Refund"
      submitVariant="danger"
      cancelLabel="Close"
      busy={busy}
      busyLabel="Refunding…"
      onClose={onClose}
      onSubmit={submit}
      className="space-y-3"
    >
      <TextField
        label="Amount (₹)"
        required
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={errors.amount}
        hint={`Up to ${formatRupees(most)}`}
        data-autofocus
      />
      <TextAreaField
        label="Reason"
        required
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        maxLength={200}
        rows={2}
        error={errors.reason}
        placeholder="e.g. Two roses arrived wilted"
      />
      <FormAlert message={error} />
    </FormDialog>
  );
}
