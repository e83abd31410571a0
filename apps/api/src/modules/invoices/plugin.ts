// GST invoices and credit notes: issued as orders move (through `invoicing`, which order transitions
// are given) and read by their customers and the staff.
import fp from 'fastify-plugin';
import type { Invoicing } from '../orders';
import { invoicing } from './issue';
import { registerInvoiceRoutes } from './routes';
import { createInvoiceService, type GstReportSource, type InvoiceService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    invoices: InvoiceService;
    invoicing: Invoicing;
    /** Modules that issue documents from the shop's series outside orders add here how to list them for the month's report. */
    gstReportSources: GstReportSource[];
  }
}

export const invoicesPlugin = fp(
  async (app) => {
    const reportSources: GstReportSource[] = [];
    app.decorate('gstReportSources', reportSources);
    app.decorate('invoices', createInvoiceService({ db: app.db, reportSources }));
    app.decorate('invoicing', invoicing);
  },
  { name: 'invoices', dependencies: ['core'] },
);

export const invoicesRoutes = fp(async (app) => registerInvoiceRoutes(app, { invoices: app.invoices, guards: app.guards }), {
  name: 'invoices-routes',
  dependencies: ['invoices', 'auth'],
});
