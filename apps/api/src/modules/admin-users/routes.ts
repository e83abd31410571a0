// Admin customer routes: GET /api/admin/users (search, pages) and PATCH /api/admin/users/:id/status.
// Admin only; answers are never cached.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminUserAnswerSchema, AdminUserListAnswerSchema, AdminUserListQuerySchema, IdParamsSchema, UserStatusBodySchema } from '@phoolwari/contracts';
import { authOf, type Guards } from '../auth';
import type { AdminUserService } from './service';

export function registerAdminUserRoutes(app: FastifyInstance, { adminUsers, guards }: { adminUsers: AdminUserService; guards: Guards }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/admin/users',
    { onRequest: guards.requirePermission('customers.read'), schema: { querystring: AdminUserListQuerySchema, response: { 200: AdminUserListAnswerSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return adminUsers.listUsers(request.query);
    },
  );
  r.patch(
    '/api/admin/users/:id/status',
    {
      onRequest: guards.requirePermission('customers.read'),
      schema: { params: IdParamsSchema, body: UserStatusBodySchema, response: { 200: AdminUserAnswerSchema } },
    },
    async (request) => ({
      user: await adminUsers.setUserDisabled({ actor: authOf(request).user, userId: request.params.id, disabled: request.body.disabled }),
    }),
  );
}
