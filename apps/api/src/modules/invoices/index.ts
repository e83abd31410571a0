// The public face of the invoices module: what the app and other modules may use (its internals stay its own).
export { invoicing, issueCreditNote, nextDocumentNumber } from './issue';
export { apportion, computeInvoice, creditNoteFigures, DELIVERY_CHARGES, type InvoiceFigures } from './tax';
export { createInvoiceService } from './service';
export { registerInvoiceRoutes } from './routes';
export { invoicesPlugin, invoicesRoutes } from './plugin';
