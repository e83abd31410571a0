// GET /api/admin/audit: the owner reads the trail, filtered by person, kind and dates. There is no
// route that writes, changes or deletes an entry: entries are written by the writes themselves.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AuditAnswerSchema, AuditQuerySchema } from '@phoolwari/contracts';
import type { Db } from '../../db/client';
import type { Guards } from '../auth';
import { readAuditTrail } from './trail';

export function registerAuditRoutes(app: FastifyInstance, { db, guards }: { db: Db; guards: Guards }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/admin/audit',
    { onRequest: guards.requirePermission('audit.read'), schema: { querystring: AuditQuerySchema, response: { 200: AuditAnswerSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return readAuditTrail(db, request.query);
    },
  );
}
