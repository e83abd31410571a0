// Step 6, where the shop takes cash on delivery: pay online now (UPI, cards, netbanking, wallets)
// or in cash to the delivery partner. The server's quote says whether cash is open to this
// customer for this order, and why not when it is not.
import type { CashOnDeliveryOffer, CheckoutPayment } from '@phoolwari/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatRupees } from '../../../lib/money';
import { CHOICE_CARD, CheckoutSection } from './checkout-section';

interface PaymentSectionProps {
  offer: NonNullable<CashOnDeliveryOffer>;
  value: CheckoutPayment;
  onChange: (payment: CheckoutPayment) => void;
}

export function PaymentSection({ offer, value, onChange }: PaymentSectionProps) {
  const { t } = useLingui();
  const option = CHOICE_CARD;
  const fee = formatRupees(offer.fee);
  return (
    <CheckoutSection id="checkout-payment" step={6} title={t`How you pay`}>
      <fieldset className="flex flex-col gap-2">
        <legend className="sr-only">
          <Trans>How you pay</Trans>
        </legend>
        <label className={option}>
          <input
            type="radio"
            name="payment"
            value="online"
            checked={value === 'online'}
            onChange={() => onChange('online')}
            className="mt-0.5 size-5 shrink-0 accent-brand-600"
          />
          <span>
            <span className="block font-semibold text-gray-900">
              <Trans>Pay online now</Trans>
            </span>
            <span className="text-gray-700">
              <Trans>UPI, cards, netbanking or wallets</Trans>
            </span>
          </span>
        </label>
        <label className={option}>
          <input
            type="radio"
            name="payment"
            value="cod"
            checked={value === 'cod'}
            disabled={!offer.offered}
            aria-describedby={offer.reason ? 'checkout-cod-reason' : undefined}
            onChange={() => onChange('cod')}
            className="mt-0.5 size-5 shrink-0 accent-brand-600"
          />
          <span>
            <span className="block font-semibold text-gray-900">{offer.fee > 0 ? t`Cash on delivery (+${fee})` : t`Cash on delivery`}</span>
            <span className="text-gray-700">
              <Trans>Pay the delivery partner in cash when the flowers arrive</Trans>
            </span>
            {offer.reason && (
              <span id="checkout-cod-reason" className="block text-amber-900">
                {offer.reason}
              </span>
            )}
          </span>
        </label>
      </fieldset>
    </CheckoutSection>
  );
}
