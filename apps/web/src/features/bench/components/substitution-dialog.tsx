// "Substitution": what the florist replaced, by what, why (optional) and a photo of it. On saving,
// the customer is told at once by mail and phone message with the photo. The server checks the
// words again; its refusal shows here and nothing is kept.
import { useState, type FormEvent } from 'react';
import { SubstitutionFieldsSchema, type BenchOrder } from '@phoolwari/contracts';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/form-field';
import { FormDialog } from '../../../components/form-dialog';
import { errorMessage } from '../../../lib/api';
import { useRecordSubstitution } from '../api/record-substitution';

export function SubstitutionDialog({ order, onClose, onSaved }: { order: BenchOrder; onClose: () => void; onSaved: () => void }) {
  const record = useRecordSubstitution(order._id);
  const [replaced, setReplaced] = useState('');
  const [replacement, setReplacement] = useState('');
  const [reason, setReason] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const busy = record.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = SubstitutionFieldsSchema.safeParse({ replaced, replacement, reason });
    const found: Record<string, string> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
    if (!photo) found.photo = 'Take a photo of the substitution';
    setProblems(found);
    if (!parsed.success || !photo) return;
    record.mutate({ photo, fields: parsed.data }, { onSuccess: onSaved });
  }

  return (
    <FormDialog
      title={`Substitution in order ${order.orderId}`}
      description="The customer is told at once, by mail and phone message, with your photo."
      size="sm"
      submitLabel="Tell the customer"
      busy={busy}
      busyLabel={record.percent !== null ? `Uploading… ${record.percent}%` : 'Saving…'}
      onClose={onClose}
      onSubmit={submit}
      className="space-y-3"
    >
      <TextField
        label="Replaced"
        value={replaced}
        onChange={(e) => setReplaced(e.target.value)}
        maxLength={120}
        required
        error={problems.replaced}
        data-autofocus
      />
      <TextField
        label="Replaced by"
        value={replacement}
        onChange={(e) => setReplacement(e.target.value)}
        maxLength={120}
        required
        error={problems.replacement}
      />
      <TextField label="Why (optional)" value={reason} onChange={(e) => setReason(e.target.value)} maxLength={300} error={problems.reason} />
      <TextField
        label="Photo"
        type="file"
        accept="image/*"
        capture="environment"
        required
        error={problems.photo}
        onChange={(e) => setPhoto(e.target.files?.[0] ?? null)}
      />
      <FormAlert message={record.isError ? errorMessage(record.error, 'The substitution could not be saved. Please try again.') : null} />
    </FormDialog>
  );
}
