// POST /api/custom-orders/admin/:id/convert-to-product: an approved design becomes a real product
// with the approved details, the design's picture and the stock staff set. The catalogue's cached
// lists are stale afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConvertCustomOrderBody } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { invalidateCatalogue } from '../../admin';
import type { ConvertCustomOrderAnswer } from '../lib/types';
import { applyDesignAnswer } from './custom-design-keys';

export function convertDesign({ id, body }: { id: string; body: ConvertCustomOrderBody }): Promise<ConvertCustomOrderAnswer> {
  return apiRequest<ConvertCustomOrderAnswer>(`/custom-orders/admin/${encodeURIComponent(id)}/convert-to-product`, { method: 'POST', body });
}

export function useConvertDesign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: convertDesign,
    onSuccess: ({ customOrder }) => {
      applyDesignAnswer(queryClient, customOrder);
      void invalidateCatalogue(queryClient);
    },
  });
}
