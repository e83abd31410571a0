// Staff routes: the owner's list, invitations, roles and disabling (staff.manage), and the public
// pair that shows and accepts an invitation link.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AcceptInviteBodySchema,
  AuthAnswerSchema,
  IdParamsSchema,
  InvitePreviewAnswerSchema,
  InviteTokenParamsSchema,
  NoContentSchema,
  StaffAnswerSchema,
  StaffInviteAnswerSchema,
  StaffInviteBodySchema,
  StaffMemberAnswerSchema,
  StaffRoleBodySchema,
  StaffStatusBodySchema,
} from '@phoolwari/contracts';
import { authOf, type Guards } from '../auth';
import type { StaffService } from './service';

export function registerStaffRoutes(app: FastifyInstance, { staff, guards }: { staff: StaffService; guards: Guards }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const owner = { onRequest: guards.requirePermission('staff.manage') };

  r.get('/api/admin/staff', { ...owner, schema: { response: { 200: StaffAnswerSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return staff.list();
  });
  r.post(
    '/api/admin/staff/invites',
    {
      ...owner,
      schema: {
        description:
          'A single-use invitation link (72 hours) to an e-mail address, a mobile number or both. Mailed when the shop has a mail server and the invitation an address; otherwise the answer carries `link` this once, for the owner to copy or share. 409 `ALREADY_STAFF` when the address already belongs to staff. A new invitation to the same address or number replaces the older one.',
        body: StaffInviteBodySchema,
        response: { 201: StaffInviteAnswerSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await staff.invite(authOf(request).user, request.body)),
  );
  r.delete('/api/admin/staff/invites/:id', { ...owner, schema: { params: IdParamsSchema, response: { 204: NoContentSchema } } }, async (request, reply) => {
    await staff.withdrawInvite(authOf(request).user, request.params.id);
    return reply.status(204).send(null);
  });
  r.put(
    '/api/admin/staff/:id/role',
    {
      ...owner,
      schema: {
        description:
          'Changes a member’s role (`customer` takes them off the staff); their sessions end at once. 409 `LAST_OWNER` when it would leave the shop without an active owner.',
        params: IdParamsSchema,
        body: StaffRoleBodySchema,
        response: { 200: StaffMemberAnswerSchema },
      },
    },
    async (request) => ({ member: await staff.setRole(authOf(request).user, request.params.id, request.body.role) }),
  );
  r.patch(
    '/api/admin/staff/:id/status',
    { ...owner, schema: { params: IdParamsSchema, body: StaffStatusBodySchema, response: { 200: StaffMemberAnswerSchema } } },
    async (request) => ({ member: await staff.setDisabled(authOf(request).user, request.params.id, request.body.disabled) }),
  );

  r.get('/api/staff-invites/:token', { schema: { params: InviteTokenParamsSchema, response: { 200: InvitePreviewAnswerSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return staff.preview(request.params.token);
  });
  r.post(
    '/api/staff-invites/accept',
    {
      schema: {
        description: 'Accepts an invitation with a name and password, and signs the new member in. 404 `INVITE_INVALID` for a used, withdrawn or expired link.',
        body: AcceptInviteBodySchema,
        response: { 200: AuthAnswerSchema },
      },
    },
    async (request) => staff.accept(request.body, request.ip),
  );
}
