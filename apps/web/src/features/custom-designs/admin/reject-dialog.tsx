// Reject: staff turn a pending design down with a reason (required), which the customer reads
// under My Orders. A dialog rather than window.prompt: labelled, styled, and the reason can be long.
import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { FormAlert } from '../../../components/form-alert';
import { TextAreaField } from '../../../components/form-field';
import { errorMessage } from '../../../lib/api';
import { FormDialog } from '../../../components/form-dialog';
import { useRejectDesign } from '../api/reject-design';
import type { CustomOrder } from '../lib/types';

export const REJECTED = 'Custom order rejected';
export const REJECT_FAILED = 'Failed to reject custom order';
export const REASON_REQUIRED = 'Please give a reason';

export function RejectDialog({ design, onClose }: { design: CustomOrder; onClose: () => void }) {
  const reject = useRejectDesign();
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const rejectionReason = reason.trim();
    if (!rejectionReason) {
      setInvalid(true);
      return;
    }
    setFailure(null);
    try {
      await reject.mutateAsync({ id: design._id, body: { rejectionReason } });
      toast.success(REJECTED);
      onClose();
    } catch (error) {
      toast.error(REJECT_FAILED);
      setFailure(errorMessage(error, REJECT_FAILED));
    }
  }

  return (
    <FormDialog
      title={`Reject ${design.customOrderId}?`}
      description="The customer sees your reason with their design."
      size="sm"
      submitLabel="Reject design"
      submitVariant="danger"
      busy={reject.isPending}
      busyLabel="Rejecting…"
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
      className="space-y-3"
    >
      <TextAreaField
        label="Reason for rejection"
        required
        rows={4}
        maxLength={1000}
        value={reason}
        onChange={(e) => {
          setReason(e.target.value);
          if (e.target.value.trim()) setInvalid(false);
        }}
        error={invalid ? REASON_REQUIRED : undefined}
        placeholder="e.g. We cannot source blue orchids this season."
        data-autofocus
      />
      <FormAlert message={failure} />
    </FormDialog>
  );
}
