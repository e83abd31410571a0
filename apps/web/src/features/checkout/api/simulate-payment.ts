// POST /api/payment/simulate: the simulated gateway's stand-in for Razorpay's window, with the
// method the customer chose (UPI, card, netbanking, wallet). 'success' answers a payment id and signature exactly as Razorpay would hand them back; 'failure' is a 402.
import type { PaymentMethod } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';

export interface SimulatedPaymentAnswer {
  razorpayPaymentId: string;
  razorpaySignature: string;
}

export function simulatePayment(razorpayOrderId: string, outcome: 'success' | 'failure', method: PaymentMethod): Promise<SimulatedPaymentAnswer> {
  return apiRequest<SimulatedPaymentAnswer>('/payment/simulate', { method: 'POST', body: { razorpayOrderId, outcome, method } });
}
