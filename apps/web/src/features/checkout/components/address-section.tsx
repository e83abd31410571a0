// Step 2: who receives the flowers and where: a saved recipient to pick (filling their name,
// number and address), the recipient, then the delivery address with the pincode's answer beside
// it (and its city and state, filled in while those fields are empty), and a typed recipient saved
// to the account unless the customer says not to.
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';

import { RECIPIENT_RELATIONS } from '@phoolwari/contracts';
import { TextField } from '../../../components/form-field';
import { PincodePlaceHint, RelationSelect, usePincodePlaceFill } from '../../account';
import type { SavedAddressFill } from '../hooks/use-saved-address-fill';
import type { DeliveryChoice } from '../hooks/use-delivery-choice';
import type { CheckoutFormInput } from '../lib/checkout-form';
import { CheckoutSection } from './checkout-section';
import { PincodeAnswer } from './pincode-answer';
import { RecipientFields } from './recipient-section';
import { SavedAddressPicker } from './saved-address-picker';

export function AddressSection({ addresses, delivery }: { addresses: SavedAddressFill; delivery: DeliveryChoice }) {
  const form = useFormContext<CheckoutFormInput>();
  const {
    register,
    formState: { errors },
  } = form;
  const { t } = useLingui();
  const { pincode, check, pincodeAnswer } = delivery;
  const address = errors.shippingAddress;
  const [sameAsSender, setSameAsSender] = useState(false);
  /* eslint-disable lingui/no-unlocalized-strings -- the form's field paths, not words */
  const place = usePincodePlaceFill(form, { pincode: 'shippingAddress.pincode', city: 'shippingAddress.city', state: 'shippingAddress.state' });
  /* eslint-enable lingui/no-unlocalized-strings */
  return (
    <CheckoutSection id="checkout-address" step={2} title={t`Who receives the flowers, and where`}>
      {addresses.savedAddresses.length > 0 && (
        <div className="mb-4">
          <SavedAddressPicker
            addresses={addresses.savedAddresses}
            selectedId={addresses.matched?._id}
            onPick={(a) => {
              setSameAsSender(false);
              addresses.fillAddress(a);
            }}
          />
        </div>
      )}
      <RecipientFields sameAsSender={sameAsSender} setSameAsSender={setSameAsSender} />
      <h3 className="mt-6 mb-3 text-base font-semibold text-gray-900">
        <Trans>Delivery address</Trans>
      </h3>
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
            <PincodePlaceHint looking={place.looking} />
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
            <Trans>Save this recipient to my account</Trans>
          </label>
          {addresses.saveNew && (
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                label={t`Label`}
                value={addresses.saveLabel}
                maxLength={40}
                hint={t`For example Amma or Office`}
                onChange={(e) => addresses.setSaveLabel(e.target.value)}
              />
              <RelationSelect
                value={addresses.saveRelation ?? ''}
                onChange={(e) => addresses.setSaveRelation(RECIPIENT_RELATIONS.find((r) => r === e.target.value) ?? null)}
              />
            </div>
          )}
        </div>
      )}
    </CheckoutSection>
  );
}
