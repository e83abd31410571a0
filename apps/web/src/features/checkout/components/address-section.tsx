// Step 1: the sender's details and the delivery address, with a saved address to pick, the
// pincode's answer beside it, and the offer to save a typed address to the account.
import { useFormContext } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';

import { TextField } from '../../../components/form-field';
import type { SavedAddressFill } from '../hooks/use-saved-address-fill';
import type { DeliveryChoice } from '../hooks/use-delivery-choice';
import type { CheckoutFormInput } from '../lib/checkout-form';
import { CheckoutSection } from './checkout-section';
import { PincodeAnswer } from './pincode-answer';
import { SavedAddressPicker } from './saved-address-picker';

export function AddressSection({ addresses, delivery }: { addresses: SavedAddressFill; delivery: DeliveryChoice }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<CheckoutFormInput>();
  const { t } = useLingui();
  const { pincode, check, pincodeAnswer } = delivery;
  const address = errors.shippingAddress;
  return (
    <CheckoutSection id="checkout-address" step={1} title={t`Your details and delivery address`}>
      {addresses.savedAddresses.length > 0 && (
        <div className="mb-4">
          <SavedAddressPicker addresses={addresses.savedAddresses} selectedId={addresses.matched?._id} onPick={addresses.fillAddress} />
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {/* eslint-disable-next-line lingui/no-unlocalized-strings -- a form field's path or a data value, not words */}
        <TextField label={t`Your name`} autoComplete="name" required error={address?.name?.message} {...register('shippingAddress.name')} />
        <TextField
          label={t`Your mobile number`}
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          required
          hint={t`10 digits, for delivery updates`}
          error={address?.phone?.message}
          // eslint-disable-next-line lingui/no-unlocalized-strings -- a form field's path or a data value, not words
          {...register('shippingAddress.phone')}
        />
        <div className="sm:col-span-2">
          <TextField
            label={t`House, street and area`}
            autoComplete="street-address"
            required
            error={address?.street?.message}
            // eslint-disable-next-line lingui/no-unlocalized-strings -- a form field's path or a data value, not words
            {...register('shippingAddress.street')}
          />
        </div>
        {/* eslint-disable-next-line lingui/no-unlocalized-strings -- a form field's path or a data value, not words */}
        <TextField label={t`City`} autoComplete="address-level2" required error={address?.city?.message} {...register('shippingAddress.city')} />
        {/* eslint-disable-next-line lingui/no-unlocalized-strings -- a form field's path or a data value, not words */}
        <TextField label={t`State`} autoComplete="address-level1" required error={address?.state?.message} {...register('shippingAddress.state')} />
        <div>
          <TextField
            id="checkout-pincode"
            label={t`Pincode`}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            required
            error={address?.pincode?.message}
            aria-describedby={address?.pincode ? 'checkout-pincode-error checkout-pincode-answer' : 'checkout-pincode-answer'}
            // eslint-disable-next-line lingui/no-unlocalized-strings -- a form field's path or a data value, not words
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
        {/* Shown in the page's language; the order always goes to India (see toCheckoutBody). */}
        <TextField label={t`Country`} readOnly value={t`India`} hint={t`We deliver within India`} className="bg-gray-50!" />
      </div>
      {addresses.canSave && (
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
          <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-gray-900">
            <input
              type="checkbox"
              checked={addresses.saveNew}
              onChange={(e) => addresses.setSaveNew(e.target.checked)}
              className="size-5 shrink-0 accent-brand-600"
            />
            <Trans>Save this address to my account</Trans>
          </label>
          {addresses.saveNew && (
            <div className="sm:w-48">
              <TextField
                label={t`Label`}
                value={addresses.saveLabel}
                maxLength={40}
                hint={t`For example Home or Office`}
                onChange={(e) => addresses.setSaveLabel(e.target.value)}
              />
            </div>
          )}
        </div>
      )}
    </CheckoutSection>
  );
}
