// "Delivered": a photo at the door (the phone's camera) and who took the flowers, sent with
// progress. A cash order reminds the rider of the cash to collect before confirming.
import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { RiderDelivery } from '@phoolwari/contracts';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { errorMessage } from '../../../lib/api';
import { formatRupees } from '../../../lib/money';
import { useDelivered } from '../api/my-deliveries';

export function DeliveredDialog({ delivery, onClose }: { delivery: RiderDelivery; onClose: () => void }) {
  const { t } = useLingui();
  const delivered = useDelivered(delivery._id);
  const formId = useId();
  const orderId = delivery.orderId;
  const recipient = delivery.recipient.name;
  const cash = delivery.collect !== null ? formatRupees(delivery.collect) : null;
  const percent = delivered.percent;
  const [receivedBy, setReceivedBy] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problems, setProblems] = useState<{ receivedBy?: string; photo?: string }>({});
  const busy = delivered.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = { ...(receivedBy.trim() ? {} : { receivedBy: t`Say who received the flowers` }), ...(photo ? {} : { photo: t`Take a photo at the door` }) };
    setProblems(found);
    if (!photo || found.receivedBy) return;
    delivered.mutate({ photo, receivedBy: receivedBy.trim() }, { onSuccess: onClose });
  }

  return (
    <Modal
      title={t`Delivered: ${orderId}`}
      description={cash !== null ? t`Collect ${cash} in cash before you confirm.` : t`To ${recipient}.`}
      onClose={() => {
        if (!busy) onClose();
      }}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy} className="min-h-12">
            {t`Back`}
          </Button>
          <Button type="submit" form={formId} busy={busy} busyLabel={percent !== null ? t`Sending… ${percent}%` : t`Sending…`} className="min-h-12">
            {cash !== null ? t`Cash collected, delivered` : t`Confirm delivered`}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} className="space-y-4" noValidate>
        <TextField
          label={t`Received by`}
          required
          value={receivedBy}
          maxLength={80}
          autoComplete="off"
          placeholder={t`e.g. Amma, or the neighbour`}
          onChange={(e) => setReceivedBy(e.target.value)}
          error={problems.receivedBy}
        />
        <div className="space-y-2">
          <label className="flex min-h-12 cursor-pointer items-center justify-center rounded-lg border-2 border-dashed border-gray-400 px-3 text-base font-medium text-gray-900 focus-within:outline-2 focus-within:outline-brand-600">
            {photo ? t`Retake photo` : t`Take photo at the door`}
            <input
              type="file"
              accept="image/*"
              capture="environment"
              className="sr-only"
              onChange={(e) => {
                const file = e.target.files?.[0] ?? null;
                setPhoto(file);
                if (preview) URL.revokeObjectURL(preview);
                setPreview(file ? URL.createObjectURL(file) : null);
                if (file) setProblems((p) => ({ ...p, photo: undefined }));
              }}
            />
          </label>
          {preview && <img src={preview} alt={t`Photo of the delivery`} className="max-h-48 w-full rounded-lg object-cover" />}
          {problems.photo && <p className="text-sm text-red-700">{problems.photo}</p>}
          {delivered.percent !== null && <progress max={100} value={delivered.percent} aria-label={t`Photo upload`} className="h-2 w-full accent-brand-600" />}
        </div>
        <FormAlert message={delivered.isError ? errorMessage(delivered.error, t`Could not mark it delivered. Please try again.`) : null} />
      </form>
    </Modal>
  );
}
