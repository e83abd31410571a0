// Subscribing to a plan: the first day, how many weeks, where and to whom. The server prices the
// cycle (deliveries × the price of one); the customer pays it at once in the gateway's window, and
// the subscription starts when the payment is verified.
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_SUBSCRIPTION_WEEKS, type SubscriptionPlan } from '@phoolwari/contracts';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { SelectField, TextField } from '../../../components/form-field';
import { ApiError, errorMessage } from '../../../lib/api';
import { normalizePhone } from '../../../lib/form-rules';
import { formatRupees } from '../../../lib/money';
import { addDays, shopToday } from '../../../lib/shop-dates';
import { toast } from '../../../lib/toast';
import { payWithGateway, verifyPayment } from '../../checkout';
import { subscribe, subscriptionKeys } from '../api/subscriptions';

export interface AddressValues {
  name: string;
  street: string;
  city: string;
  state: string;
  pincode: string;
  phone: string;
  recipientName: string;
  recipientPhone: string;
}

export const toAddressBody = (v: AddressValues) => ({
  shippingAddress: { name: v.name, street: v.street, city: v.city, state: v.state, pincode: v.pincode, phone: normalizePhone(v.phone) },
  recipient: { name: v.recipientName, phone: normalizePhone(v.recipientPhone) },
});

/** The server's refusals, on the fields they concern. */
export const fieldErrors = (error: unknown): Record<string, string> =>
  error instanceof ApiError
    ? Object.fromEntries(
        error.errors.map((e) => [
          e.path.replace(/^recipient\.(\w)/, (_, c: string) => `recipient${c.toUpperCase()}`).replace(/^shippingAddress\./, ''),
          e.message,
        ]),
      )
    : {};

export function AddressFields({ values, onChange, errors }: { values: AddressValues; onChange: (v: AddressValues) => void; errors: Record<string, string> }) {
  const { t } = useLingui();
  const field = (key: keyof AddressValues) => ({
    value: values[key],
    onChange: (e: { target: { value: string } }) => onChange({ ...values, [key]: e.target.value }),
  });
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField label={t`Your name`} required autoComplete="name" {...field('name')} error={errors.name} />
      <TextField label={t`Your mobile number`} required inputMode="tel" autoComplete="tel" {...field('phone')} error={errors.phone} />
      <TextField label={t`Street and house`} required autoComplete="street-address" className="sm:col-span-2" {...field('street')} error={errors.street} />
      <TextField label={t`City`} required autoComplete="address-level2" {...field('city')} error={errors.city} />
      <TextField label={t`State`} required autoComplete="address-level1" {...field('state')} error={errors.state} />
      <TextField label={t`Pincode`} required inputMode="numeric" autoComplete="postal-code" {...field('pincode')} error={errors.pincode} />
      {/* eslint-disable-next-line lingui/no-unlocalized-strings -- a field's key, not words */}
      <TextField label={t`Recipient’s name`} required {...field('recipientName')} error={errors.recipientName} />
      {/* eslint-disable-next-line lingui/no-unlocalized-strings -- a field's key, not words */}
      <TextField label={t`Recipient’s mobile number`} required inputMode="tel" {...field('recipientPhone')} error={errors.recipientPhone} />
    </div>
  );
}

const EMPTY: AddressValues = { name: '', street: '', city: '', state: '', pincode: '', phone: '', recipientName: '', recipientPhone: '' };

export function SubscribeForm({ plan, onDone, onClose }: { plan: SubscriptionPlan; onDone: () => void; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const tomorrow = addDays(shopToday(), 1);
  const [startDate, setStartDate] = useState(tomorrow);
  const [weeks, setWeeks] = useState(4);
  const [address, setAddress] = useState<AddressValues>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const perWeek = plan.weekdays.length;
  const estimate = formatRupees(perWeek * weeks * plan.pricePerDelivery);
  const planName = (i18n.locale === 'hi' && plan.hi?.name) || plan.name;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    setErrors({});
    try {
      const answer = await subscribe({ planId: plan._id, startDate, weeks, ...toAddressBody(address) });
      // My subscriptions shows it at once, waiting for payment until the payment is proven.
      void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
      const result = await payWithGateway(answer.payment, i18n);
      if (result.status === 'paid') {
        await verifyPayment({ ...result.proof, orderId: answer.payment.orderId });
        await queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
        const reference = answer.subscription.reference;
        toast.success(t`Subscribed! ${reference} starts on its first day.`);
        onDone();
      } else if (result.status === 'failed') {
        setFailure(result.message);
      } else {
        toast.info(t`Payment cancelled. Pay again from My subscriptions.`);
        onDone();
      }
    } catch (error) {
      setErrors(fieldErrors(error));
      setFailure(errorMessage(error, t`The subscription could not be started`));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={(e) => void submit(e)}
      aria-label={t`Subscribe to ${planName}`}
      className="mt-4 flex flex-col gap-4 rounded-xl border border-brand-200 bg-brand-50/40 p-4"
    >
      <fieldset disabled={busy} className="flex flex-col gap-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t`First day`}
            type="date"
            required
            min={tomorrow}
            value={startDate}
            onChange={(e) => setStartDate(e.target.value)}
            error={errors.startDate}
          />
          <SelectField label={t`Number of weeks`} value={weeks} onChange={(e) => setWeeks(Number(e.target.value))} error={errors.weeks}>
            {Array.from({ length: MAX_SUBSCRIPTION_WEEKS }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </SelectField>
        </div>
        <AddressFields values={address} onChange={setAddress} errors={errors} />
        <p className="text-sm text-gray-800">
          <Trans>About {estimate} for the cycle, paid now; the exact amount is shown in the payment window.</Trans>
        </p>
        <FormAlert message={failure} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" busy={busy} busyLabel={t`Starting payment…`}>
            <Trans>Subscribe and pay</Trans>
          </Button>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
