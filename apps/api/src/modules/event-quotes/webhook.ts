// Razorpay's webhook for an event payment (decision 035). The shop has one webhook address, the
// checkout's: it checks the signature over the raw body, keeps each event once, and asks the modules
// with gateway orders of their own about a capture that is no shop order's. This is the event
// payments' answer: the payment recorded as the browser's verify records it (the same locked step,
// so whichever comes first wins and the second changes nothing), or null when the order is not ours.
import type { PaymentCaptureHandler } from '../checkout';
import type { EventQuoteService } from './service';

export const eventPaymentCaptures =
  (quotes: EventQuoteService): PaymentCaptureHandler =>
  (gatewayOrderId, paymentId) =>
    quotes.onCaptured(gatewayOrderId, paymentId);
