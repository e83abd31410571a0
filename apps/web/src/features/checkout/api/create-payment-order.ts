// POST /api/payment/create-order: turns the server's cart into a pending order (stock and slot
// held) and opens a payment with the gateway; answers what the payment window needs.
import { useMutation } from '@tanstack/react-query';
import type { CheckoutBody, CreatePaymentOrderAnswer } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';

export function createPaymentOrder(body: CheckoutBody): Promise<CreatePaymentOrderAnswer> {
  return apiRequest<CreatePaymentOrderAnswer>('/payment/create-order', { method: 'POST', body });
}

export function useCreatePaymentOrder() {
  return useMutation({ mutationFn: createPaymentOrder });
}
