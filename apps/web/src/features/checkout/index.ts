// What other features use of checkout: the pincode check on the product page.
export { PincodeCheck } from './components/pincode-check';
export { payWithRazorpay } from './lib/razorpay';
// Paying through the gateway's window (Razorpay's, or the simulated one's dialog) and proving the payment: subscriptions pay their cycle this way.
export { payWithGateway } from './lib/pay-with-gateway';
export { verifyPayment } from './api/verify-payment';
export { SimulatedPaymentDialog } from './components/simulated-payment-dialog';
