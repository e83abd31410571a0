// POST /api/payment/verify-payment: proves the payment to the server, which confirms the order
// (and empties the cart) exactly once.
import { useMutation } from '@tanstack/react-query';
import type { Order } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';

export interface VerifyPaymentBody {
  razorpayOrderId: string;
  razorpayPaymentId: string;
  razorpaySignature: string;
  orderId: string;
}

export function verifyPayment(body: VerifyPaymentBody): Promise<{ order: Order }> {
  return apiRequest<{ order: Order }>('/payment/verify-payment', { method: 'POST', body });
}

export function useVerifyPayment() {
  return useMutation({ mutationFn: verifyPayment });
}
