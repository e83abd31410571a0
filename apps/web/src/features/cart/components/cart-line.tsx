// One line of the cart: picture, name (to the product), unit price, the customer's reference photo
// (with a way to take it off), quantity − / +, the server's line total, and Remove. While a change
// is saved the new quantity shows at once (dimmed) and the line total follows the server's answer.
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { localized } from '@phoolwari/contracts/storefront-values';
import { useLanguage } from '../../../i18n/i18n';
import { MAX_LINE_QUANTITY, type CartItem } from '@phoolwari/contracts';
import { toast } from '../../../lib/toast';
import { formatRupees } from '../../../lib/money';
// A presentational piece of the catalogue (square picture, srcset, placeholder on failure):
// reused so cart pictures behave exactly like the catalogue's.
import { ProductImage } from '../../../components/product-image';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { useUpdateCartItem } from '../api/update-cart-item';
import { CloseIcon, TrashIcon } from '../../../components/icons';
import { ReferencePhotoThumb } from '../../../components/reference-photo-thumb';
import { QuantityStepper } from './quantity-stepper';
import { productPath } from '../../../lib/catalogue-paths';
import { lineKeyOf, optionLabel } from '../../../lib/line-option';

interface CartLineProps {
  item: CartItem;
  /** Called once the line is gone, so the page can put the focus somewhere sensible. */
  onRemoved: () => void;
}

export function CartLine({ item, onRemoved }: CartLineProps) {
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const { t } = useLingui();
  const language = useLanguage();
  const { quantity } = item;
  // The name in the page's language where the shop wrote one.
  const product = localized(item.product, language);
  const size = optionLabel(item.option, language);
  // "Red Rose Bouquet — 12 stems": the size is part of what the customer bought, and of every label.
  const name = size ? `${product.name} — ${size}` : product.name;
  const line = lineKeyOf(item);
  const price = formatRupees(item.price);
  const stock = product.stock;
  const shownQuantity = update.isPending ? update.variables.quantity : quantity;
  const removingPhoto = update.isPending && update.variables.referencePhoto === null;
  const busy = update.isPending || remove.isPending;
  const href = productPath(product);
  const overStock = quantity > product.stock;

  const changeQuantity = (next: number) => {
    const clamped = Math.min(Math.max(1, next), Math.max(1, product.stock));
    if (clamped !== quantity) update.mutate({ ...line, quantity: clamped });
  };
  const removePhoto = () => {
    if (!busy) update.mutate({ ...line, quantity, referencePhoto: null }, { onSuccess: () => toast.success(t`Reference photo removed`) });
  };

  return (
    <li className={`flex gap-3 py-4 transition-opacity sm:gap-4 ${remove.isPending ? 'opacity-50' : ''}`} aria-busy={busy || undefined}>
      {/* The name link below is the one the keyboard reaches; the picture repeats it for the pointer. */}
      <Link to={href} tabIndex={-1} aria-hidden="true" className="w-20 shrink-0 overflow-hidden rounded-lg sm:w-24">
        <ProductImage src={product.images[0]} alt="" sizes="96px" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="text-base leading-snug font-semibold text-gray-900">
              <Link to={href} className="hover:text-brand-700 hover:underline">
                {name}
              </Link>
            </h3>
            <p className="text-sm text-gray-700">
              <Trans>{price} each</Trans>
            </p>
            {item.personalisation && (
              <p className="mt-1 text-sm text-gray-800">
                <Trans>Message:</Trans> <q className="break-words">{item.personalisation}</q>
              </p>
            )}
            {item.referencePhoto && (
              <div className={`mt-2 flex items-center gap-2 ${removingPhoto ? 'opacity-50' : ''}`}>
                <ReferencePhotoThumb url={item.referencePhoto} label={t`Your reference photo for ${name}`} size={48} />
                <div className="text-sm">
                  <p className="text-gray-800">
                    <Trans>Your reference photo</Trans>
                  </p>
                  <button
                    type="button"
                    aria-disabled={busy || undefined}
                    onClick={removePhoto}
                    className="inline-flex min-h-11 items-center gap-1 font-semibold text-red-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700 aria-disabled:cursor-not-allowed"
                  >
                    <CloseIcon className="size-4" />
                    {/* The visible words start the accessible name, so voice control finds the button by them. */}
                    <Trans>
                      Remove photo <span className="sr-only">from {name}</span>
                    </Trans>
                  </button>
                </div>
              </div>
            )}
            {overStock && (
              <p className="mt-1 text-sm font-medium text-red-700">
                {stock > 0 ? t`Only ${stock} left — lower the quantity to continue` : t`Out of stock — remove it to continue`}
              </p>
            )}
          </div>
          <button
            type="button"
            aria-label={t`Remove ${name} from cart`}
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) remove.mutate({ ...line, name }, { onSuccess: onRemoved });
            }}
            className="-mt-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-gray-600 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-700 aria-disabled:cursor-not-allowed"
          >
            <TrashIcon className="size-5" />
          </button>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <QuantityStepper name={name} value={shownQuantity} max={Math.min(product.stock, MAX_LINE_QUANTITY)} busy={busy} onChange={changeQuantity} />
          <p className="text-base font-semibold text-gray-900">
            <span className="sr-only">
              <Trans>Line total</Trans>{' '}
            </span>
            {formatRupees(item.lineTotal)}
          </p>
        </div>
      </div>
    </li>
  );
}
