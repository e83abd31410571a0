// "2 in your cart · View cart" beside a product's Add to Cart: what is already there, so a
// customer who added it a moment ago (or last week) does not add it twice by mistake.
import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { useCart } from '../api/cart';

export function InCartNote({ productId }: { productId: string }) {
  const quantity = useCart().data?.items.find((item) => item.product._id === productId)?.quantity ?? 0;
  return (
    <p role="status" className="min-h-5 text-sm text-gray-700">
      {quantity > 0 && (
        <>
          <span className="font-semibold text-gray-900">
            <Trans>{quantity} in your cart</Trans>
          </span>
          {' · '}
          <Link to="/cart" className="font-medium text-brand-700 underline-offset-2 hover:underline">
            <Trans>View cart</Trans>
          </Link>
        </>
      )}
    </p>
  );
}
