// A product's price in rupees, with the original price struck through and the discount shown
// only when the original is really higher (a 0 or equal original means "no discount"), and roughly
// what it is in the visitor's chosen currency. `from`: the product comes in several sizes, and this
// is the cheapest's price ("from ₹349").
import { Trans } from '@lingui/react/macro';
import { discountPercent, formatRupees } from '../lib/money';
import { ApproximatePrice } from './approximate-price';

interface ProductPriceProps {
  price: number;
  originalPrice?: number;
  size?: 'sm' | 'lg';
  from?: boolean;
}

export function ProductPrice({ price, originalPrice = 0, size = 'sm', from = false }: ProductPriceProps) {
  const discount = discountPercent(price, originalPrice);
  const large = size === 'lg';
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
      <span className={`font-semibold text-gray-900 ${large ? 'text-3xl' : 'text-base'}`}>
        {from ? (
          <Trans>from {formatRupees(price)}</Trans>
        ) : (
          <>
            <span className="sr-only">
              <Trans>Price</Trans>{' '}
            </span>
            {formatRupees(price)}
          </>
        )}
      </span>
      {discount > 0 && (
        <>
          <s className={`text-gray-600 ${large ? 'text-lg' : 'text-sm'}`}>
            <span className="sr-only">
              <Trans>Original price</Trans>{' '}
            </span>
            {formatRupees(originalPrice)}
          </s>
          <span className={`font-medium text-green-700 ${large ? 'text-base' : 'text-xs'}`}>
            <Trans>{discount}% off</Trans>
          </span>
        </>
      )}
      <ApproximatePrice rupees={price} />
    </p>
  );
}
