// "Delay": the desk tells the customer their order will be late, why, and when it is now expected
// (shop time). The server makes the new time the order's and sends the mail and phone message in
// the customer's language; a time gone by is refused there too.
import { useState, type FormEvent } from 'react';
import { DelayBodySchema, type Order } from '@phoolwari/contracts';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/form-field';
import { FormDialog } from '../../../components/form-dialog';

/** '2026-11-23T18:30' in shop time (India, +05:30 all year) as an instant. */
export const shopLocalToIso = (local: string) => new Date(`${local}:00+05:30`).toISOString();

/** Now plus `hours`, as a datetime-local value in shop time. */
const shopLocalIn = (hours: number) => new Date(Date.now() + hours * 3_600_000 + 330 * 60_000).toISOString().slice(0, 16);

interface DelayDialogProps {
  order: Order;
  busy: boolean;
  error: string | null;
  onAnnounce: (body: { reason: string; expectedAt: string }) => void;
  onClose: () => void;
}

export function DelayDialog({ order, busy, error, onAnnounce, onClose }: DelayDialogProps) {
  const [reason, setReason] = useState('');
  const [expected, setExpected] = useState(shopLocalIn(2));
  const [problems, setProblems] = useState<Record<string, string>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const expectedAt = /^\d{4}-\d\d-\d\dT\d\d:\d\d$/.test(expected) ? shopLocalToIso(expected) : '';
    const parsed = DelayBodySchema.safeParse({ reason, expectedAt });
    const found: Record<string, string> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
    else if (Date.parse(parsed.data.expectedAt) <= Date.now()) found.expectedAt = 'The new expected time must be later than now';
    setProblems(found);
    if (parsed.success && Object.keys(found).length === 0) onAnnounce(parsed.data);
  }

  return (
    <FormDialog
      title={`Announce a delay for order ${order.orderId}`}
      description="The customer is told at once, by mail and phone message in their language, with the reason and the new time."
      size="sm"
      submitLabel="Tell the customer"
      busy={busy}
      busyLabel="Telling the customer…"
      onClose={onClose}
      onSubmit={submit}
      className="space-y-3"
    >
      <TextField label="Reason" value={reason} onChange={(e) => setReason(e.target.value)} maxLength={300} required error={problems.reason} data-autofocus />
      <TextField
        label="Now expected (shop time)"
        type="datetime-local"
        value={expected}
        onChange={(e) => setExpected(e.target.value)}
        required
        error={problems.expectedAt}
      />
      <FormAlert message={error} />
    </FormDialog>
  );
}
