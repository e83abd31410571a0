// Step 1: who sends the flowers, the customer: the name and number the shop and its mails use; a
// guest also gives the e-mail their confirmation and tracking link go to. Where the flowers go, and
// to whom, is step 2.
import { useFormContext } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';

import { TextField } from '../../../components/form-field';
import type { CheckoutFormInput } from '../lib/checkout-form';
import { CheckoutSection } from './checkout-section';

export function SenderSection({ asGuest = false }: { asGuest?: boolean }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<CheckoutFormInput>();
  const { t } = useLingui();
  const sender = errors.shippingAddress;
  return (
    <CheckoutSection id="checkout-sender" step={1} title={t`Your details`}>
      <div className="grid gap-4 sm:grid-cols-2">
        {/* eslint-disable-next-line lingui/no-unlocalized-strings -- a form field's path or a data value, not words */}
        <TextField label={t`Your name`} autoComplete="name" required error={sender?.name?.message} {...register('shippingAddress.name')} />
        <TextField
          label={t`Your mobile number`}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          required
          hint={t`For delivery updates: 10 digits, or with the country code from abroad (+971…)`}
          error={sender?.phone?.message}
          // eslint-disable-next-line lingui/no-unlocalized-strings -- a form field's path or a data value, not words
          {...register('shippingAddress.phone')}
        />
        {asGuest && (
          <TextField
            label={t`Your e-mail`}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            hint={t`Your order confirmation and tracking link go here.`}
            error={errors.guest?.email?.message}
            {...register('guest.email')}
          />
        )}
      </div>
      {asGuest && (
        <p className="mt-3 text-sm text-gray-600">{t`Checking out as a guest. Sign in later with this mobile number to see the order in My Orders.`}</p>
      )}
    </CheckoutSection>
  );
}
