// The create/edit dialog every admin form uses: a modal whose footer holds Cancel and the submit
// button of the form inside it (linked by the form's id, so Enter in a field submits too), with the
// same busy state and wording everywhere.
import { useId, type FormEvent, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from './button';
import { Modal } from './modal';

interface FormDialogProps {
  title: string;
  submitLabel: string;
  busy: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  size?: 'sm' | 'md' | 'lg';
  /** Classes of the form: fields stacked (default) or e.g. two columns from a tablet up. */
  className?: string;
  children: ReactNode;
}

export function FormDialog({ title, submitLabel, busy, onClose, onSubmit, size, className = 'space-y-4', children }: FormDialogProps) {
  const { t } = useLingui();
  const formId = useId();
  return (
    <Modal
      title={title}
      onClose={onClose}
      {...(size ? { size } : {})}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form={formId} busy={busy} busyLabel={t`Saving…`}>
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
