// Accounts and sessions: the auth service, the route guards every module's routes use, and password recovery.
import fp from 'fastify-plugin';
import { createGuards, type Guards } from './guard';
import { createGoogleSignIn, type GoogleSignIn } from './google-sign-in';
import { createPasswordService, type PasswordService } from './password-recovery';
import { createPhoneSignIn, type PhoneSignIn } from './phone-sign-in';
import { registerAuthRoutes } from './routes';
import { createAuthService, type AuthService } from './service';
import { createTokenSigner } from './tokens';
import type { SignInHook } from './routes';

/** Work another module does once a code proved `phone` (E.164) for the account `userId`. */
export type PhoneProvenHook = (userId: string, phone: string) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
    guards: Guards;
    passwords: PasswordService;
    phoneSignIn: PhoneSignIn;
    googleSignIn: GoogleSignIn;
    /** Run after every sign-in over HTTP (a code, a password, a new account): a guest's cart joins the account. */
    signInHooks: SignInHook[];
    /** Run when a code has proven the number (E.164) of the account signing in: guest orders placed with it join the account. */
    phoneProvenHooks: PhoneProvenHook[];
  }
}

export const authPlugin = fp(
  async (app) => {
    const { config, db, clock, redis, mailer, sessionEndings } = app;
    const auth = createAuthService({
      db,
      signer: createTokenSigner(config.jwtSecret),
      tokenTtlHours: config.jwtTtlHours,
      limits: config.authLimits,
      redis,
      onSessionsEnded: sessionEndings.notify,
    });
    app.decorate('auth', auth);
    app.decorate('signInHooks', [] as SignInHook[]);
    app.decorate('phoneProvenHooks', [] as PhoneProvenHook[]);
    app.decorate('guards', createGuards(auth));
    app.decorate(
      'googleSignIn',
      createGoogleSignIn({ db, auth, clock, client: config.google, secret: config.jwtSecret, publicUrl: config.publicUrl, log: app.log }),
    );
    app.decorate(
      'passwords',
      createPasswordService({
        db,
        mailer,
        publicUrl: config.publicUrl,
        clock,
        limits: config.authLimits,
        redis,
        onPasswordReset: auth.forgetSignInFailures,
        onSessionsEnded: sessionEndings.notify,
      }),
    );
  },
  { name: 'auth', dependencies: ['infrastructure'] },
);

/** Codes sent through the phone channel, which is registered after the accounts themselves. */
export const phoneSignInPlugin = fp(
  async (app) => {
    const { config, db, clock, redis, phone, auth } = app;
    app.decorate(
      'phoneSignIn',
      createPhoneSignIn({
        db,
        phone,
        auth,
        clock,
        secret: config.jwtSecret,
        demoShowCode: config.demoShowSignInCode,
        limits: { codesPerNumber: PHONE_CODES_PER_NUMBER, attemptsPerIp: config.authLimits.attemptsPerIp, windowSeconds: config.authLimits.windowSeconds },
        redis,
        onSignedIn: async (user, phone) => {
          for (const hook of app.phoneProvenHooks) await hook(user.id, phone);
        },
      }),
    );
  },
  { name: 'phone-sign-in', dependencies: ['auth', 'phone'] },
);

/** Codes one number may be sent in the sign-in window (AUTH_WINDOW_MINUTES): enough for a slow network, too few to flood a phone. */
export const PHONE_CODES_PER_NUMBER = 5;

export const authRoutes = fp(
  async (app) =>
    registerAuthRoutes(app, {
      auth: app.auth,
      passwords: app.passwords,
      guards: app.guards,
      phoneSignIn: app.phoneSignIn,
      googleSignIn: app.googleSignIn,
      signInHooks: app.signInHooks,
    }),
  {
    name: 'auth-routes',
    dependencies: ['auth', 'phone-sign-in'],
  },
);
