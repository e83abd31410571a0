// GST invoices and credit notes: issued as orders move (through `invoicing`, which order transitions
// are given) and read by their customers and the staff.
import fp from 'fastify-plugin';
import type { Invoicing } from '../orders';
import { invoicing } from './issue';
import { registerInvoiceRoutes } from './routes';
import { createInvoiceService, type InvoiceService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    invoices: InvoiceService;
    invoicing: Invoicing;
  }
}

export const invoicesPlugin = fp(
  async (app) => {
    app.decorate('invoices', createInvoiceService({ db: app.db }));
    app.decorate('invoicing', invoicing);
  },
  { name: 'invoices', dependencies: ['core'] },
);

export const invoicesRoutes = fp(async (app) => registerInvoiceRoutes(app, { invoices: app.invoices, guards: app.guards }), {
  name: 'invoices-routes',
  dependencies: ['invoices', 'auth'],
});
