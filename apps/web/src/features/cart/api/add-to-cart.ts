// POST /api/cart/add: what every "Add to Cart" button uses, signed in or not: a visitor's line goes
// to their guest cart on the server (a cookie names it), which joins their account's cart when they
// sign in. The answer is the whole new cart, written to the cache. A line may carry a reference
// photo (a URL from POST /api/cart/reference-photo), which needs an account to upload.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { ApiError, apiRequest, errorMessage } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { cartKeys, markGuestCart, type CartAnswer } from './cart-keys';

/** The guest's toast, in the page's language: `t(LOGIN_TO_ADD_MESSAGE)`. */
export const LOGIN_TO_ADD_MESSAGE = msg`Please login to add items to cart`;
/** The same words in English, for code not yet translated. */
export const LOGIN_TO_ADD = 'Please login to add items to cart';

/** A line's size (required by the server for a product with sizes) and personal text, when the product has them. */
export interface LineChoice {
  optionId?: string;
  personalisation?: string;
}

export function useAddToCart() {
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { t } = useLingui();
  const key = cartKeys.cart(user?._id);

  const mutation = useMutation({
    mutationFn: (line: { productId: string; quantity: number; referencePhoto?: string } & LineChoice) =>
      apiRequest<CartAnswer>('/cart/add', { method: 'POST', body: line, idempotent: true }),
    onSuccess: ({ cart }, line) => {
      if (!user) markGuestCart();
      queryClient.setQueryData(key, cart);
      toast.success(line.referencePhoto ? t`Added to cart with your reference photo` : t`Added to cart`);
    },
    onError: (error) => {
      toast.error(errorMessage(error, t`Failed to add item to cart`));
      // Stock ran out meanwhile: the cached cart may be out of date too.
      if (error instanceof ApiError && error.statusCode === 409) void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });

  /** True for a signed-in customer; a guest (uploading a reference photo needs an account) is told to log in and sent to /login. */
  const requireSignIn = (): boolean => {
    if (user) return true;
    toast.error(t(LOGIN_TO_ADD_MESSAGE));
    void navigate('/login', { state: { from: location.pathname + location.search } });
    return false;
  };

  /**
   * `onAdded` runs once the server has the line (a page resets its quantity and photo then);
   * `choice`: the size and personal text that, with the product, name the line.
   */
  const add = (productId: string, quantity = 1, referencePhoto?: string, onAdded?: () => void, choice: LineChoice = {}) => {
    mutation.mutate({ productId, quantity, ...(referencePhoto ? { referencePhoto } : {}), ...choice }, { onSuccess: () => onAdded?.() });
  };

  return { add, requireSignIn, isPending: mutation.isPending };
}
