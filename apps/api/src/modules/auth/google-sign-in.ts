// Signing in with Google (OpenID Connect, the authorization-code flow with PKCE, state and nonce),
// offered only when the owner has configured a client. openid-client does the protocol: discovery,
// the token request and every check of the ID token (signature from the provider's keys, issuer,
// audience, expiry, nonce); nothing here reads a JWT by hand.
//
// The flow's secrets (state, nonce, PKCE verifier) and where to return wait in a short-lived
// HttpOnly cookie signed with a key derived from the server's secret, SameSite=Lax so it comes
// back on Google's top-level redirect; it is scoped to these routes and cleared by the callback.
//
// Handing the session to the web app: the web keeps its bearer token in localStorage (it sends it
// in a header, not a cookie), so a redirect cannot carry the session itself. A token in the URL
// would sit in the browser's history and logs, and a session cookie would be a second way of being
// signed in that every route would have to guard against cross-site requests. So the callback
// leaves a one-time code in the redirect's fragment (never sent to a server, so never in access
// logs or a Referer), and the web exchanges it by POST for the same answer as any other sign-in
// (and the guest cart merges there, like any other sign-in). The code works once, for a minute,
// and only its hash is kept.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import * as oidc from 'openid-client';
import type { FastifyBaseLogger } from 'fastify';
import { appPathOf, languageOfPath, pathIn } from '@phoolwari/contracts/storefront-values';
import { sameSiteReturnPath } from '@phoolwari/contracts/return-path';
import type { GoogleSignInError } from '@phoolwari/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { unauthorized } from '../../platform/errors';
import { wording } from '../../platform/i18n/translator';
import * as messages from './messages';
import * as repo from './repo';
import type { AuthService } from './service';

export const GOOGLE_FLOW_COOKIE = 'phoolwari_google';
/** Long enough to choose an account and consent, short enough that a stale flow is not kept. */
const FLOW_MINUTES = 10;
/** The one-time code only has to survive the web app's first request after the redirect. */
const HANDOVER_SECONDS = 60;
const CALLBACK_PATH = '/api/auth/google/callback';

interface FlowCookie {
  state: string;
  nonce: string;
  verifier: string;
  returnTo: string;
  /** Epoch milliseconds after which the flow is refused. */
  expiresAt: number;
}

export interface GoogleSignInDeps {
  db: Db;
  auth: Pick<AuthService, 'startSession'>;
  clock: Clock;
  /** Undefined when the owner has not configured Google sign-in. */
  client: { clientId: string; clientSecret: string; issuerUrl: string } | undefined;
  /** The server's secret: the flow cookie's key is derived from it. */
  secret: string;
  publicUrl: string;
  log: FastifyBaseLogger;
}

export function createGoogleSignIn({ db, auth, clock, client, secret, publicUrl, log }: GoogleSignInDeps) {
  const key = createHmac('sha256', secret).update('phoolwari google sign-in flow cookie').digest();
  const sign = (value: string) => createHmac('sha256', key).update(value).digest('base64url');
  const cookieAttributes = `Path=/api/auth/google; HttpOnly; SameSite=Lax${publicUrl.startsWith('https:') ? '; Secure' : ''}`;
  const redirectUri = `${publicUrl}${CALLBACK_PATH}`;
  const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

  // Discovered once, on first use (a shop that boots while Google is unreachable still boots); a
  // failed discovery is tried again by the next sign-in.
  let discovered: Promise<oidc.Configuration> | null = null;
  function configuration(): Promise<oidc.Configuration> {
    if (!client) throw new Error('Google sign-in is not configured');
    discovered ??= oidc
      .discovery(new URL(client.issuerUrl), client.clientId, client.clientSecret, undefined, {
        // Config refuses a plain-HTTP issuer in production: only a local test's fake speaks it.
        execute: client.issuerUrl.startsWith('http:') ? [oidc.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        discovered = null;
        throw error;
      });
    return discovered;
  }

  function readFlow(cookieHeader: string | undefined): FlowCookie | null {
    const match = new RegExp(`(?:^|;\\s*)${GOOGLE_FLOW_COOKIE}=([\\w-]+)\\.([\\w-]{43})(?:;|$)`).exec(cookieHeader ?? '');
    if (!match) return null;
    const [, body, signature] = match;
    const expected = Buffer.from(sign(body!));
    const given = Buffer.from(signature!);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const flow = JSON.parse(Buffer.from(body!, 'base64url').toString('utf8')) as FlowCookie;
    return flow.expiresAt > clock().getTime() ? flow : null;
  }

  /** Where a failed sign-in lands: the sign-in page, in the visitor's language, saying why. */
  const failure = (reason: GoogleSignInError, returnTo = '/') => `${pathIn(languageOfPath(returnTo), '/login')}#google-error=${reason}`;

  /** The account this Google identity signs in to: by its subject, else by its verified e-mail (linked now), else a new one. */
  async function accountFor(claims: { sub: string; email: string; name: string }): Promise<repo.UserRow | GoogleSignInError> {
    const bySubject = await repo.findUserByGoogleSubject(db, claims.sub);
    if (bySubject) return bySubject;
    const byEmail = await repo.findUserByEmail(db, claims.email);
    if (byEmail) {
      // Google vouches that this person holds the mailbox, which is what a password reset proves too.
      // An account already tied to another Google identity keeps it.
      if (byEmail.googleSubject && byEmail.googleSubject !== claims.sub) return 'failed';
      return (await repo.linkGoogleSubject(db, byEmail.id, claims.sub)) ?? 'failed';
    }
    // Two first sign-ins at once: the other request made the account; this one finds it.
    return (
      (await repo.insertGoogleUser(db, { email: claims.email, name: claims.name, googleSubject: claims.sub })) ??
      (await repo.findUserByGoogleSubject(db, claims.sub)) ??
      'failed'
    );
  }

  return {
    configured: Boolean(client),

    /** Google's address to send the browser to, and the flow cookie to set. */
    async start(returnTo: string | undefined): Promise<{ location: string; cookie: string }> {
      const config = await configuration();
      const flow: FlowCookie = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        verifier: oidc.randomPKCECodeVerifier(),
        returnTo: sameSiteReturnPath(returnTo),
        expiresAt: clock().getTime() + FLOW_MINUTES * 60_000,
      };
      const location = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state: flow.state,
        nonce: flow.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: 'S256',
      });
      const body = Buffer.from(JSON.stringify(flow)).toString('base64url');
      return { location: location.href, cookie: `${GOOGLE_FLOW_COOKIE}=${body}.${sign(body)}; Max-Age=${FLOW_MINUTES * 60}; ${cookieAttributes}` };
    },

    /** The cookie header that forgets the flow (the callback always clears it). */
    clearCookie: `${GOOGLE_FLOW_COOKIE}=; Max-Age=0; ${cookieAttributes}`,

    /**
     * Finishes the flow Google sent the browser back with (`requestUrl`, the callback's path and
     * query): where the browser goes next, the sign-in page with a one-time code or with a reason.
     */
    async finish(requestUrl: string, cookieHeader: string | undefined, query: { state?: string | undefined; error?: string | undefined }): Promise<string> {
      const flow = readFlow(cookieHeader);
      // Consent refused (or any error Google reports) is said before a missing cookie is.
      if (query.error) return failure(query.error === 'access_denied' ? 'denied' : 'failed', flow?.returnTo);
      // No flow cookie (expired, another browser) or another flow's state (a forged link): refused
      // before anything is asked of Google. openid-client checks the state again with the code.
      if (!flow || query.state !== flow.state) return failure('state', flow?.returnTo);
      let claims: oidc.IDToken | undefined;
      try {
        const tokens = await oidc.authorizationCodeGrant(await configuration(), new URL(requestUrl, publicUrl), {
          pkceCodeVerifier: flow.verifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch (error) {
        log.warn({ err: error }, 'Google sign-in refused');
        return failure('failed', flow.returnTo);
      }
      const email = typeof claims?.email === 'string' ? claims.email.trim().toLowerCase() : '';
      if (!claims || !email || claims.email_verified !== true) return failure('unverified', flow.returnTo);
      const given = [claims.name, claims.given_name].find((n): n is string => typeof n === 'string' && n.trim() !== '');
      const user = await accountFor({ sub: claims.sub, email, name: (given ?? email.split('@')[0]!).trim().slice(0, 100) });
      if (typeof user === 'string') return failure(user, flow.returnTo);
      if (user.disabledAt) return failure('disabled', flow.returnTo);
      const code = randomBytes(32).toString('base64url');
      await repo.insertSignInHandover(db, { userId: user.id, codeHash: hashCode(code), expiresAt: new Date(clock().getTime() + HANDOVER_SECONDS * 1000) });
      const to = encodeURIComponent(appPathOf(flow.returnTo));
      return `${pathIn(languageOfPath(flow.returnTo), '/login')}#google=${code}&to=${to}`;
    },

    /** The session a one-time code from the redirect stands for; it works once, within a minute. */
    async exchange(code: string) {
      const userId = await repo.claimSignInHandover(db, hashCode(code), clock());
      const user = userId ? await repo.findUserById(db, userId) : undefined;
      if (!user) throw unauthorized(wording(messages, 'googleHandoverInvalid'));
      if (user.disabledAt) throw unauthorized(wording(messages, 'accountDisabled'));
      return auth.startSession(user);
    },
  };
}
export type GoogleSignIn = ReturnType<typeof createGoogleSignIn>;
