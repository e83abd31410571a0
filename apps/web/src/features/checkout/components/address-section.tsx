// Step 2: who receives the flowers and where: the recipient, then the delivery address with a
// saved address to pick, the pincode's answer beside it (and the state it is in, filled in when
// the field is empty), and a typed address saved to the account unless the customer says not to.
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';

import { TextField } from '../../../components/form-field';
import type { SavedAddressFill } from '../hooks/use-saved-address-fill';
import type { DeliveryChoice } from '../hooks/use-delivery-choice';
import type { CheckoutFormInput } from '../lib/checkout-form';
import { CheckoutSection } from './checkout-section';
import { PincodeAnswer } from './pincode-answer';
import { RecipientFields } from './recipient-section';
import { SavedAddressPicker } from './saved-address-picker';

export function AddressSection({ addresses, delivery }: { addresses: SavedAddressFill; delivery: DeliveryChoice }) {
  const {
    register,
    getValues,
    setValue,
    formState: { errors },
  } = useFormContext<CheckoutFormInput>();
  const { t } = useLingui();
  const { pincode, check, pincodeAnswer } = delivery;
  const address = errors.shippingAddress;
  const stateOfPincode = pincodeAnswer?.state;
  useEffect(() => {
    // A pincode's answer says which state it is in: filled in once, when the field is empty; what
    // the customer typed there, or cleared afterwards, stays theirs.
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a form field's path or a data value, not words
    if (stateOfPincode && getValues('shippingAddress.state').trim() === '') setValue('shippingAddress.state', stateOfPincode, { shouldValidate: true });
  }, [stateOfPincode, getValues, setValue]);
  return (
    <CheckoutSection id="checkout-address" step={2} title={t`Who receives the flowers, and where`}>
      <RecipientFields />
      <h3 className="mt-6 mb-3 text-base font-semibold text-gray-900">
        <Trans>Delivery address</Trans>
      </h3>
      {addresses.savedAddresses.length > 0 && (
        <div className="mb-4">
          <SavedAddressPicker addresses={addresses.savedAddresses} selectedId={addresses.matched?._id} onPick={addresses.fillAddress} />
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
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
        {/* eslint-disable-next-line lingui/no-unlocalized-strings -- a form field's path or a data value, not words */}
        <TextField label={t`City`} autoComplete="address-level2" required error={address?.city?.message} {...register('shippingAddress.city')} />
        {/* eslint-disable-next-line lingui/no-unlocalized-strings -- a form field's path or a data value, not words */}
        <TextField label={t`State`} autoComplete="address-level1" required error={address?.state?.message} {...register('shippingAddress.state')} />
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
