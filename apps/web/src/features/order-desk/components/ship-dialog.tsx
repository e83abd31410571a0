// Send out for delivery: the order leaves the workshop (order and delivery both out for delivery). The tracking
// number is optional — most local deliveries are the shop's own rider. An order the florist has not
// marked ready leaves only with a reason, as the rider's "out" asks; the server checks it too and
// flags it on the desk's exceptions list.
import { useState, type FormEvent } from 'react';
import type { Order } from '@phoolwari/contracts';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/form-field';
import { FormDialog } from '../../../components/form-dialog';

interface ShipDialogProps {
  order: Order;
  busy: boolean;
  error: string | null;
  onShip: (trackingNumber: string, reason: string) => void;
  onClose: () => void;
}

export function ShipDialog({ order, busy, error, onShip, onClose }: ShipDialogProps) {
  const [tracking, setTracking] = useState(order.trackingNumber ?? '');
  const [reason, setReason] = useState('');
  const [reasonProblem, setReasonProblem] = useState<string | undefined>(undefined);
  const unready = order.preparedAt === null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (unready && reason.trim().length < 3) {
      setReasonProblem('Give a reason');
      return;
    }
    setReasonProblem(undefined);
    onShip(tracking.trim(), unready ? reason.trim() : '');
  }

  return (
    <FormDialog
      title={`Send order ${order.orderId} out for delivery`}
      description="The order leaves the workshop: it is out for delivery, and the customer is told by e-mail."
      size="sm"
      submitLabel="Send out"
      busy={busy}
      busyLabel="Sending out…"
      onClose={onClose}
      onSubmit={submit}
      className="space-y-3"
    >
      {unready && (
        <>
          <p className="rounded-lg border border-amber-400 bg-amber-50 px-3 py-2 text-sm text-amber-950">
            <span className="font-semibold">Not marked ready:</span> the florist has not photographed this order yet.
          </p>
          <TextField
            label="Why is it leaving now?"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxLength={300}
            required
            error={reasonProblem}
            data-autofocus
          />
        </>
      )}
      <TextField
        label="Tracking number (optional)"
        value={tracking}
        onChange={(e) => setTracking(e.target.value)}
        maxLength={80}
        autoComplete="off"
        hint="A courier's tracking number, or leave empty for the shop's own rider."
        data-autofocus={!unready || undefined}
      />
      <FormAlert message={error} />
    </FormDialog>
  );
}
