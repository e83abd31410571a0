// Checkout (/checkout): who sends, where and when the flowers go, who receives them, the gift
// message, and the order summary priced by the server (POST /checkout/quote) — then payment:
// create the order, take the payment in the gateway's window, verify it, go to My Orders.
// Guests go to /login first; an empty cart goes back to /cart.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate, useNavigate } from 'react-router';
import { MAX_SAVED_ADDRESSES, PincodeSchema, type Cart, type SavedAddress, type ShippingAddress, type ShopSettings, type User } from '@phoolwari/contracts';
import { toast } from '../../../lib/toast';
import { buttonClasses } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { SelectField, TextAreaField, TextField } from '../../../components/form-field';
import { PageContainer } from '../../../components/page-container';
import { PageTitle } from '../../../components/page-title';
import { PageSpinner, Spinner } from '../../../components/spinner';
import { ApiError, errorMessage } from '../../../lib/api';
import { formatRupees } from '../../../lib/money';
import { useSavedAddresses } from '../../account';
import { useSaveAddress } from '../../account';
import { applyServerErrors } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session';
import { useCart } from '../../cart';
import { cartKeys } from '../../cart';
import { TotalsSummary } from '../../cart';
// Presentational error panel of the catalogue, reused so every shop screen looks alike.
import { ErrorState } from '../../../components/status-views';
import { ordersKeys } from '../../orders';
import { useCheckoutQuote } from '../api/checkout-quote';
import { checkoutKeys } from '../api/checkout-keys';
import { createPaymentOrder } from '../api/create-payment-order';
import { useDeliverySlots } from '../api/delivery-slots';
import { usePincodeCheck } from '../api/pincode-check';
import { useShopSettings } from '../../../lib/shop-settings';
import { verifyPayment } from '../api/verify-payment';
import { CheckoutSkeleton } from '../components/checkout-skeleton';
import { PincodeAnswer } from '../components/pincode-answer';
import { SavedAddressPicker } from '../components/saved-address-picker';
import { SimulatedPaymentDialog } from '../components/simulated-payment-dialog';
import { SlotPicker } from '../components/slot-picker';
import {
  ADDRESS_FIELDS,
  CHECKOUT_FIELDS,
  checkoutDefaults,
  checkoutFormSchema,
  isAddressEmpty,
  matchingAddress,
  missingParts,
  toCheckoutBody,
  type CheckoutFormInput,
  type CheckoutFormOutput,
} from '../lib/checkout-form';
import { payWithGateway } from '../lib/pay-with-gateway';
import { GATEWAY_LOAD_FAILED, PAYMENT_FAILED } from '../lib/payment-result';
import { bookableDates, deliveryDateLabel, shopToday } from '../../../lib/shop-dates';

export function CheckoutPage() {
  const { user, status } = useSession();
  const cart = useCart();
  const settings = useShopSettings();
  // Once paid, the emptied cart must not bounce the customer to /cart on the way to /orders.
  const [placed, setPlaced] = useState(false);

  if (status === 'ready' && !user) return <Navigate to="/login" replace state={{ from: '/checkout' }} />;
  if (placed) return <PageSpinner label="Payment successful! Opening your orders…" />;

  let body: ReactNode;
  if (status === 'loading' || cart.isPending || settings.isPending) body = <CheckoutSkeleton />;
  else if (cart.isError) body = <ErrorState title="Failed to fetch your cart" error={cart.error} onRetry={() => void cart.refetch()} />;
  else if (settings.isError) body = <ErrorState title="Failed to load the delivery options" error={settings.error} onRetry={() => void settings.refetch()} />;
  else if (cart.data.items.length === 0) return <Navigate to="/cart" replace />;
  else if (user) body = <CheckoutForm cart={cart.data} settings={settings.data} user={user} onPlaced={() => setPlaced(true)} />;

  return (
    <PageContainer>
      <div aria-busy={status === 'loading' || cart.isPending || settings.isPending || undefined}>
        <PageTitle title="Checkout" />
        {body}
      </div>
    </PageContainer>
  );
}

type Phase = 'idle' | 'starting' | 'paying' | 'confirming';
const PHASE_LABEL: Record<Exclude<Phase, 'idle'>, string> = {
  starting: 'Starting payment…',
  paying: 'Waiting for payment…',
  confirming: 'Confirming payment…',
};

interface CheckoutFormProps {
  cart: Cart;
  settings: ShopSettings;
  user: User;
  onPlaced: () => void;
}

function CheckoutForm({ cart, settings, user, onPlaced }: CheckoutFormProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [today] = useState(shopToday);
  const dates = useMemo(() => bookableDates(today, settings.bookingDaysAhead), [today, settings.bookingDaysAhead]);
  const schema = useMemo(() => checkoutFormSchema(settings.giftMessageLimit), [settings.giftMessageLimit]);
  const [defaults] = useState(() => checkoutDefaults(user, today));
  const {
    register,
    control,
    handleSubmit,
    setValue,
    getValues,
    setError,
    clearErrors,
    setFocus,
    formState: { errors, dirtyFields },
  } = useForm<CheckoutFormInput, unknown, CheckoutFormOutput>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: defaults });
  const values = useWatch({ control });
  const [phase, setPhase] = useState<Phase>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const [sameAsSender, setSameAsSender] = useState(false);
  const busy = phase !== 'idle';

  // Saved addresses: the default one fills an empty address once; picking one fills the fields.
  const saved = useSavedAddresses();
  const savedAddresses = useMemo(() => saved.data ?? [], [saved.data]);
  const matched = matchingAddress(savedAddresses, values.shippingAddress);
  const fillAddress = useCallback(
    (address: SavedAddress | null) => {
      const next = address ?? { name: user.name, phone: user.phone, street: '', city: '', state: '', pincode: '' };
      for (const field of ADDRESS_FIELDS) {
        // A saved address is checked at once; emptied fields wait for the customer's typing.
        setValue(`shippingAddress.${field}`, next[field], { shouldDirty: true, shouldValidate: address !== null });
      }
      if (!address) {
        clearErrors('shippingAddress');
        setFocus('shippingAddress.street');
      }
    },
    [user.name, user.phone, setValue, clearErrors, setFocus],
  );
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || !saved.data) return;
    prefilled.current = true;
    const preferred = saved.data.find((a) => a.isDefault);
    if (preferred && isAddressEmpty(getValues('shippingAddress'))) fillAddress(preferred);
  }, [saved.data, getValues, fillAddress]);

  // 'Save this address to my account' for a typed one: saved once the order exists, never in the way of paying.
  const [saveNew, setSaveNew] = useState(false);
  const [saveLabel, setSaveLabel] = useState('Home');
  const saveAddress = useSaveAddress();
  const canSave = saved.isSuccess && !matched && savedAddresses.length < MAX_SAVED_ADDRESSES;
  function saveTypedAddress(address: ShippingAddress) {
    if (!saveNew || !canSave) return;
    setSaveNew(false);
    saveAddress.mutate(
      { body: { ...address, label: saveLabel.trim() || 'Home', isDefault: savedAddresses.length === 0 } },
      { onError: () => toast.info('Your address could not be saved to your account. Your order is not affected.') },
    );
  }

  // Where: the pincode is checked as soon as it has 6 digits.
  const typedPincode = values.shippingAddress?.pincode ?? '';
  const pincode = PincodeSchema.safeParse(typedPincode).success ? typedPincode.trim() : undefined;
  const check = usePincodeCheck(pincode);
  const pincodeAnswer = pincode && check.data?.pincode === pincode ? check.data : undefined;
  const serviceable = pincodeAnswer?.serviceable === true;

  // The earliest date the shop can deliver becomes the default, unless the customer chose one.
  const earliestDate = pincodeAnswer?.earliestDate;
  const dateChosen = dirtyFields.deliveryDate === true;
  useEffect(() => {
    if (!earliestDate || !dates.includes(earliestDate) || dateChosen) return;
    if (getValues('deliveryDate') !== earliestDate) setValue('deliveryDate', earliestDate, { shouldValidate: true });
  }, [earliestDate, dates, dateChosen, getValues, setValue]);

  // When: the chosen day's slots. A chosen slot that is no longer available is let go of.
  const date = values.deliveryDate && dates.includes(values.deliveryDate) ? values.deliveryDate : undefined;
  const slots = useDeliverySlots(date);
  const freshSlots = slots.isPlaceholderData ? undefined : slots.data;
  useEffect(() => {
    if (!freshSlots) return;
    const chosen = getValues('slotId');
    if (chosen && !freshSlots.some((s) => s._id === chosen && s.available)) setValue('slotId', '');
  }, [freshSlots, getValues, setValue]);
  const slot = freshSlots?.find((s) => s._id === values.slotId && s.available);

  // 'Same as sender' keeps the recipient's fields a copy of the sender's name and number.
  const senderName = values.shippingAddress?.name ?? '';
  const senderPhone = values.shippingAddress?.phone ?? '';
  useEffect(() => {
    if (!sameAsSender) return;
    setValue('recipient.name', senderName);
    setValue('recipient.phone', senderPhone);
    clearErrors('recipient');
  }, [sameAsSender, senderName, senderPhone, setValue, clearErrors]);

  // The price: the server's quote for this cart, area, day and slot; the cart's own totals before.
  const quoteInput = serviceable && pincode && date && slot ? { pincode, slotId: slot._id, date } : undefined;
  const cartStamp = `${cart.totalItems}:${cart.totals.subtotal}:${cart.totals.total}:${cart.promo?.code ?? ''}`;
  const quote = useCheckoutQuote(quoteInput, cartStamp);
  const quoteReady = quoteInput !== undefined && quote.isSuccess && !quote.isPlaceholderData;
  const quoteError = quoteInput && quote.isError ? quote.error : null;
  useEffect(() => {
    // The slot went (full, or past its lead time) between listing and pricing: list again.
    if (quoteError instanceof ApiError && quoteError.statusCode === 409) void queryClient.invalidateQueries({ queryKey: checkoutKeys.slotLists() });
  }, [quoteError, queryClient]);
  const totals = quoteInput && quote.data ? quote.data.totals : cart.totals;

  // What still stands between the customer and the Pay button, in words.
  const parsed = schema.safeParse(values);
  const missing: string[] = parsed.success ? [] : missingParts(parsed.error.issues);
  if (pincode && pincodeAnswer && !serviceable) missing.push('a pincode we deliver to');
  if (cart.promoError) missing.push('a promo code that still applies (see your cart)');
  const ready = missing.length === 0 && serviceable && quoteReady && !cart.promoError;

  const onValid = async (data: CheckoutFormOutput) => {
    if (busy) return;
    if (!ready) {
      if (!serviceable) setFocus('shippingAddress.pincode');
      return;
    }
    setFailure(null);
    setPhase('starting');
    let answer;
    try {
      answer = await createPaymentOrder(toCheckoutBody(data));
    } catch (error) {
      setFailure(explainOrderError(error));
      setPhase('idle');
      return;
    }
    // The server took the address, so it is worth keeping; payment goes on meanwhile.
    saveTypedAddress(data.shippingAddress);

    setPhase('paying');
    let result;
    try {
      result = await payWithGateway(answer);
    } catch (error) {
      const message = errorMessage(error, GATEWAY_LOAD_FAILED);
      toast.error(message);
      setFailure(message);
      setPhase('idle');
      return;
    }
    if (result.status === 'dismissed') {
      toast.info('Payment cancelled. Your cart is saved.');
      setPhase('idle');
      return;
    }
    if (result.status === 'failed') {
      if (!result.notified) toast.error(result.message);
      setFailure(`${result.message}. Your cart is saved — you can try again.`);
      setPhase('idle');
      return;
    }

    setPhase('confirming');
    try {
      await verifyPayment({ ...result.proof, orderId: answer.orderId });
    } catch (error) {
      const message = errorMessage(error, 'Payment verification failed');
      toast.error(message);
      setFailure(message);
      setPhase('idle');
      void queryClient.invalidateQueries({ queryKey: ordersKeys.all });
      return;
    }
    toast.success('Payment successful! Order placed.');
    onPlaced();
    void navigate('/orders');
    // The server emptied the cart when it confirmed the order; the new order joins the list.
    void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    void queryClient.invalidateQueries({ queryKey: ordersKeys.all });
  };

  /** Shows why create-order refused, on the field it concerns when there is one; returns the words. */
  function explainOrderError(error: unknown): string {
    const message = errorMessage(error, PAYMENT_FAILED);
    toast.error(message);
    if (!(error instanceof ApiError)) return message;
    if (error.code === 'SLOT_FULL' || error.code === 'SLOT_UNAVAILABLE') {
      setValue('slotId', '');
      void queryClient.invalidateQueries({ queryKey: checkoutKeys.slotLists() });
    } else if (error.code === 'OUT_OF_STOCK' || error.code === 'PROMO_INVALID') {
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    } else {
      applyServerErrors(error, setError, CHECKOUT_FIELDS);
    }
    return message;
  }

  /** The line under the Pay button: what is happening, or what is still missing. */
  function payHint(): string {
    if (busy) return phase === 'paying' ? 'Complete the payment in the payment window.' : 'Please keep this page open.';
    if (ready) return 'Secure online payment. Your order is confirmed as soon as the payment is.';
    if (missing.length > 0) return `To pay, add ${missing.join(', ')}.`;
    if (pincode && !pincodeAnswer) return 'Checking delivery to your pincode…';
    if (quoteInput && !quoteReady) return quoteError ? 'Choose another delivery slot.' : 'Working out the delivery price…';
    return 'Enter a pincode we deliver to.';
  }

  const giftLength = values.giftMessage?.length ?? 0;
  const payLabel = `Pay ${formatRupees(totals.total)}`;
  const hintId = 'checkout-pay-hint';

  return (
    <>
      <form noValidate onSubmit={(e) => void handleSubmit(onValid)(e)} className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <fieldset disabled={busy} className="flex min-w-0 flex-col gap-6">
          <Section id="checkout-address" step={1} title="Your details and delivery address">
            {savedAddresses.length > 0 && (
              <div className="mb-4">
                <SavedAddressPicker addresses={savedAddresses} selectedId={matched?._id} onPick={fillAddress} />
              </div>
            )}
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label="Your name" autoComplete="name" required error={errors.shippingAddress?.name?.message} {...register('shippingAddress.name')} />
              <TextField
                label="Your mobile number"
                type="tel"
                autoComplete="tel-national"
                inputMode="tel"
                required
                hint="10 digits, for delivery updates"
                error={errors.shippingAddress?.phone?.message}
                {...register('shippingAddress.phone')}
              />
              <div className="sm:col-span-2">
                <TextField
                  label="House, street and area"
                  autoComplete="street-address"
                  required
                  error={errors.shippingAddress?.street?.message}
                  {...register('shippingAddress.street')}
                />
              </div>
              <TextField label="City" autoComplete="address-level2" required error={errors.shippingAddress?.city?.message} {...register('shippingAddress.city')} />
              <TextField label="State" autoComplete="address-level1" required error={errors.shippingAddress?.state?.message} {...register('shippingAddress.state')} />
              <div>
                <TextField
                  id="checkout-pincode"
                  label="Pincode"
                  inputMode="numeric"
                  autoComplete="postal-code"
                  maxLength={6}
                  required
                  error={errors.shippingAddress?.pincode?.message}
                  aria-describedby={errors.shippingAddress?.pincode ? 'checkout-pincode-error checkout-pincode-answer' : 'checkout-pincode-answer'}
                  {...register('shippingAddress.pincode')}
                />
                <div className="mt-1">
                  <PincodeAnswer
                    id="checkout-pincode-answer"
                    checking={pincode !== undefined && check.isFetching && !pincodeAnswer}
                    answer={pincodeAnswer}
                    failed={pincode !== undefined && check.isError}
                    onRetry={() => void check.refetch()}
                  />
                </div>
              </div>
              <TextField label="Country" readOnly hint="We deliver within India" className="bg-gray-50!" {...register('shippingAddress.country')} />
            </div>
            {canSave && (
              <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
                <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-gray-900">
                  <input type="checkbox" checked={saveNew} onChange={(e) => setSaveNew(e.target.checked)} className="size-5 shrink-0 accent-brand-600" />
                  Save this address to my account
                </label>
                {saveNew && (
                  <div className="sm:w-48">
                    <TextField label="Label" value={saveLabel} maxLength={40} hint="For example Home or Office" onChange={(e) => setSaveLabel(e.target.value)} />
                  </div>
                )}
              </div>
            )}
          </Section>

          <Section id="checkout-when" step={2} title="Delivery date and time">
            <div className="flex flex-col gap-4">
              <div className="sm:max-w-xs">
                <SelectField label="Delivery date" required error={errors.deliveryDate?.message} {...register('deliveryDate')}>
                  {dates.map((d) => (
                    <option key={d} value={d}>
                      {deliveryDateLabel(d, today)}
                    </option>
                  ))}
                </SelectField>
              </div>
              <SlotPicker
                slots={slots.data}
                loading={slots.isPending && date !== undefined}
                stale={slots.isPlaceholderData}
                failed={slots.isError}
                onRetry={() => void slots.refetch()}
                registration={register('slotId')}
                error={errors.slotId?.message}
              />
            </div>
          </Section>

          <Section id="checkout-recipient" step={3} title="Who receives the flowers">
            <div className="flex flex-col gap-4">
              <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-gray-900">
                <input type="checkbox" checked={sameAsSender} onChange={(e) => setSameAsSender(e.target.checked)} className="size-5 shrink-0 accent-brand-600" />
                Same as sender
              </label>
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  label="Recipient's name"
                  autoComplete="off"
                  required
                  readOnly={sameAsSender}
                  className={sameAsSender ? 'bg-gray-50!' : ''}
                  error={errors.recipient?.name?.message}
                  {...register('recipient.name')}
                />
                <TextField
                  label="Recipient's mobile number"
                  type="tel"
                  inputMode="tel"
                  autoComplete="off"
                  required
                  readOnly={sameAsSender}
                  className={sameAsSender ? 'bg-gray-50!' : ''}
                  hint="Our delivery partner calls this number on arrival"
                  error={errors.recipient?.phone?.message}
                  {...register('recipient.phone')}
                />
              </div>
            </div>
          </Section>

          <Section id="checkout-gift" step={4} title="Gift message">
            <div className="flex flex-col gap-3">
              <TextAreaField
                label="Message for the card (optional)"
                rows={3}
                maxLength={settings.giftMessageLimit}
                hint={`${giftLength}/${settings.giftMessageLimit} characters`}
                error={errors.giftMessage?.message}
                {...register('giftMessage')}
              />
              <label className="flex cursor-pointer items-start gap-3 text-sm text-gray-900">
                <input type="checkbox" {...register('anonymousSender')} className="mt-0.5 size-5 shrink-0 accent-brand-600" />
                <span>
                  Send anonymously
                  <span className="block text-gray-600">Your name is left off the card and not told to the recipient.</span>
                </span>
              </label>
            </div>
          </Section>
        </fieldset>

        <section aria-labelledby="checkout-summary" className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-4 lg:sticky lg:top-24">
          <h2 id="checkout-summary" className="text-lg font-semibold text-gray-900">
            Order summary
          </h2>
          <ul className="space-y-1 text-sm text-gray-800">
            {cart.items.map((item) => (
              <li key={item.product._id} className="flex justify-between gap-3">
                <span className="min-w-0">
                  {item.product.name} <span className="text-gray-600">× {item.quantity}</span>
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
              deliveryLabel={quoteInput && quote.data ? 'Delivery fee' : 'Delivery fee (from)'}
              deliveryNote={
                quoteInput && quote.data
                  ? `For ${quote.data.zone}, including your slot`
                  : 'Your area and delivery slot may add to it'
              }
              totalLabel="Total to pay"
            />
            <p aria-live="polite" className="mt-2 min-h-5 text-xs">
              {quoteError ? (
                <span className="text-red-700">{errorMessage(quoteError, 'Could not price this delivery. Please choose another slot.')}</span>
              ) : quoteInput && quote.isFetching ? (
                <span className="flex items-center gap-1.5 text-gray-700">
                  <Spinner className="size-3" />
                  Updating the price…
                </span>
              ) : null}
            </p>
          </div>
          {cart.promoError && (
            <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
              Your promo code {cart.promo?.code} no longer applies: {cart.promoError}.{' '}
              <Link to="/cart" className="font-semibold underline underline-offset-2">
                Review your cart
              </Link>
            </p>
          )}
          <button
            type="submit"
            aria-disabled={!ready || busy || undefined}
            aria-busy={busy || undefined}
            aria-describedby={hintId}
            onClick={(e) => {
              if (busy) e.preventDefault();
            }}
            className={buttonClasses('primary', 'min-h-12 w-full text-base aria-disabled:cursor-not-allowed aria-disabled:bg-brand-600/60')}
          >
            {busy && <Spinner className="size-5" />}
            {busy ? PHASE_LABEL[phase as Exclude<Phase, 'idle'>] : payLabel}
          </button>
          {/* The button's label changes silently for a screen reader; this line says each step. */}
          <p role="status" className="sr-only">
            {busy ? PHASE_LABEL[phase as Exclude<Phase, 'idle'>] : ''}
          </p>
          {/* Below the button, in the hint's place: a failure message does not push the button down. */}
          <div id={hintId} className="min-h-10 text-sm text-gray-700">
            {failure && !busy ? <FormAlert message={failure} /> : payHint()}
          </div>
        </section>
      </form>
      <SimulatedPaymentDialog />
    </>
  );
}

function Section({ id, step, title, children }: { id: string; step: number; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-gray-200 bg-white p-4 sm:p-5">
      <h2 id={id} className="mb-4 flex items-center gap-2 text-lg font-semibold text-gray-900">
        <span aria-hidden="true" className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm text-white">
          {step}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}
