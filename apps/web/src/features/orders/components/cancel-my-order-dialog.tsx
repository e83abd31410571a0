// The customer's "Cancel order": says what happens to the flowers and the money before anything is
// sent, takes an optional reason, and keeps the focus on "Keep my order" so Enter harms nothing.
import { useId, useState, type FormEvent } from 'react';
import type { Order } from '@phoolwari/contracts';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { TextAreaField } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { formatRupees } from '../../../lib/money';

interface CancelMyOrderDialogProps {
  order: Order;
  busy: boolean;
  error: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

export function CancelMyOrderDialog({ order, busy, error, onConfirm, onClose }: CancelMyOrderDialogProps) {
  const formId = useId();
  const [reason, setReason] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    onConfirm(reason.trim());
  }

  return (
    <Modal
      role="alertdialog"
      title={`Cancel order ${order.orderId}?`}
      description={
        order.paymentStatus === 'cod_pending'
          ? 'We will not make it, and there is nothing to pay.'
          : `We will not make it, and the full ${formatRupees(order.refundableAmount)} goes back to the account you paid from (banks usually take 5–7 working days).`
      }
      onClose={() => {
        if (!busy) onClose();
      }}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy} data-autofocus>
            Keep my order
          </Button>
          <Button type="submit" form={formId} variant="danger" busy={busy} busyLabel="Cancelling…">
            {order.paymentStatus === 'cod_pending' ? 'Cancel order' : 'Cancel and refund'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} className="space-y-3" noValidate>
        <TextAreaField
          label="Why are you cancelling? (optional)"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={200}
          rows={2}
          hint="It helps the florist; you do not have to say."
        />
        <FormAlert message={error} />
      </form>
    </Modal>
  );
}
