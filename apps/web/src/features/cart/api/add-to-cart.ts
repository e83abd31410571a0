// POST /api/cart/add: what every "Add to Cart" button uses. A guest is sent to /login first (spec
// §5: 'Please login to add items to cart'); the answer is the whole new cart, written to the cache.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../../app/toast-store';
import { ApiError, apiRequest, errorMessage } from '../../../lib/api';
import { useSession } from '../../auth/session';
import { cartKeys, type CartAnswer } from './cart-keys';

export const LOGIN_TO_ADD = 'Please login to add items to cart';

export function useAddToCart() {
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const key = cartKeys.cart(user?._id);

  const mutation = useMutation({
    mutationFn: (line: { productId: string; quantity: number }) => apiRequest<CartAnswer>('/cart/add', { method: 'POST', body: line }),
    onSuccess: ({ cart }) => {
      queryClient.setQueryData(key, cart);
      toast.success('Added to cart');
    },
    onError: (error) => {
      toast.error(errorMessage(error, 'Failed to add item to cart'));
      // Stock ran out meanwhile: the cached cart may be out of date too.
      if (error instanceof ApiError && error.statusCode === 409) void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });

  const add = (productId: string, quantity = 1) => {
    if (!user) {
      toast.error(LOGIN_TO_ADD);
      void navigate('/login', { state: { from: location.pathname + location.search } });
      return;
    }
    mutation.mutate({ productId, quantity });
  };

  return { add, isPending: mutation.isPending };
}
