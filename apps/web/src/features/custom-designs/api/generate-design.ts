// POST /api/custom-orders/generate: draws a design from the customer's description and keeps it as
// their draft. Drawing may take the image service up to a minute, so this one call waits longer
// than the client's usual 10 s before giving up.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomOrderAnswer, GenerateDesignBody } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { customDesignKeys } from './custom-design-keys';

export const GENERATE_TIMEOUT_MS = 90_000;

export function generateDesign(body: GenerateDesignBody): Promise<CustomOrderAnswer> {
  return apiRequest<CustomOrderAnswer>('/custom-orders/generate', { method: 'POST', body, timeoutMs: GENERATE_TIMEOUT_MS });
}

export function useGenerateDesign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateDesign,
    // The new draft may be listed under My Orders.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: customDesignKeys.mineAll() }),
  });
}
