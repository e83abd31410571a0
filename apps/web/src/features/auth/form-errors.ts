// Puts the server's field errors ({path, message}) on the form's own fields, so a rejected e-mail
// or phone shows under that field rather than only in a toast.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api';

/** Returns whether any field got an error, so the form need not repeat it in a banner. */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]): boolean {
  if (!(error instanceof ApiError)) return false;
  let placed = false;
  for (const e of error.errors) {
    const field = fields.find((f) => f === e.path);
    if (field) {
      // The first one takes the focus, which also scrolls it into view on a phone.
      setError(field, { type: 'server', message: e.message }, { shouldFocus: !placed });
      placed = true;
    }
  }
  // The one conflict the server names without a path.
  const emailField = fields.find((f) => f === 'email');
  if (error.code === 'EMAIL_TAKEN' && emailField) {
    setError(emailField, { type: 'server', message: error.message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}

/** Where to return after signing in: a same-site path handed over in location.state.from. */
export function returnPath(state: unknown): string {
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  let path: string | undefined;
  if (typeof from === 'string') path = from;
  else if (typeof from === 'object' && from !== null && typeof (from as { pathname?: unknown }).pathname === 'string') {
    const loc = from as { pathname: string; search?: unknown; hash?: unknown };
    path = loc.pathname + (typeof loc.search === 'string' ? loc.search : '') + (typeof loc.hash === 'string' ? loc.hash : '');
  }
  // Only paths inside the shop, and never back to a sign-in page.
  if (!path || !path.startsWith('/') || path.startsWith('//') || /^\/(login|signup|admin-login)\b/.test(path)) return '/';
  return path;
}
