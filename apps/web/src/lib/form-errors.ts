// Puts the server's field errors ({path, message}) on the form's own fields, so a rejected e-mail
// or 'Invalid category selected' shows under its field rather than only in a toast. A nested path
// ('images.2') lands on its list field ('images'). Every form of the shop and the admin uses it.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api';

/** Returns whether any field got an error, so the form need not repeat it in a banner. */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]): boolean {
  if (!(error instanceof ApiError)) return false;
  let placed = false;
  for (const e of error.errors) {
    const head = e.path.split('.')[0];
    const field = fields.find((f) => f === e.path || f === head);
    if (!field) continue;
    // The first one takes the focus, which also scrolls it into view on a phone or in a dialog.
    setError(field, { type: 'server', message: e.message }, { shouldFocus: !placed });
    placed = true;
  }
  // The one conflict the server names without a path.
  const emailField = fields.find((f) => f === 'email');
  if (error.code === 'EMAIL_TAKEN' && emailField) {
    setError(emailField, { type: 'server', message: error.message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}
