// HTTP routes of an event booking's money after payment (decision 035): each payment's invoice and
// credit note as PDFs (the customer through the quote's link, staff with events.manage checked
// first), and the customer's own cancellation through the link.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DocumentLanguageQuerySchema,
  EventQuoteAnswerSchema,
  QuoteCancelBodySchema,
  QuotePaymentDocumentParamsSchema,
  QuoteTokenParamsSchema,
  StaffPaymentDocumentParamsSchema,
} from '@phoolwari/contracts';
import type { Guards } from '../auth';
import { sendPdf } from '../invoices';
import type { CustomerCancel } from './customer-cancel';
import type { PaymentDocuments } from './payment-documents';

export function registerEventMoneyRoutes(
  app: FastifyInstance,
  { documents, customerCancel, guards }: { documents: PaymentDocuments; customerCancel: CustomerCancel; guards: Guards },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const staff = { onRequest: guards.requirePermission('events.manage') };

  for (const [path, which] of [
    ['invoice', 'invoice'],
    ['credit-note', 'credit_note'],
  ] as const) {
    r.get(
      `/api/event-quotes/:token/payments/:kind/${path}`,
      {
        schema: {
          description: `The ${path.replace('-', ' ')} of the quote's advance or balance as a PDF, through the quote's link; its words in \`lang\` (default: the enquiry's language). 404 until it exists.`,
          params: QuotePaymentDocumentParamsSchema,
          querystring: DocumentLanguageQuerySchema,
          'x-produces': 'application/pdf',
        },
      },
      async (request, reply) => {
        // A secret in the address, as on the quote's own page.
        reply.header('referrer-policy', 'no-referrer');
        return sendPdf(reply, await documents.byLink(request.params.token, request.params.kind, which, request.query.lang));
      },
    );
    r.get(
      `/api/admin/event-quotes/:id/payments/:kind/${path}`,
      {
        ...staff,
        schema: {
          description: `The ${path.replace('-', ' ')} of a quote's advance or balance as a PDF, for staff (English unless \`lang\` asks).`,
          params: StaffPaymentDocumentParamsSchema,
          querystring: DocumentLanguageQuerySchema,
          'x-produces': 'application/pdf',
        },
      },
      async (request, reply) => sendPdf(reply, await documents.forStaff(request.params.id, request.params.kind, which, request.query.lang)),
    );
  }

  r.post(
    '/api/event-quotes/:token/cancel',
    {
      schema: {
        description:
          'The customer cancels their accepted booking through the link; `refund` is what the page showed (409 `REFUND_CHANGED` if the policy now says otherwise, 409 `CANCELLATION_WINDOW_PASSED` after the event, 409 `INVALID_STATE` unless accepted).',
        params: QuoteTokenParamsSchema,
        body: QuoteCancelBodySchema,
        response: { 200: EventQuoteAnswerSchema },
      },
    },
    async (request) => ({ quote: await customerCancel.cancelByLink(request.params.token, request.body.refund) }),
  );
}
