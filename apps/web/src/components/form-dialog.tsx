// The create/edit dialog every admin form uses: a modal whose footer holds Cancel and the submit
// button of the form inside it (linked by the form's id, so Enter in a field submits too), with the
// same busy state and wording everywhere. While the form is busy the dialog stays open (Cancel and
// Escape wait), so an answer never arrives at a closed dialog.
import { useId, type FormEvent, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, type ButtonVariant } from './button';
import { Modal } from './modal';

interface FormDialogProps {
  title: string;
  /** A line under the title: what happens on submit. */
  description?: string;
  submitLabel: string;
  busy: boolean;
  /** What the submit button says while busy (default "Saving…"). */
  busyLabel?: string;
  /** 'danger' for a submit that cannot be taken back (a refund, a rejection). */
  submitVariant?: ButtonVariant;
  /** The button that leaves without submitting (default "Cancel"). */
  cancelLabel?: string;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  size?: 'sm' | 'md' | 'lg';
  /** Classes of the form: fields stacked (default) or e.g. two columns from a tablet up. */
  className?: string;
  children: ReactNode;
}

export function FormDialog({
  title,
  description,
  submitLabel,
  busy,
  busyLabel,
  submitVariant,
  cancelLabel,
  onClose,
  onSubmit,
  size,
  className = 'space-y-4',
  children,
}: FormDialogProps) {
  const { t } = useLingui();
  const formId = useId();
  return (
    <Modal
      title={title}
      {...(description ? { description } : {})}
      onClose={() => {
        if (!busy) onClose();
      }}
      {...(size ? { size } : {})}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {cancelLabel ?? <Trans>Cancel</Trans>}
          </Button>
          <Button type="submit" form={formId} variant={submitVariant} busy={busy} busyLabel={busyLabel ?? t`Saving…`}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className={className}>
        {children}
      </form>
    </Modal>
  );
}
