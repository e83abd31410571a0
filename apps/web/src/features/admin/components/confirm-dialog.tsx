// "Are you sure?" before a destructive or account-changing step (deleting a product, disabling a
// user), instead of window.confirm: styled, announced as an alert dialog, Cancel focused first so
// a stray Enter does nothing harmful.
import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '../../../components/button';
import { Modal } from '../../../components/modal';

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel?: string;
  variant?: ButtonVariant;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ title, children, confirmLabel, busyLabel, variant = 'danger', busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Modal
      role="alertdialog"
      size="sm"
      title={title}
      onClose={() => {
        if (!busy) onCancel();
      }}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy} data-autofocus>
            Cancel
          </Button>
          <Button variant={variant} onClick={onConfirm} busy={busy} busyLabel={busyLabel}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="text-sm text-gray-800">{children}</div>
    </Modal>
  );
}
