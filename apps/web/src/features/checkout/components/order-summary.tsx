// The order summary beside the form: the lines, the totals as the server prices them, a promo that
// no longer applies, and the Pay button with the line under it saying what happens or what is
// still missing.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { localized } from '@phoolwari/contracts/storefront-values';
import type { Cart, CheckoutPayment } from '@phoolwari/contracts';
import { buttonClasses } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api';
import { formatRupees } from '../../../lib/money';
import { lineIdOf, optionLabel } from '../../../lib/line-option';
import { useLanguage } from '../../../i18n/i18n';
import { TotalsSummary } from '../../cart';
import type { DeliveryChoice } from '../hooks/use-delivery-choice';
import { PHASE_LABEL, type Phase } from '../hooks/use-checkout-payment';

interface OrderSummaryProps {
  cart: Cart;
  delivery: DeliveryChoice;
  /** Online now, or cash on delivery: the button says which. */
  payment: CheckoutPayment;
  phase: Phase;
  ready: boolean;
  failure: string | null;
  /** What the line under the button says while nothing is happening. */
  hint: string;
  /** Above the button: that the charge is in rupees, for a visitor reading another currency. */
  chargeNote?: ReactNode;
}

const HINT_ID = 'checkout-pay-hint';

export function OrderSummary({ cart, delivery, payment, phase, ready, failure, hint, chargeNote }: OrderSummaryProps) {
  const { t } = useLingui();
  const language = useLanguage();
  const { quoteInput, quote, quoteError, totals } = delivery;
  const total = formatRupees(totals.total);
  const promoCode = cart.promo?.code;
  const promoError = cart.promoError;
  const busy = phase !== 'idle';
  const priced = quoteInput && quote.data;
  const zone = priced ? quote.data.zone : '';
  return (
    <section aria-labelledby="checkout-summary" className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-4 lg:sticky lg:top-24">
      <h2 id="checkout-summary" className="text-lg font-semibold text-gray-900">
        <Trans>Order summary</Trans>
      </h2>
      <ul className="space-y-1 text-sm text-gray-800">
        {cart.items.map((item) => (
          <li key={lineIdOf(item)} className="flex justify-between gap-3">
            <span className="min-w-0">
              {localized(item.product, language).name}
              {item.option && ` — ${optionLabel(item.option, language)}`} <span className="text-gray-600">× {item.quantity}</span>
            </span>
            <span className="shrink-0">{formatRupees(item.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <div className="border-t border-gray-100 pt-3" aria-busy={(quoteInput !== undefined && quote.isFetching) || undefined}>
        <TotalsSummary
          totals={totals}
          itemCount={cart.totalItems}
          promoCode={cart.promo?.code}
          deliveryLabel={priced ? t`Delivery fee` : t`Delivery fee (from)`}
          deliveryNote={priced ? t`For ${zone}, including your slot` : t`Your area and delivery slot may add to it`}
          totalLabel={t`Total to pay`}
        />
        <p aria-live="polite" className="mt-2 min-h-5 text-xs">
          {quoteError ? (
            <span className="text-red-700">{errorMessage(quoteError, t`Could not price this delivery. Please choose another slot.`)}</span>
          ) : quoteInput && quote.isFetching ? (
            <span className="flex items-center gap-1.5 text-gray-700">
              <Spinner className="size-3" />
              <Trans>Updating the price…</Trans>
            </span>
          ) : null}
        </p>
      </div>
      {cart.promoError && (
        <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <Trans>
            Your promo code {promoCode} no longer applies: {promoError}.
          </Trans>{' '}
          <Link to="/cart" className="font-semibold underline underline-offset-2">
            <Trans>Review your cart</Trans>
          </Link>
        </p>
      )}
      {chargeNote}
      <button
        type="submit"
        aria-disabled={!ready || busy || undefined}
        aria-busy={busy || undefined}
        aria-describedby={HINT_ID}
        onClick={(e) => {
          if (busy) e.preventDefault();
        }}
        className={buttonClasses('primary', 'min-h-12 w-full text-base aria-disabled:cursor-not-allowed aria-disabled:bg-brand-600/60')}
      >
        {busy && <Spinner className="size-5" />}
        {busy ? t(PHASE_LABEL[phase as Exclude<Phase, 'idle'>]) : payment === 'cod' ? t`Place order · pay ${total} in cash` : t`Pay ${total}`}
      </button>
      {/* The button's label changes silently for a screen reader; this line says each step. */}
      <p role="status" className="sr-only">
        {busy ? t(PHASE_LABEL[phase as Exclude<Phase, 'idle'>]) : ''}
      </p>
      {/* Below the button, in the hint's place: a failure message does not push the button down. */}
      <div id={HINT_ID} className="min-h-10 text-sm text-gray-700">
        {failure && !busy ? <FormAlert message={failure} /> : hint}
      </div>
    </section>
  );
}
