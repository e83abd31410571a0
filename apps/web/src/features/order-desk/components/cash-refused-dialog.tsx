// "Refused" on a cash-on-delivery order at the door: says what follows (the delivery fails, the
// order is cancelled, its stock comes back, and two refusals mean paying online next time) and
// takes an optional note; "Keep order" has the focus so Enter harms nothing.
import { useId, useState, type FormEvent } from 'react';
import type { Order } from '@phoolwari/contracts';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { TextAreaField } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { formatRupees } from '../../../lib/money';

interface CashRefusedDialogProps {
  order: Order;
  busy: boolean;
  error: string | null;
  onRefused: (note: string) => void;
  onClose: () => void;
}

export function CashRefusedDialog({ order, busy, error, onRefused, onClose }: CashRefusedDialogProps) {
  const formId = useId();
  const [note, setNote] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    onRefused(note.trim());
  }
  return (
    <Modal
      role="alertdialog"
      title={`Cash refused for order ${order.orderId}?`}
      description={`The ${formatRupees(order.totalAmount)} was not paid at the door: the delivery is marked failed and the order cancelled. After two refusals the customer can only pay online.`}
      onClose={() => {
        if (!busy) onClose();
      }}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy} data-autofocus>
            Keep order
          </Button>
          <Button type="submit" form={formId} variant="danger" busy={busy} busyLabel="Saving…">
            Record refusal
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} className="space-y-3" noValidate>
        <TextAreaField label="What happened (optional)" value={note} onChange={(e) => setNote(e.target.value)} maxLength={300} rows={2} placeholder="e.g. Nobody at home; recipient would not pay" />
        <FormAlert message={error} />
      </form>
    </Modal>
  );
}
