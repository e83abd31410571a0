// The public face of the refunds module: what the app and other modules may use (its internals stay its own).
export { createRefundService, latePaymentRefund, type RefundService } from './service';
export { listRefundsOf } from './repo';
export { refundsPlugin } from './plugin';
