// A confirmation that asks why: cancelling an order (the desk's, with a reason the customer reads;
// the customer's own, optionally), or a cash delivery refused at the door. It says what follows
// before anything is sent, and keeps the focus on the harmless button so Enter changes nothing.
import { useId, useState, type FormEvent } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button } from './button';
import { FormAlert } from './form-alert';
import { TextAreaField } from './form-field';
import { Modal } from './modal';

export const REASON_REQUIRED = msg`Give a reason (at least 3 characters)`;

interface ReasonDialogProps {
  title: string;
  /** What follows, read with the title. */
  description: string;
  reason: { label: string; required: boolean; maxLength: number; placeholder?: string; hint?: string };
  /** The harmless way out ('Keep order'), focused first. */
  keepLabel: string;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  error: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

export function ReasonDialog({ title, description, reason, keepLabel, confirmLabel, busyLabel, busy, error, onConfirm, onClose }: ReasonDialogProps) {
  const { t } = useLingui();
  const formId = useId();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (reason.required && text.trim().length < 3) {
      setInvalid(true);
      return;
    }
    onConfirm(text.trim());
  }

  return (
    <Modal
      role="alertdialog"
      title={title}
      description={description}
      onClose={() => {
        if (!busy) onClose();
      }}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy} data-autofocus>
            {keepLabel}
          </Button>
          <Button type="submit" form={formId} variant="danger" busy={busy} busyLabel={busyLabel}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} className="space-y-3" noValidate>
        <TextAreaField
          label={reason.label}
          required={reason.required}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            if (invalid && e.target.value.trim().length >= 3) setInvalid(false);
          }}
          maxLength={reason.maxLength}
          rows={reason.required ? 3 : 2}
          error={invalid ? t(REASON_REQUIRED) : undefined}
          placeholder={reason.placeholder}
          hint={reason.hint}
        />
        <FormAlert message={error} />
      </form>
    </Modal>
  );
}
