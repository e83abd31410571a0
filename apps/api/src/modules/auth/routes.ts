// HTTP routes of accounts: /api/auth/*, passwords included.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AuthAnswerSchema,
  ChangePasswordBodySchema,
  ForgotPasswordBodySchema,
  GoogleCallbackQuerySchema,
  GoogleExchangeBodySchema,
  GoogleStartQuerySchema,
  LoginBodySchema,
  MessageAnswerSchema,
  NoContentSchema,
  PhoneCodeAnswerSchema,
  PhoneCodeBodySchema,
  PhoneVerifyBodySchema,
  SignInOptionsAnswerSchema,
  ProfileBodySchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  UserAnswerSchema,
} from '@phoolwari/contracts';
import type { GoogleSignIn } from './google-sign-in';
import { authOf, type Guards } from './guard';
import type { PasswordService } from './password-recovery';
import type { PhoneSignIn } from './phone-sign-in';
import { toUserDto, type AuthService } from './service';

/** Work another module does once an account has signed in over HTTP (the cart merges a guest's cart). */
export type SignInHook = (userId: string, request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export function registerAuthRoutes(
  app: FastifyInstance,
  {
    auth,
    passwords,
    guards,
    phoneSignIn,
    googleSignIn,
    signInHooks = [],
  }: {
    auth: AuthService;
    passwords: PasswordService;
    guards: Guards;
    phoneSignIn: PhoneSignIn;
    googleSignIn: GoogleSignIn;
    signInHooks?: readonly SignInHook[];
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = async <A extends { user: { _id: string } }>(answer: A, request: FastifyRequest, reply: FastifyReply): Promise<A> => {
    for (const hook of signInHooks) await hook(answer.user._id, request, reply);
    return answer;
  };

  r.get('/api/auth/sign-in-options', { schema: { response: { 200: SignInOptionsAnswerSchema } } }, async () => ({
    phone: phoneSignIn.mode,
    google: googleSignIn.configured,
  }));

  // Signing in with Google: registered only when the owner has configured it, so a shop without it
  // answers these paths 404 like any other unknown one.
  if (googleSignIn.configured) {
    r.get('/api/auth/google', { schema: { querystring: GoogleStartQuerySchema } }, async (request, reply) => {
      const { location, cookie } = await googleSignIn.start(request.query.returnTo);
      return reply.header('set-cookie', cookie).header('cache-control', 'no-store').redirect(location, 302);
    });

    r.get('/api/auth/google/callback', { schema: { querystring: GoogleCallbackQuerySchema } }, async (request, reply) => {
      const location = await googleSignIn.finish(request.url, request.headers.cookie, request.query);
      return reply.header('set-cookie', googleSignIn.clearCookie).header('cache-control', 'no-store').redirect(location, 302);
    });

    // The guest cart merges here, where the session is handed over, as on every other sign-in.
    r.post('/api/auth/google/exchange', { schema: { body: GoogleExchangeBodySchema, response: { 200: AuthAnswerSchema } } }, async (request, reply) =>
      signedIn(await googleSignIn.exchange(request.body.code), request, reply),
    );
  }

  r.post('/api/auth/phone/code', { schema: { body: PhoneCodeBodySchema, response: { 200: PhoneCodeAnswerSchema } } }, async (request, reply) => {
    // The answer may carry a demo shop's code: never kept by a cache.
    void reply.header('cache-control', 'private, no-store');
    return phoneSignIn.sendCode(request.body, request.ip);
  });

  r.post('/api/auth/phone/verify', { schema: { body: PhoneVerifyBodySchema, response: { 200: AuthAnswerSchema } } }, async (request, reply) =>
    signedIn(await phoneSignIn.verify(request.body, request.ip), request, reply),
  );

  r.post('/api/auth/register', { schema: { body: RegisterBodySchema, response: { 201: AuthAnswerSchema } } }, async (request, reply) => {
    const answer = await signedIn(await auth.register(request.body, request.ip), request, reply);
    return reply.status(201).send(answer);
  });

  r.post('/api/auth/login', { schema: { body: LoginBodySchema, response: { 200: AuthAnswerSchema } } }, async (request, reply) =>
    signedIn(await auth.login(request.body, request.ip), request, reply),
  );

  r.post('/api/auth/logout', { preHandler: guards.requireUser, schema: { response: { 204: NoContentSchema } } }, async (request, reply) => {
    await auth.logout(authOf(request).sessionId);
    return reply.status(204).send(null);
  });

  r.get('/api/auth/me', { preHandler: guards.requireUser, schema: { response: { 200: UserAnswerSchema } } }, async (request) => ({
    user: toUserDto(authOf(request).user),
  }));

  r.put('/api/auth/profile', { preHandler: guards.requireUser, schema: { body: ProfileBodySchema, response: { 200: UserAnswerSchema } } }, async (request) => ({
    user: await auth.updateProfile(authOf(request).user.id, request.body),
  }));

  r.post('/api/auth/forgot-password', { schema: { body: ForgotPasswordBodySchema, response: { 200: MessageAnswerSchema } } }, async (request) =>
    passwords.forgotPassword(request.body, request.ip),
  );

  r.post('/api/auth/reset-password', { schema: { body: ResetPasswordBodySchema, response: { 200: MessageAnswerSchema } } }, async (request) =>
    passwords.resetPassword(request.body, request.ip),
  );

  r.put(
    '/api/auth/password',
    { preHandler: guards.requireUser, schema: { body: ChangePasswordBodySchema, response: { 200: MessageAnswerSchema } } },
    async (request) => passwords.changePassword(authOf(request), request.body),
  );
}
