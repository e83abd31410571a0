// The cart (/cart): lines with quantity − / + and Remove, add-ons not yet in it, the order summary
// exactly as the server priced it, the promo code box, the delivery promise, and the way on to
// checkout. A visitor's cart is their guest cart; checkout offers signing in, or going on as a guest.
import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Cart } from '@phoolwari/contracts';
import { Button, buttonClasses } from '../../../components/button';
import { PageContainer } from '../../../components/page-container';
import { PageTitle } from '../../../components/page-title';
import { useSession } from '../../../lib/session';
// Presentational empty/error panels of the catalogue, reused so every shop screen looks alike.
import { EmptyState, ErrorState } from '../../../components/status-views';
import { useCart } from '../api/cart';
import { useClearCart } from '../api/clear-cart';
import { AddOnsOffer } from '../components/add-ons-offer';
import { CartLine } from '../components/cart-line';
import { lineIdOf } from '../../../lib/line-option';
import { CartSkeleton } from '../components/cart-skeleton';
import { TruckIcon } from '../../../components/icons';
import { PromoBox } from '../components/promo-box';
import { RememberedDeliveryNote } from '../components/remembered-delivery-note';
import { TotalsSummary } from '../components/totals-summary';
import { deliveryPromise, PolicyText } from '../../../components/shop-promises';

export function CartPage() {
  const { status } = useSession();
  const cart = useCart({ withGuestCart: true });
  const { t } = useLingui();

  const loading = status === 'loading' || cart.isPending;
  let body;
  if (loading) body = <CartSkeleton />;
  else if (cart.isError) body = <ErrorState title={t`Failed to fetch your cart`} error={cart.error} onRetry={() => void cart.refetch()} />;
  else if (!cart.data || cart.data.items.length === 0)
    body = (
      <EmptyState
        title={t`Your cart is empty`}
        titleAs="h2"
        detail={t`Fresh bouquets and garlands are a few taps away.`}
        action={
          <Link to="/products" className={buttonClasses('primary', 'px-6')}>
            <Trans>Continue shopping</Trans>
          </Link>
        }
      />
    );
  else body = <FilledCart cart={cart.data} />;

  return (
    <PageContainer>
      <div aria-busy={loading || undefined}>
        <PageTitle title={t`Your cart`} />
        {body}
      </div>
    </PageContainer>
  );
}

function FilledCart({ cart }: { cart: Cart }) {
  const itemsHeading = useRef<HTMLHeadingElement>(null);
  const { t } = useLingui();
  const count = cart.totalItems;
  const stockProblem = cart.items.some((item) => item.quantity > item.product.stock);

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="flex min-w-0 flex-col gap-6">
        <section aria-labelledby="cart-items" className="rounded-xl border border-gray-200 bg-white px-4">
          <div className="flex min-h-14 items-center justify-between gap-3 border-b border-gray-100">
            <h2 id="cart-items" ref={itemsHeading} tabIndex={-1} className="text-lg font-semibold text-gray-900 outline-none">
              <Trans>Items ({count})</Trans>
            </h2>
            <ClearCart />
          </div>
          <ul className="divide-y divide-gray-100">
            {cart.items.map((item) => (
              <CartLine key={lineIdOf(item)} item={item} onRemoved={() => itemsHeading.current?.focus()} />
            ))}
          </ul>
        </section>
        <AddOnsOffer exclude={cart.items.map((item) => item.product._id)} />
      </div>

      <section aria-labelledby="cart-summary" className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-4 lg:sticky lg:top-24">
        <h2 id="cart-summary" className="text-lg font-semibold text-gray-900">
          <Trans>Order summary</Trans>
        </h2>
        <TotalsSummary
          totals={cart.totals}
          itemCount={cart.totalItems}
          promoCode={cart.promo?.code}
          deliveryLabel={t`Delivery fee (from)`}
          deliveryNote={t`Your area and delivery slot may add to it at checkout`}
        />
        <PromoBox cart={cart} />
        <p className="flex items-start gap-2 rounded-lg bg-brand-50 p-3 text-sm text-gray-800">
          <TruckIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <span>
            {/* Where the shop's delivery areas reach, from its policies: no outstation promise they do not keep. */}
            <PolicyText>{deliveryPromise}</PolicyText> <Trans>You choose the date and time slot at checkout.</Trans>
          </span>
        </p>
        <RememberedDeliveryNote />
        {stockProblem ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            <Trans>Some items have less stock than your quantity. Lower the quantity or remove them to check out.</Trans>
          </p>
        ) : (
          <Link to="/checkout" className={buttonClasses('primary', 'min-h-12 w-full text-base')}>
            <Trans>Proceed to checkout</Trans>
          </Link>
        )}
        <Link to="/products" className="text-center text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
          <Trans>Continue shopping</Trans>
        </Link>
      </section>
    </div>
  );
}

/** "Clear cart" asks once more inline (no browser pop-up), with the safe answer focused. */
function ClearCart() {
  const clear = useClearCart();
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const keepRef = useRef<HTMLButtonElement>(null);
  const clearRef = useRef<HTMLButtonElement>(null);
  const [asked, setAsked] = useState(false);

  useLayoutEffect(() => {
    if (confirming) keepRef.current?.focus();
    else if (asked) clearRef.current?.focus();
  }, [confirming, asked]);

  if (!confirming) {
    return (
      <Button
        ref={clearRef}
        variant="ghost"
        onClick={() => {
          setAsked(true);
          setConfirming(true);
        }}
        className="-mr-2 px-2"
      >
        <Trans>Clear cart</Trans>
      </Button>
    );
  }
  return (
    <div role="group" aria-label={t`Remove every item?`} className="flex items-center gap-1 text-sm">
      <span className="hidden text-gray-700 sm:inline">
        <Trans>Remove every item?</Trans>
      </span>
      <Button variant="danger" busy={clear.isPending} busyLabel={t`Clearing…`} onClick={() => clear.mutate()} className="px-3">
        <Trans>Clear all</Trans>
      </Button>
      <Button ref={keepRef} variant="ghost" onClick={() => setConfirming(false)} className="px-3">
        <Trans>Keep</Trans>
      </Button>
    </div>
  );
}
