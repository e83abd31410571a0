// PUT /api/admin/orders/:id/delivery: the quick buttons (Confirm 'confirmed', Ship 'shipped',
// Deliver 'delivered') and the edit form (a delivery status, tracking number, notes). The server
// moves the order along its state machines or answers 409 INVALID_STATE; only its answer is shown.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderAnswer, DeliveryUpdateBody } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { applyOrderAnswer } from './order-desk-keys';

export interface DeliveryUpdate {
  id: string;
  body: DeliveryUpdateBody;
}

export function updateDelivery({ id, body }: DeliveryUpdate): Promise<AdminOrderAnswer> {
  return apiRequest<AdminOrderAnswer>(`/admin/orders/${id}/delivery`, { method: 'PUT', body });
}

export function useUpdateDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDelivery,
    onSuccess: (answer) => applyOrderAnswer(queryClient, answer),
  });
}
