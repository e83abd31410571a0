// Invoices over HTTP: an order's invoice and credit notes as PDF downloads (the customer who placed
// it, or staff), and the month's GST report as CSV (staff).
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CreditNoteParamsSchema, DocumentLanguageQuerySchema, GstReportQuerySchema, IdParamsSchema } from '@phoolwari/contracts';
import { authOf, type Guards } from '../auth';
import type { InvoiceService, PdfFile } from './service';

/** A PDF as a download that no shared cache keeps (other modules' documents go out the same way). */
export const sendPdf = (reply: FastifyReply, file: PdfFile) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    // Personal data: never kept by a shared cache.
    .header('cache-control', 'private, no-store')
    .send(file.pdf);

export function registerInvoiceRoutes(app: FastifyInstance, { invoices, guards }: { invoices: InvoiceService; guards: Guards }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/orders/:id/invoice',
    {
      preHandler: guards.requireUser,
      schema: {
        description:
          'The order’s GST invoice as a PDF (tax invoice, bill of supply, or both in one), its words in `lang` (default: the customer’s language, English for staff). 404 until the order is confirmed, and for someone else’s order.',
        params: IdParamsSchema,
        querystring: DocumentLanguageQuerySchema,
        'x-produces': 'application/pdf',
      },
    },
    async (request, reply) => sendPdf(reply, await invoices.invoicePdf(authOf(request).user, request.params.id, request.query.lang)),
  );
  r.get(
    '/api/orders/:id/credit-notes/:creditNoteId',
    {
      preHandler: guards.requireUser,
      schema: {
        description: 'A credit note against the order’s invoice (for a processed refund, or a cash sale cancelled unpaid), as a PDF.',
        params: CreditNoteParamsSchema,
        querystring: DocumentLanguageQuerySchema,
        'x-produces': 'application/pdf',
      },
    },
    async (request, reply) =>
      sendPdf(reply, await invoices.creditNotePdf(authOf(request).user, request.params.id, request.params.creditNoteId, request.query.lang)),
  );
  r.get(
    '/api/admin/reports/gst',
    {
      onRequest: guards.requirePermission('reports.gst'),
      schema: {
        description: 'A month’s invoices and credit notes summed by document type, place of supply and GST rate, as CSV for the accountant.',
        querystring: GstReportQuerySchema,
        'x-produces': 'text/csv',
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="gst-${request.query.month}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(await invoices.monthReportCsv(request.query.month)),
  );
}
