// The footer's newsletter box. It asks POST /api/newsletter (double opt-in, DESIGN.md); while that
// endpoint does not exist yet (404) it says plainly that nothing was saved — no pretend success.
import { useId, useState, type FormEvent } from 'react';
import { Spinner } from '../../components/spinner';
import { ApiError, apiRequest, errorMessage } from '../../lib/api';
import { toast } from '../toast-store';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function NewsletterForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const clean = email.trim();
    if (!EMAIL_PATTERN.test(clean)) {
      setError('Enter a valid e-mail address');
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await apiRequest<unknown>('/newsletter', { method: 'POST', body: { email: clean } });
      toast.success('Almost there! Please confirm your subscription from the e-mail we just sent you.');
      setEmail('');
    } catch (e) {
      if (e instanceof ApiError && e.statusCode === 404) {
        toast.info('Our newsletter has not started yet, so your e-mail was not saved. Please check back soon.');
      } else {
        toast.error(errorMessage(e, 'Could not subscribe. Please try again.'));
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-2">
      <label htmlFor={id} className="block text-sm text-gray-300">
        Your e-mail address
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          placeholder="you@example.com"
          className="min-w-0 flex-1 rounded-lg border border-gray-600 bg-gray-800 px-3 py-2 text-base text-white placeholder:text-gray-400 focus:outline-2 focus:outline-offset-1 focus:outline-brand-100"
        />
        <button
          type="submit"
          disabled={busy}
          aria-busy={busy || undefined}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-100 disabled:opacity-70"
        >
          {busy && <Spinner className="h-4 w-4" />}
          Subscribe
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-300">
          {error}
        </p>
      )}
    </form>
  );
}
