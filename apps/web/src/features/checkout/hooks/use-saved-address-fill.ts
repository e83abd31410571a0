// Saved recipients at checkout: the default one fills an empty recipient and address once,
// picking one fills the recipient's name and number and their address, and a typed recipient is
// saved to the account once the order exists (unless the customer says not to; never in the way
// of paying).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import { MAX_SAVED_ADDRESSES, type RecipientRelation, type SavedAddress } from '@phoolwari/contracts';
import { toast } from '../../../lib/toast';
import { useSaveAddress, useSavedAddresses } from '../../account';
import {
  isRecipientEmpty,
  matchingAddress,
  RECIPIENT_FORM_FIELDS,
  recipientValues,
  type CheckoutFormInput,
  type CheckoutFormOutput,
  type RecipientValues,
} from '../lib/checkout-form';

/** `rememberedPincode`: where the customer chose, before the cart, to send this (a saved recipient there is preferred). */
export function useSavedAddressFill(values: RecipientValues, rememberedPincode?: string) {
  const { setValue, clearErrors, setFocus, getValues } = useFormContext<CheckoutFormInput, unknown, CheckoutFormOutput>();
  const { t } = useLingui();
  const saved = useSavedAddresses();
  const savedAddresses = useMemo(() => saved.data ?? [], [saved.data]);
  const matched = matchingAddress(savedAddresses, values);

  const fillAddress = useCallback(
    (address: SavedAddress | null) => {
      for (const [field, path] of Object.entries(RECIPIENT_FORM_FIELDS) as [
        keyof typeof RECIPIENT_FORM_FIELDS,
        (typeof RECIPIENT_FORM_FIELDS)[keyof typeof RECIPIENT_FORM_FIELDS],
      ][]) {
        // A saved recipient is checked at once; emptied fields wait for the customer's typing.
        setValue(path, address?.[field] ?? '', { shouldDirty: true, shouldValidate: address !== null });
      }
      if (!address) {
        // eslint-disable-next-line lingui/no-unlocalized-strings -- a form field's path or a data value, not words
        clearErrors(['recipient', 'shippingAddress.street', 'shippingAddress.city', 'shippingAddress.state', 'shippingAddress.pincode']);
        setFocus('recipient.name');
      }
    },
    [setValue, clearErrors, setFocus],
  );
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || !saved.data) return;
    prefilled.current = true;
    // With a pincode chosen before the cart, a saved recipient there; the default one only when it is there too.
    const preferred = rememberedPincode
      ? (saved.data.find((a) => a.pincode === rememberedPincode && a.isDefault) ?? saved.data.find((a) => a.pincode === rememberedPincode))
      : saved.data.find((a) => a.isDefault);
    // The remembered pincode alone does not count as a recipient typed.
    const typed = recipientValues(getValues());
    const untouched = isRecipientEmpty(rememberedPincode && typed.pincode === rememberedPincode ? { ...typed, pincode: '' } : typed);
    if (preferred && untouched) fillAddress(preferred);
  }, [saved.data, getValues, fillAddress, rememberedPincode]);

  // A new recipient is kept for next time unless the customer unticks it: the next order (often
  // to the same mother or office) should not start blank.
  const [saveNew, setSaveNew] = useState(true);
  // The label a customer would write in the page's language.
  const home = t({ message: 'Home', context: 'address label' });
  const [saveLabel, setSaveLabel] = useState(home);
  const [saveRelation, setSaveRelation] = useState<RecipientRelation | null>(null);
  const saveAddress = useSaveAddress();
  const canSave = saved.isSuccess && !matched && savedAddresses.length < MAX_SAVED_ADDRESSES;
  function saveTypedAddress({ recipient, shippingAddress }: Pick<CheckoutFormOutput, 'recipient' | 'shippingAddress'>) {
    if (!saveNew || !canSave) return;
    setSaveNew(false);
    const { street, city, state, pincode, country } = shippingAddress;
    saveAddress.mutate(
      {
        body: {
          ...recipient,
          street,
          city,
          state,
          pincode,
          country,
          label: saveLabel.trim() || home,
          relation: saveRelation,
          isDefault: savedAddresses.length === 0,
        },
      },
      { onError: () => toast.info(t`The recipient could not be saved to your account. Your order is not affected.`) },
    );
  }

  return {
    savedAddresses,
    matched,
    fillAddress,
    canSave,
    saveNew,
    setSaveNew,
    saveLabel,
    setSaveLabel,
    saveRelation,
    setSaveRelation,
    saveTypedAddress,
  };
}
export type SavedAddressFill = ReturnType<typeof useSavedAddressFill>;
