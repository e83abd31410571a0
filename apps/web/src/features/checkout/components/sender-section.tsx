// Step 1: who sends the flowers, the customer: the name and number the shop and its mails use.
// Where the flowers go, and to whom, is step 2.
import { useFormContext } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';

import { TextField } from '../../../components/form-field';
import type { CheckoutFormInput } from '../lib/checkout-form';
import { CheckoutSection } from './checkout-section';

export function SenderSection() {
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
      </div>
    </CheckoutSection>
  );
}
