// DELETE /api/cart/clear: empties the cart (the promo code goes with it on the server's side).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { toast } from '../../../lib/toast';
import { apiRequest, errorMessage } from '../../../lib/api';
import { useCartKey, type CartAnswer } from './cart-keys';

export function useClearCart() {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  const key = useCartKey();
  return useMutation({
    mutationFn: () => apiRequest<CartAnswer>('/cart/clear', { method: 'DELETE' }),
    onSuccess: ({ cart }) => {
      queryClient.setQueryData(key, cart);
      toast.success(t`Your cart is now empty`);
    },
    onError: (error) => toast.error(errorMessage(error, t`Failed to clear cart`)),
  });
}
