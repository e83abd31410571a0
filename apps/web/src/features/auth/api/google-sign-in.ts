// Signing in with Google: the browser goes to GET /api/auth/google (a full page load, not fetch),
// and comes back to /login with a one-time code in the fragment that POST /api/auth/google/exchange
// turns into a session, like any other sign-in's answer.
import type { AuthAnswer, GoogleExchangeBody } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';

/** Where the Google button sends the browser; `returnTo` is the full path to come back to. */
export const googleStartUrl = (returnTo: string) => `/api/auth/google?returnTo=${encodeURIComponent(returnTo)}`;

export function exchangeGoogleCode(body: GoogleExchangeBody): Promise<AuthAnswer> {
  // A used or late code is an answer to show, not a lost session.
  return apiRequest<AuthAnswer>('/auth/google/exchange', { method: 'POST', body, ignoreUnauthorized: true });
}
