// Edit mode (spec §2 Orders): a delivery status, the tracking number and a note. Only what changed
// is sent; the status list holds the moves the server would accept from here, each saying what it
// does to the order.
import { useState, type FormEvent } from 'react';
import type { DeliveryUpdateBody, Order } from '@phoolwari/contracts';
import { FormAlert } from '../../../components/form-alert';
import { SelectField, TextAreaField, TextField } from '../../../components/form-field';
import { FormDialog } from '../../../components/form-dialog';
import { statusLabel } from '../../../components/order-status-badges';
import { deliveryChoices, plannedMove } from '../lib/order-moves';

interface EditDeliveryDialogProps {
  order: Order;
  busy: boolean;
  error: string | null;
  onSave: (body: DeliveryUpdateBody) => void;
  onClose: () => void;
}

export const NOTHING_TO_SAVE = 'Change the status, the tracking number or add a note to save';

export function EditDeliveryDialog({ order, busy, error, onSave, onClose }: EditDeliveryDialogProps) {
  const [deliveryStatus, setDeliveryStatus] = useState('');
  const [tracking, setTracking] = useState(order.trackingNumber ?? '');
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const choices = deliveryChoices(order);

  function submit(event: FormEvent) {
    event.preventDefault();
    const body: DeliveryUpdateBody = {};
    const chosen = choices.find((c) => c === deliveryStatus);
    if (chosen) body.deliveryStatus = chosen;
    if (tracking.trim() !== (order.trackingNumber ?? '')) body.trackingNumber = tracking.trim();
    if (notes.trim()) body.notes = notes.trim();
    if (Object.keys(body).length === 0) {
      setProblem(NOTHING_TO_SAVE);
      return;
    }
    setProblem(null);
    onSave(body);
  }

  return (
    <FormDialog
      title={`Edit delivery of order ${order.orderId}`}
      description={`Now ${statusLabel(order.orderStatus)}, delivery ${statusLabel(order.deliveryStatus)}.`}
      submitLabel="Save"
      busy={busy}
      busyLabel="Saving…"
      onClose={onClose}
      onSubmit={submit}
      className="space-y-4"
    >
      <SelectField label="Delivery status" value={deliveryStatus} onChange={(e) => setDeliveryStatus(e.target.value)} data-autofocus>
        <option value="">Keep: {statusLabel(order.deliveryStatus)}</option>
        {choices.map((c) => {
          const next = plannedMove(order, c);
          const orderChange = next && next.orderStatus !== order.orderStatus ? ` (order becomes ${statusLabel(next.orderStatus)})` : '';
          return (
            <option key={c} value={c}>
              {statusLabel(c)}
              {orderChange}
            </option>
          );
        })}
      </SelectField>
      {choices.length === 0 && (
        <p className="-mt-2 text-sm text-gray-700">The delivery status cannot change from here; the tracking number and notes still can.</p>
      )}
      <TextField
        label="Tracking number"
        value={tracking}
        onChange={(e) => setTracking(e.target.value)}
        maxLength={80}
        autoComplete="off"
        hint="Leave empty to remove it."
      />
      <TextAreaField
        label="Notes"
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
        maxLength={1000}
        rows={3}
        hint="Kept in the order's history with your name, e.g. 'Left with the neighbour'."
      />
      <FormAlert message={problem ?? error} />
    </FormDialog>
  );
}
