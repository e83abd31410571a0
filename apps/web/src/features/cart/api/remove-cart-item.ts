// DELETE /api/cart/remove {productId, optionId?, personalisation?}: drops one line; the answer is the repriced cart.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { toast } from '../../../lib/toast';
import { apiRequest, errorMessage } from '../../../lib/api';
import { useCartKey, type CartAnswer } from './cart-keys';
import type { LineKey } from './update-cart-item';

export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  const key = useCartKey();
  return useMutation({
    mutationFn: ({ name: _name, ...line }: LineKey & { name: string }) => apiRequest<CartAnswer>('/cart/remove', { method: 'DELETE', body: line }),
    onSuccess: ({ cart }, { name }) => {
      queryClient.setQueryData(key, cart);
      toast.success(t`Removed ${name} from your cart`);
    },
    onError: (error) => toast.error(errorMessage(error, t`Failed to remove item`)),
  });
}
