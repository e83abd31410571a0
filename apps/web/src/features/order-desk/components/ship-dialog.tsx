// Send out for delivery: the order leaves the workshop (order and delivery both out for delivery). The tracking
// number is optional — most local deliveries are the shop's own rider.
import { useId, useState, type FormEvent } from 'react';
import type { Order } from '@phoolwari/contracts';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/form-field';
import { Modal } from '../../../components/modal';

interface ShipDialogProps {
  order: Order;
  busy: boolean;
  error: string | null;
  onShip: (trackingNumber: string) => void;
  onClose: () => void;
}

export function ShipDialog({ order, busy, error, onShip, onClose }: ShipDialogProps) {
  const formId = useId();
  const [tracking, setTracking] = useState(order.trackingNumber ?? '');

  function submit(event: FormEvent) {
    event.preventDefault();
    onShip(tracking.trim());
  }

  return (
    <Modal
      title={`Send order ${order.orderId} out for delivery`}
      description="The order leaves the workshop: it is out for delivery, and the customer is told by e-mail."
      size="sm"
      onClose={() => {
        if (!busy) onClose();
      }}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={busy} busyLabel="Sending out…">
            Send out
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} className="space-y-3" noValidate>
        <TextField
          label="Tracking number (optional)"
          value={tracking}
          onChange={(e) => setTracking(e.target.value)}
          maxLength={80}
          autoComplete="off"
          hint="A courier's tracking number, or leave empty for the shop's own rider."
          data-autofocus
        />
        <FormAlert message={error} />
      </form>
    </Modal>
  );
}
