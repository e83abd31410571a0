// Step 4: the card's message (up to the shop's limit) and whether to send anonymously.
import { useFormContext, useWatch } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';

import { TextAreaField } from '../../../components/form-field';
import type { CheckoutFormInput } from '../lib/checkout-form';
import { CheckoutSection } from './checkout-section';

export function GiftSection({ limit }: { limit: number }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<CheckoutFormInput>();
  const { t } = useLingui();
  const giftLength = (useWatch({ control, name: 'giftMessage' }) ?? '').length;
  return (
    <CheckoutSection id="checkout-gift" step={4} title={t`Gift message`}>
      <div className="flex flex-col gap-3">
        <TextAreaField
          label={t`Message for the card (optional)`}
          rows={3}
          maxLength={limit}
          hint={t`${giftLength}/${limit} characters`}
          error={errors.giftMessage?.message}
          // eslint-disable-next-line lingui/no-unlocalized-strings -- a form field's path or a data value, not words
          {...register('giftMessage')}
        />
        <label className="flex cursor-pointer items-start gap-3 text-sm text-gray-900">
          {/* eslint-disable-next-line lingui/no-unlocalized-strings -- a form field's path or a data value, not words */}
          <input type="checkbox" {...register('anonymousSender')} className="mt-0.5 size-5 shrink-0 accent-brand-600" />
          <span>
            <Trans>Send anonymously</Trans>
            <span className="block text-gray-600">
              <Trans>Your name is left off the card and not told to the recipient.</Trans>
            </span>
          </span>
        </label>
      </div>
    </CheckoutSection>
  );
}
