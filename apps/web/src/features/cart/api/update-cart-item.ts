// PUT /api/cart/update: a line's new quantity (and, with referencePhoto: null, taking its reference
// photo off). The server checks the stock again and answers with the repriced cart; a refusal
// ('Only 3 of X left') is shown and the cart re-read.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { toast } from '../../../lib/toast';
import { ApiError, apiRequest, errorMessage } from '../../../lib/api';
import { cartKeys, useCartKey, type CartAnswer } from './cart-keys';
import type { lineKeyOf } from '../../../lib/line-option';

/** A cart line's name: its product, size and personal text. */
export type LineKey = ReturnType<typeof lineKeyOf>;

export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  const key = useCartKey();
  return useMutation({
    mutationFn: (line: LineKey & { quantity: number; referencePhoto?: null }) => apiRequest<CartAnswer>('/cart/update', { method: 'PUT', body: line }),
    onSuccess: ({ cart }) => queryClient.setQueryData(key, cart),
    onError: (error) => {
      toast.error(errorMessage(error, t`Failed to update cart`));
      if (error instanceof ApiError && [404, 409].includes(error.statusCode)) void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}
