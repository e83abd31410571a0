// Saved addresses at checkout: the default one fills an empty address once, picking one fills the
// fields, and a typed address is saved to the account once the order exists (unless the customer
// says not to; never in the way of paying).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import { MAX_SAVED_ADDRESSES, type SavedAddress, type ShippingAddress, type User } from '@phoolwari/contracts';
import { toast } from '../../../lib/toast';
import { useSaveAddress, useSavedAddresses } from '../../account';
import { ADDRESS_FIELDS, isAddressEmpty, matchingAddress, type CheckoutFormInput, type CheckoutFormOutput } from '../lib/checkout-form';

/** `rememberedPincode`: where the customer chose, before the cart, to send this (a saved address there is preferred). */
export function useSavedAddressFill(user: User, shippingAddress: Partial<ShippingAddress> | undefined, rememberedPincode?: string) {
  const { setValue, clearErrors, setFocus, getValues } = useFormContext<CheckoutFormInput, unknown, CheckoutFormOutput>();
  const { t } = useLingui();
  const saved = useSavedAddresses();
  const savedAddresses = useMemo(() => saved.data ?? [], [saved.data]);
  const matched = matchingAddress(savedAddresses, shippingAddress);

  const fillAddress = useCallback(
    (address: SavedAddress | null) => {
      const next = address ?? { name: user.name, phone: user.phone, street: '', city: '', state: '', pincode: '' };
      for (const field of ADDRESS_FIELDS) {
        // A saved address is checked at once; emptied fields wait for the customer's typing.
        // eslint-disable-next-line lingui/no-unlocalized-strings -- a form field's path or a data value, not words
        setValue(`shippingAddress.${field}`, next[field], { shouldDirty: true, shouldValidate: address !== null });
      }
      if (!address) {
        // eslint-disable-next-line lingui/no-unlocalized-strings -- a form field's path or a data value, not words
        clearErrors('shippingAddress');
        // eslint-disable-next-line lingui/no-unlocalized-strings -- a form field's path or a data value, not words
        setFocus('shippingAddress.street');
      }
    },
    [user.name, user.phone, setValue, clearErrors, setFocus],
  );
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || !saved.data) return;
    prefilled.current = true;
    // With a pincode chosen before the cart, a saved address there; the default one only when it is there too.
    const preferred = rememberedPincode
      ? (saved.data.find((a) => a.pincode === rememberedPincode && a.isDefault) ?? saved.data.find((a) => a.pincode === rememberedPincode))
      : saved.data.find((a) => a.isDefault);
    // The remembered pincode alone does not count as an address typed.
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a form field's path or a data value, not words
    const typed = getValues('shippingAddress');
    const untouched = isAddressEmpty(typed && rememberedPincode && typed.pincode === rememberedPincode ? { ...typed, pincode: '' } : typed);
    if (preferred && untouched) fillAddress(preferred);
  }, [saved.data, getValues, fillAddress, rememberedPincode]);

  // A new address is kept for next time unless the customer unticks it: the next order (often to
  // the same mother or office) should not start blank.
  const [saveNew, setSaveNew] = useState(true);
  // The label a customer would write in the page's language.
  const home = t({ message: 'Home', context: 'address label' });
  const [saveLabel, setSaveLabel] = useState(home);
  const saveAddress = useSaveAddress();
  const canSave = saved.isSuccess && !matched && savedAddresses.length < MAX_SAVED_ADDRESSES;
  function saveTypedAddress(address: ShippingAddress) {
    if (!saveNew || !canSave) return;
    setSaveNew(false);
    saveAddress.mutate(
      { body: { ...address, label: saveLabel.trim() || home, isDefault: savedAddresses.length === 0 } },
      { onError: () => toast.info(t`Your address could not be saved to your account. Your order is not affected.`) },
    );
  }

  return { savedAddresses, matched, fillAddress, canSave, saveNew, setSaveNew, saveLabel, setSaveLabel, saveTypedAddress };
}
export type SavedAddressFill = ReturnType<typeof useSavedAddressFill>;
