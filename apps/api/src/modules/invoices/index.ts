// The public face of the invoices module: what the app and other modules may use (its internals stay its own).
export { invoicing, issueCreditNote, nextDocumentNumber, type SellerSnapshot } from './issue';
export { apportion, computeInvoice, creditNoteFigures, DELIVERY_CHARGES, type InvoiceFigures } from './tax';
export { bookingPaymentPdf, currentSeller, type BookingPaymentDocument } from './booking-documents';
export { createInvoiceService, type GstReportSource, type PdfFile, type ReportedDocument } from './service';
export { registerInvoiceRoutes, sendPdf } from './routes';
export { invoicesPlugin, invoicesRoutes } from './plugin';
