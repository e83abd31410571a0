// POST /api/custom-orders/:id/submit: the customer sends their draft to the shop for approval,
// with their answer on showing it in the shop's public gallery.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomOrderAnswer, SubmitCustomOrderBody } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { applyDesignAnswer } from './custom-design-keys';

export interface SubmitDesignInput {
  id: string;
  galleryConsent: boolean;
}

export function submitDesign({ id, galleryConsent }: SubmitDesignInput): Promise<CustomOrderAnswer> {
  const body: SubmitCustomOrderBody = { galleryConsent };
  return apiRequest<CustomOrderAnswer>(`/custom-orders/${encodeURIComponent(id)}/submit`, { method: 'POST', body });
}

export function useSubmitDesign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitDesign,
    onSuccess: ({ customOrder }) => applyDesignAnswer(queryClient, customOrder),
  });
}
