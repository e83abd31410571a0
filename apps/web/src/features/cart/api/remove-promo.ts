// DELETE /api/cart/promo: takes the applied promo code off the cart.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { toast } from '../../../lib/toast';
import { apiRequest, errorMessage } from '../../../lib/api';
import { useCartKey, type CartAnswer } from './cart-keys';

export function useRemovePromo() {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  const key = useCartKey();
  return useMutation({
    mutationFn: () => apiRequest<CartAnswer>('/cart/promo', { method: 'DELETE' }),
    onSuccess: ({ cart }) => queryClient.setQueryData(key, cart),
    onError: (error) => toast.error(errorMessage(error, t`Failed to remove the promo code`)),
  });
}
