// Checkout (/checkout): who sends, where and when the flowers go, who receives them, the gift
// message, whether the florist may substitute flowers, how to pay where the shop takes cash on
// delivery, and the order summary priced by the server (POST /checkout/quote) — then payment:
// create the order, take the payment in the gateway's window, verify it, go to My Orders (or, in
// cash, place it confirmed at once).
// A visitor chooses: sign in (first), or continue as a guest, who also gives an e-mail and, once
// paid, sees the order with its tracking link. An empty cart goes back to /cart. The page composes the parts:
// hooks/ for saved addresses, the delivery choice and payment; components/ for each section.
import { useMemo, useState, type ReactNode } from 'react';
import { FormProvider, useForm, useFormContext, useWatch } from 'react-hook-form';
import { Navigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { Cart, CheckoutPayment, Order, ShopSettings, User } from '@phoolwari/contracts';
import { PageContainer } from '../../../components/page-container';
import { PageTitle } from '../../../components/page-title';
import { PageSpinner } from '../../../components/spinner';
import { ErrorState } from '../../../components/status-views';
import { useSession } from '../../../lib/session';
import { useShopSettings } from '../../../lib/shop-settings';
import { bookableDates, shopToday } from '../../../lib/shop-dates';
import { useCart } from '../../cart';
import { translatedResolver, useFieldMessages } from '../../account';
import { AddressSection } from '../components/address-section';
import { ChargeInRupeesNote } from '../components/charge-in-rupees-note';
import { CheckoutSkeleton } from '../components/checkout-skeleton';
import { CompanySection } from '../../companies';
import { GiftSection } from '../components/gift-section';
import { GuestOrderPlaced, GuestOrSignIn } from '../components/guest-checkout';
import { OrderSummary } from '../components/order-summary';
import { PaymentSection } from '../components/payment-section';
import { SenderSection } from '../components/sender-section';
import { SubstitutionSection } from '../components/substitution-section';
import { SimulatedPaymentDialog } from '../components/simulated-payment-dialog';
import { WhenSection } from '../components/when-section';
import { useCheckoutPayment } from '../hooks/use-checkout-payment';
import { useDeliveryChoice } from '../hooks/use-delivery-choice';
import { useSavedAddressFill } from '../hooks/use-saved-address-fill';
import {
  checkoutDefaults,
  checkoutFormSchema,
  CHECKOUT_FIELD_MESSAGES,
  missingParts,
  PROMO_PART,
  recipientValues,
  UNSERVED_PINCODE_PART,
  type CheckoutFormInput,
  type CheckoutFormOutput,
} from '../lib/checkout-form';
import { useZodResolver } from '../../../lib/zod-resolver';
import { readRememberedDelivery, type RememberedDelivery } from '../../../lib/remembered-delivery';
import { useRememberedChoice } from '../hooks/use-remembered-choice';

export function CheckoutPage() {
  const { user, status } = useSession();
  // A visitor's guest cart is asked for here: it is what a guest checks out.
  const cart = useCart({ withGuestCart: true });
  const settings = useShopSettings();
  const { t } = useLingui();
  const [asGuest, setAsGuest] = useState(false);
  // Once paid, the emptied cart must not bounce the customer to /cart on the way to /orders (or a guest from their confirmation).
  const [placed, setPlaced] = useState<Order | null>(null);
  const visitor = status === 'ready' && !user;

  if (placed && !user) {
    return (
      <PageContainer>
        <PageTitle title={t`Order confirmed`} />
        <GuestOrderPlaced order={placed} />
      </PageContainer>
    );
  }
  if (placed) return <PageSpinner label={t`Payment successful! Opening your orders…`} />;

  // An empty cart has nothing to check out, for a visitor as for a customer.
  if (cart.data?.items.length === 0) return <Navigate to="/cart" replace />;

  let body: ReactNode;
  if (visitor && !asGuest) body = <GuestOrSignIn onGuest={() => setAsGuest(true)} />;
  else if (status === 'loading' || cart.isPending || settings.isPending) body = <CheckoutSkeleton />;
  else if (cart.isError) body = <ErrorState title={t`Failed to fetch your cart`} error={cart.error} onRetry={() => void cart.refetch()} />;
  else if (settings.isError)
    body = <ErrorState title={t`Failed to load the delivery options`} error={settings.error} onRetry={() => void settings.refetch()} />;
  else body = <CheckoutForm cart={cart.data} settings={settings.data} user={user} onPlaced={setPlaced} />;

  return (
    <PageContainer>
      <div aria-busy={status === 'loading' || cart.isPending || settings.isPending || undefined}>
        <PageTitle title={t`Checkout`} />
        {body}
      </div>
    </PageContainer>
  );
}

interface CheckoutFormProps {
  cart: Cart;
  settings: ShopSettings;
  /** Null for a guest. */
  user: User | null;
  onPlaced: (order: Order) => void;
}

function CheckoutForm({ cart, settings, user, onPlaced }: CheckoutFormProps) {
  const [today] = useState(shopToday);
  const dates = useMemo(() => bookableDates(today, settings.bookingDaysAhead), [today, settings.bookingDaysAhead]);
  const { i18n } = useLingui();
  const asGuest = user === null;
  const schema = useMemo(() => checkoutFormSchema(settings.giftMessageLimit, i18n, asGuest), [settings.giftMessageLimit, i18n, asGuest]);
  // The pincode chosen before the cart (on a product page) is where this delivery goes.
  const [remembered] = useState(readRememberedDelivery);
  const [defaults] = useState(() => {
    const fresh = checkoutDefaults(user, today);
    return remembered ? { ...fresh, shippingAddress: { ...fresh.shippingAddress, pincode: remembered.pincode } } : fresh;
  });
  const translate = useFieldMessages(CHECKOUT_FIELD_MESSAGES);
  const form = useForm<CheckoutFormInput, unknown, CheckoutFormOutput>({
    resolver: translatedResolver(useZodResolver(schema), translate),
    mode: 'onTouched',
    defaultValues: defaults,
  });
  return (
    <FormProvider {...form}>
      <CheckoutFormParts
        cart={cart}
        settings={settings}
        onPlaced={onPlaced}
        dates={dates}
        today={today}
        schema={schema}
        asGuest={asGuest}
        remembered={remembered}
      />
    </FormProvider>
  );
}

/** The form's sections and summary, inside the form's context (the hooks read it). */
function CheckoutFormParts({
  cart,
  settings,
  onPlaced,
  dates,
  today,
  schema,
  asGuest,
  remembered,
}: Omit<CheckoutFormProps, 'user'> & {
  dates: string[];
  today: string;
  schema: ReturnType<typeof checkoutFormSchema>;
  asGuest: boolean;
  remembered: RememberedDelivery | null;
}) {
  const { control, handleSubmit, setFocus } = useFormContext<CheckoutFormInput, unknown, CheckoutFormOutput>();
  const values = useWatch({ control });
  const { t } = useLingui();
  const addresses = useSavedAddressFill(recipientValues(values), remembered?.pincode);
  // Cash on delivery counts only while the server's quote still offers it here (a new pincode or a
  // bigger cart may close it): otherwise the order is paid online.
  const [payWith, setPayWith] = useState<CheckoutPayment>('online');
  const [offeredCash, setOfferedCash] = useState(false);
  const paying: CheckoutPayment = payWith === 'cod' && offeredCash ? 'cod' : 'online';
  const delivery = useDeliveryChoice(
    { pincode: values.shippingAddress?.pincode, deliveryDate: values.deliveryDate, slotId: values.slotId },
    dates,
    cart,
    paying,
  );
  const rememberedNotice = useRememberedChoice(remembered, delivery, dates, today);
  const cashOffer = delivery.cashOffer;
  if (offeredCash !== (cashOffer?.offered === true)) setOfferedCash(cashOffer?.offered === true);
  const payment = useCheckoutPayment({ onPlaced, asGuest, onOrderCreated: (data) => addresses.saveTypedAddress(data) });
  const { pincode, pincodeAnswer, serviceable, quoteInput, quoteReady, quoteError } = delivery;

  // What still stands between the customer and the Pay button, in words.
  const parsed = schema.safeParse(values);
  const missing = parsed.success ? [] : missingParts(parsed.error.issues);
  if (pincode && pincodeAnswer && !serviceable) missing.push(UNSERVED_PINCODE_PART);
  if (cart.promoError) missing.push(PROMO_PART);
  const ready = missing.length === 0 && serviceable && quoteReady && !cart.promoError;

  const onValid = async (data: CheckoutFormOutput) => {
    if (payment.busy) return;
    if (!ready) {
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a form field's path or a data value, not words
      if (!serviceable) setFocus('shippingAddress.pincode');
      return;
    }
    await payment.pay(data, paying);
  };

  /** The line under the Pay button: what is happening, or what is still missing. */
  function payHint(): string {
    if (payment.busy) return payment.phase === 'paying' ? t`Complete the payment in the payment window.` : t`Please keep this page open.`;
    if (ready)
      return paying === 'cod'
        ? t`Your order is confirmed now; pay the delivery partner in cash when it arrives.`
        : t`Secure online payment. Your order is confirmed as soon as the payment is.`;
    if (missing.length > 0) {
      // A list of what is missing, each part in the page's language.
      const parts = missing.map((part) => t(part)).join(', ');
      return paying === 'cod' ? t`To place your order, add ${parts}.` : t`To pay, add ${parts}.`;
    }
    if (pincode && !pincodeAnswer) return t`Checking delivery to your pincode…`;
    if (quoteInput && !quoteReady) return quoteError ? t`Choose another delivery slot.` : t`Working out the delivery price…`;
    return t`Enter a pincode we deliver to.`;
  }

  return (
    <>
      <form
        noValidate
        onSubmit={(e) => void handleSubmit(onValid)(e)}
        className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start"
      >
        <fieldset disabled={payment.busy} className="flex min-w-0 flex-col gap-6">
          <SenderSection asGuest={asGuest} />
          <AddressSection addresses={addresses} delivery={delivery} />
          <WhenSection dates={dates} today={today} delivery={delivery} notice={rememberedNotice} />
          <GiftSection limit={settings.giftMessageLimit} />
          <SubstitutionSection />
          <CompanySection />
          {cashOffer && <PaymentSection offer={cashOffer} value={paying} onChange={setPayWith} />}
        </fieldset>
        <OrderSummary
          cart={cart}
          delivery={delivery}
          payment={paying}
          phase={payment.phase}
          ready={ready}
          failure={payment.failure}
          hint={payHint()}
          chargeNote={paying === 'online' && <ChargeInRupeesNote total={delivery.totals.total} settings={settings} />}
        />
      </form>
      <SimulatedPaymentDialog />
    </>
  );
}
