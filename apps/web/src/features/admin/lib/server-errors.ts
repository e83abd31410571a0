// Puts the server's field errors ({path, message}) on the admin form's own fields, so 'Invalid
// category selected' shows under Category rather than only in a toast. A nested path
// ('images.2') lands on its list field ('images').
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api';

/** Returns whether any field got an error. */
export function showServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]): boolean {
  if (!(error instanceof ApiError)) return false;
  let placed = false;
  for (const e of error.errors) {
    const head = e.path.split('.')[0];
    const field = fields.find((f) => f === e.path || f === head);
    if (!field) continue;
    // The first one takes the focus, which also scrolls it into view inside the dialog.
    setError(field, { type: 'server', message: e.message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}
