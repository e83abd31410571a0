// Step 4: the card's message (up to the shop's limit) and whether to send anonymously.
import { useFormContext, useWatch } from 'react-hook-form';
import { TextAreaField } from '../../../components/form-field';
import type { CheckoutFormInput } from '../lib/checkout-form';
import { CheckoutSection } from './checkout-section';

export function GiftSection({ limit }: { limit: number }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<CheckoutFormInput>();
  const giftLength = (useWatch({ control, name: 'giftMessage' }) ?? '').length;
  return (
    <CheckoutSection id="checkout-gift" step={4} title="Gift message">
      <div className="flex flex-col gap-3">
        <TextAreaField
          label="Message for the card (optional)"
          rows={3}
          maxLength={limit}
          hint={`${giftLength}/${limit} characters`}
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
    </CheckoutSection>
  );
}
