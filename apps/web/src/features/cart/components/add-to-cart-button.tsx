// "Add to Cart" for any page that sells a product: adds `quantity` through useAddToCart (guests go
// to /login first) and shows that it is working while the cart is saved. While busy it is only
// aria-disabled, so a keyboard user's focus stays on it.
import type { ReactNode } from 'react';
import { buttonClasses } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { useAddToCart } from '../api/add-to-cart';

interface AddToCartButtonProps {
  productId: string;
  quantity?: number;
  disabled?: boolean;
  className?: string;
  /** The label (and icon); 'Add to Cart' by default. */
  children?: ReactNode;
}

export function AddToCartButton({ productId, quantity = 1, disabled = false, className = '', children = 'Add to Cart' }: AddToCartButtonProps) {
  const { add, isPending } = useAddToCart();
  return (
    <button
      type="button"
      disabled={disabled}
      aria-disabled={isPending || undefined}
      aria-busy={isPending || undefined}
      onClick={() => {
        if (!isPending) add(productId, quantity);
      }}
      className={buttonClasses('primary', `aria-disabled:cursor-wait ${className}`)}
    >
      {/* Both labels share one grid cell, so the button keeps its width when the label changes. */}
      <span className="grid place-items-center">
        <span aria-hidden={isPending || undefined} className={`col-start-1 row-start-1 inline-flex items-center gap-2 ${isPending ? 'invisible' : ''}`}>
          {children}
        </span>
        <span aria-hidden={!isPending || undefined} className={`col-start-1 row-start-1 inline-flex items-center gap-2 ${isPending ? '' : 'invisible'}`}>
          <Spinner className="size-5" />
          Adding…
        </span>
      </span>
    </button>
  );
}
