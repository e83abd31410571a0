// Accounts and sessions: the auth service, the route guards every module's routes use, and password recovery.
import fp from 'fastify-plugin';
import { createGuards, type Guards } from './guard';
import { createPasswordService, type PasswordService } from './password-recovery';
import { registerAuthRoutes } from './routes';
import { createAuthService, type AuthService } from './service';
import { createTokenSigner } from './tokens';

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
    guards: Guards;
    passwords: PasswordService;
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
    app.decorate('guards', createGuards(auth));
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

export const authRoutes = fp(async (app) => registerAuthRoutes(app, { auth: app.auth, passwords: app.passwords, guards: app.guards }), {
  name: 'auth-routes',
  dependencies: ['auth'],
});
