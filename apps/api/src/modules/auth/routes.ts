// HTTP routes of accounts: /api/auth/*.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AuthAnswerSchema, LoginBodySchema, ProfileBodySchema, RegisterBodySchema, UserAnswerSchema } from '@phoolwari/contracts';
import { authOf, type Guards } from './guard';
import { toUserDto, type AuthService } from './service';

export function registerAuthRoutes(app: FastifyInstance, { auth, guards }: { auth: AuthService; guards: Guards }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/auth/register', { schema: { body: RegisterBodySchema, response: { 201: AuthAnswerSchema } } }, async (request, reply) => {
    const answer = await auth.register(request.body, request.ip);
    return reply.status(201).send(answer);
  });

  r.post('/api/auth/login', { schema: { body: LoginBodySchema, response: { 200: AuthAnswerSchema } } }, async (request) =>
    auth.login(request.body, request.ip),
  );

  r.post('/api/auth/logout', { preHandler: guards.requireUser }, async (request, reply) => {
    await auth.logout(authOf(request).sessionId);
    return reply.status(204).send();
  });

  r.get('/api/auth/me', { preHandler: guards.requireUser, schema: { response: { 200: UserAnswerSchema } } }, async (request) => ({
    user: toUserDto(authOf(request).user),
  }));

  r.put(
    '/api/auth/profile',
    { preHandler: guards.requireUser, schema: { body: ProfileBodySchema, response: { 200: UserAnswerSchema } } },
    async (request) => ({ user: await auth.updateProfile(authOf(request).user.id, request.body) }),
  );
}
