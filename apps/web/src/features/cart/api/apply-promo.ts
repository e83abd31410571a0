// POST /api/cart/promo {code}: applies a promo code. A refusal (expired, minimum order not met…)
// comes back as a 400/409 whose message is the reason; the promo box shows it by the field.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { toast } from '../../../lib/toast';
import { apiRequest } from '../../../lib/api';
import { useCartKey, type CartAnswer } from './cart-keys';

export function useApplyPromo() {
  const queryClient = useQueryClient();
  const { t } = useLingui();
  const key = useCartKey();
  return useMutation({
    mutationFn: (code: string) => apiRequest<CartAnswer>('/cart/promo', { method: 'POST', body: { code } }),
    onSuccess: ({ cart }) => {
      queryClient.setQueryData(key, cart);
      const code = cart.promo?.code;
      toast.success(code ? t`Promo code ${code} applied` : t`Promo code applied`);
    },
  });
}
