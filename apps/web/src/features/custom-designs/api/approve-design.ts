// PUT /api/custom-orders/admin/:id/approve: staff price and describe a pending design; the details
// become the product's when it is converted.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApproveCustomOrderBody, CustomOrderAnswer } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { applyDesignAnswer } from './custom-design-keys';

export function approveDesign({ id, body }: { id: string; body: ApproveCustomOrderBody }): Promise<CustomOrderAnswer> {
  return apiRequest<CustomOrderAnswer>(`/custom-orders/admin/${encodeURIComponent(id)}/approve`, { method: 'PUT', body });
}

export function useApproveDesign() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: approveDesign, onSuccess: ({ customOrder }) => applyDesignAnswer(queryClient, customOrder) });
}
