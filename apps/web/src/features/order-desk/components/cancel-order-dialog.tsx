// Cancel with a reason: only for confirmed or processing orders. Says what follows (stock back,
// full refund through the gateway) before anything is sent; "Keep order" has the focus so Enter harms nothing.
import { useId, useState, type FormEvent } from 'react';
import type { Order } from '@phoolwari/contracts';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { TextAreaField } from '../../../components/form-field';
import { Modal } from '../../../components/modal';

export const REASON_REQUIRED = 'Give a reason (at least 3 characters)';

interface CancelOrderDialogProps {
  order: Order;
  busy: boolean;
  error: string | null;
  onCancelOrder: (reason: string) => void;
  onClose: () => void;
}

export function CancelOrderDialog({ order, busy, error, onCancelOrder, onClose }: CancelOrderDialogProps) {
  const formId = useId();
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (reason.trim().length < 3) {
      setInvalid(true);
      return;
    }
    onCancelOrder(reason.trim());
  }

  return (
    <Modal
      role="alertdialog"
      title={`Cancel order ${order.orderId}?`}
      description={
        order.paymentStatus === 'paid'
          ? 'Its items go back into stock and what was paid is refunded in full through the payment gateway. The customer sees the reason.'
          : 'Its items go back into stock. The customer sees the reason.'
      }
      onClose={() => {
        if (!busy) onClose();
      }}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy} data-autofocus>
            Keep order
          </Button>
          <Button type="submit" form={formId} variant="danger" busy={busy} busyLabel="Cancelling…">
            Cancel order
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} className="space-y-3" noValidate>
        <TextAreaField
          label="Reason"
          required
          value={reason}
          onChange={(e) => {
            setReason(e.target.value);
            if (invalid && e.target.value.trim().length >= 3) setInvalid(false);
          }}
          maxLength={500}
          rows={3}
          error={invalid ? REASON_REQUIRED : undefined}
          placeholder="e.g. Flowers unavailable today, customer asked to cancel"
        />
        <FormAlert message={error} />
      </form>
    </Modal>
  );
}
