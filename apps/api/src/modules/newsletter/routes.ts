// HTTP routes of the newsletter: subscribe, confirm and unsubscribe (public), counts and the CSV
// export of confirmed subscribers (admin only).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MessageAnswerSchema,
  NewsletterBodySchema,
  NewsletterExportSchema,
  NewsletterStatsAnswerSchema,
  NewsletterTokenBodySchema,
} from '@phoolwari/contracts';
import type { Guards } from '../auth';
import type { NewsletterService } from './service';

export function registerNewsletterRoutes(app: FastifyInstance, { newsletter, guards }: { newsletter: NewsletterService; guards: Guards }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: guards.requirePermission('customers.read') };

  r.post('/api/newsletter', { schema: { body: NewsletterBodySchema, response: { 200: MessageAnswerSchema } } }, async (request) =>
    newsletter.subscribe(request.body, request.ip),
  );
  r.post('/api/newsletter/confirm', { schema: { body: NewsletterTokenBodySchema, response: { 200: MessageAnswerSchema } } }, async (request) =>
    newsletter.confirm(request.body.token),
  );
  r.post('/api/newsletter/unsubscribe', { schema: { body: NewsletterTokenBodySchema, response: { 200: MessageAnswerSchema } } }, async (request) =>
    newsletter.unsubscribe(request.body.token),
  );

  r.get('/api/admin/newsletter', { ...admin, schema: { response: { 200: NewsletterStatsAnswerSchema } } }, async () => newsletter.stats());
  r.get('/api/admin/newsletter/export', { ...admin, schema: { response: { 200: NewsletterExportSchema } } }, async (_request, reply) => {
    const { filename, csv } = await newsletter.exportCsv();
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });
}
