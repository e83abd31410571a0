// The footer's newsletter box (POST /api/newsletter, double opt-in): the address is checked with
// the contract's schema, and the answer stays under the box, not only in a toast that fades.
// The footer is on every first load, so the schemas (zod and the whole contract, about 20 KB
// gzipped) are fetched only when someone subscribes.
import { useId, useState, type FormEvent } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Spinner } from '../../../components/spinner';
import { errorMessage, isRateLimited } from '../../../lib/api';
import { useLanguage } from '../../../i18n/i18n';
import { subscribeToNewsletter } from '../api/newsletter';

export const CHECK_YOUR_INBOX = msg`Almost there! Check your inbox to confirm your subscription.`;

type Answer = { kind: 'error' | 'done'; text: string } | null;

export function NewsletterForm() {
  const { t } = useLingui();
  const language = useLanguage();
  const id = useId();
  const [email, setEmail] = useState('');
  const [answer, setAnswer] = useState<Answer>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setAnswer(null);
    setBusy(true);
    try {
      const { NewsletterBodySchema } = await import('@phoolwari/contracts');
      const parsed = NewsletterBodySchema.safeParse({ email });
      if (!parsed.success) {
        setAnswer({ kind: 'error', text: t`Enter a valid e-mail address` });
        return;
      }
      await subscribeToNewsletter(parsed.data.email, language);
      setAnswer({ kind: 'done', text: t(CHECK_YOUR_INBOX) });
      setEmail('');
    } catch (e) {
      // A failed chunk load is not an ApiError: the generic words cover it.
      setAnswer({
        kind: 'error',
        text: isRateLimited(e)
          ? t`Too many sign-ups from here. Please try again in a few minutes.`
          : errorMessage(e, t`Could not subscribe. Please try again.`),
      });
    } finally {
      setBusy(false);
    }
  }

  const error = answer?.kind === 'error' ? answer.text : null;
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-2">
      <label htmlFor={id} className="block text-sm text-gray-300">
        <Trans>Your e-mail address</Trans>
      </label>
      {/* Side by side where the column is wide; stacked in the desktop footer's narrow column, so the
          whole placeholder shows. */}
      <div className="flex flex-col gap-2 min-[420px]:flex-row lg:flex-col">
        <input
          id={id}
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-answer`}
          placeholder="you@example.com"
          className="min-w-0 flex-1 rounded-lg border border-gray-600 bg-gray-800 px-3 py-2 text-base text-white placeholder:text-gray-400 focus:outline-2 focus:outline-offset-1 focus:outline-brand-100"
        />
        <button
          type="submit"
          disabled={busy}
          aria-busy={busy || undefined}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-100 disabled:opacity-70"
        >
          {busy && <Spinner className="h-4 w-4" />}
          <Trans>Subscribe</Trans>
        </button>
      </div>
      {/* Always present, so the answer is announced when it appears. */}
      <p id={`${id}-answer`} aria-live="polite" className={`text-sm empty:hidden ${error ? 'text-red-300' : 'text-green-300'}`}>
        {answer?.text ?? ''}
      </p>
    </form>
  );
}
