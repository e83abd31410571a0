// The Google button (only in a shop whose owner configured Google sign-in) and the return from
// Google: the one-time code in the fragment is exchanged for the session, or the reason Google
// sign-in failed is said, in the page's language.
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GoogleSignInError } from '@phoolwari/contracts';
import { pathIn } from '@phoolwari/contracts/storefront-values';
import { errorMessage } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { useLanguage } from '../../../i18n/i18n';
import { exchangeGoogleCode, googleStartUrl } from '../api/google-sign-in';
import { useSignInOptions } from '../api/phone-sign-in';
import { returnPath } from '../return-path';

/** A link that starts signing in with Google; nothing at all when the shop does not offer it. */
export function GoogleSignInButton() {
  const options = useSignInOptions();
  const location = useLocation();
  const language = useLanguage();
  if (options.data?.google !== true) return null;
  // Back to where the visitor was headed, in the language they read the shop in.
  const returnTo = pathIn(language, returnPath(location.state));
  return (
    <div className="mt-6">
      <div className="flex items-center gap-3 text-xs text-gray-600">
        <span className="h-px flex-1 bg-gray-200" />
        <Trans>or</Trans>
        <span className="h-px flex-1 bg-gray-200" />
      </div>
      {/* A plain link: the browser leaves the shop for Google and back, so no script is involved. */}
      <a
        href={googleStartUrl(returnTo)}
        className="mt-4 flex min-h-11 w-full items-center justify-center gap-2 rounded-lg border border-gray-300 bg-white px-3 text-sm font-semibold text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <GoogleMark />
        <Trans>Continue with Google</Trans>
      </a>
    </div>
  );
}

function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" className="h-5 w-5">
      <path fill="#EA4335" d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z" />
      <path fill="#4285F4" d="M46.1 24.6c0-1.6-.1-3.1-.4-4.6H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.8c4.3-4 6.9-9.9 6.9-17.1z" />
      <path fill="#FBBC05" d="M10.5 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.8-6.1z" />
      <path fill="#34A853" d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.8c-2.1 1.4-4.8 2.3-8.5 2.3-6.2 0-11.5-4.1-13.4-9.8l-7.9 6.1C6.6 42.6 14.6 48 24 48z" />
    </svg>
  );
}

/** What the return from Google leaves in the page's history state once the fragment is gone. */
interface GoogleReturnState {
  from?: string;
  /** The exchange of the one-time code this page load started (a key of `exchanging`). */
  googleSignIn?: string;
  /** Why Google sign-in failed (GoogleSignInError; anything else reads as 'failed'). */
  googleError?: string;
}

/**
 * Exchanges under way in this page load. The history state outlives a reload, an exchange does
 * not: a reloaded page finds its exchange missing here and shows the forms instead of waiting.
 */
const exchanging = new Set<string>();

/**
 * The return from Google on /login: `#google=<code>&to=<path>` is exchanged for the session (then
 * the page sends the customer on to `to`), `#google-error=<reason>` is said. The fragment is taken
 * off the address at once, so the code stays neither in history nor in a copied link; what the page
 * shows meanwhile rides in the history state instead. The fragment is read after hydration (it is
 * never sent to the server, so the server's page cannot know it).
 */
export function useGoogleReturn(): { signingIn: boolean; failure: string | null } {
  const location = useLocation();
  const navigate = useNavigate();
  const { adopt } = useSession();
  const { t } = useLingui();
  const [exchangeFailure, setExchangeFailure] = useState<string | null>(null);
  // A code works once: a second run of the effect (React's strict mode) must not spend it again.
  const handled = useRef<string | null>(null);

  const reasons: Record<GoogleSignInError, string> = {
    denied: t`Google sign-in was cancelled. You can try again, or sign in another way.`,
    state: t`This Google sign-in took too long or was started in another window. Please try again.`,
    unverified: t`Google has not verified the e-mail address of that account, so it cannot sign in here. Please sign in another way.`,
    disabled: t`This account is disabled. Please contact the shop.`,
    failed: t`Signing in with Google did not work. Please try again, or sign in another way.`,
  };
  const failedMessage = reasons.failed;

  useEffect(() => {
    const fragment = new URLSearchParams(location.hash.slice(1));
    const code = fragment.get('google');
    const error = fragment.get('google-error');
    if ((!code && !error) || handled.current === location.hash) return;
    handled.current = location.hash;
    const here = { pathname: location.pathname, search: location.search };
    const state = (location.state ?? {}) as GoogleReturnState;
    if (error) {
      void navigate(here, { replace: true, state: { ...state, googleError: error } satisfies GoogleReturnState });
      return;
    }
    // Once signed in, the page's own redirect (returnPath of the state) takes the customer on.
    const exchange = crypto.randomUUID();
    exchanging.add(exchange);
    void navigate(here, { replace: true, state: { from: fragment.get('to') ?? '/', googleSignIn: exchange } satisfies GoogleReturnState });
    exchangeGoogleCode({ code: code! })
      .then((answer) => adopt(answer))
      .catch((e: unknown) => setExchangeFailure(errorMessage(e, failedMessage)))
      .finally(() => exchanging.delete(exchange));
  }, [location, navigate, adopt, failedMessage]);

  const state = (location.state ?? {}) as GoogleReturnState;
  const reason = state.googleError === undefined ? null : Object.hasOwn(reasons, state.googleError) ? (state.googleError as GoogleSignInError) : 'failed';
  return {
    signingIn: state.googleSignIn !== undefined && exchanging.has(state.googleSignIn) && exchangeFailure === null,
    failure: exchangeFailure ?? (reason ? reasons[reason] : null),
  };
}
