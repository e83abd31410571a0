// The delivery the customer chose before the cart (on a product page: pincode, day, kind of slot)
// fills checkout's when-section, and is checked again here: the day is taken if it can still be
// booked, and the first open slot of the chosen kind on it. When the day or the kind can no longer
// be had (the day has passed or closed, the slots are full or past their time) the customer is told
// plainly, and the day's other slots are there to choose from. Each is done once: what the customer
// changes afterwards is theirs.
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import { DELIVERY_KIND_LABELS } from '../../../lib/earliest-delivery';
import type { RememberedDelivery } from '../../../lib/remembered-delivery';
import { deliveryDateLabel } from '../../../lib/shop-dates';
import type { DeliveryChoice } from './use-delivery-choice';
import type { CheckoutFormInput, CheckoutFormOutput } from '../lib/checkout-form';

export function useRememberedChoice(remembered: RememberedDelivery | null, delivery: DeliveryChoice, dates: readonly string[], today: string): string | null {
  const { t, i18n } = useLingui();
  const { setValue, getValues, control } = useFormContext<CheckoutFormInput, unknown, CheckoutFormOutput>();

  const slotId = useWatch({ control, name: 'slotId' });
  const dayBookable = remembered?.date !== undefined && dates.includes(remembered.date);

  const dayTaken = useRef(false);
  useEffect(() => {
    if (dayTaken.current || !remembered?.date) return;
    dayTaken.current = true;
    // Chosen (dirty), so the pincode's earliest day does not replace it.
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a form field's path or a data value, not words
    if (dayBookable) setValue('deliveryDate', remembered.date, { shouldDirty: true, shouldValidate: true });
  }, [remembered, dayBookable, setValue]);

  const kind = remembered?.kind;
  const fresh = delivery.slots.isPlaceholderData ? undefined : delivery.slots.data;
  // The day's slots once the form holds that day (the remembered one, or the earliest once the pincode answered).
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a form field's path or a data value, not words
  const settled = kind && fresh && delivery.date && delivery.pincodeAnswer?.serviceable && getValues('deliveryDate') === delivery.date;
  const ofKind = settled ? fresh.filter((slot) => slot.kind === kind) : [];
  const open = ofKind.find((slot) => slot.available);

  const slotTaken = useRef(false);
  useEffect(() => {
    if (slotTaken.current || !settled) return;
    slotTaken.current = true;
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a form field's path or a data value, not words
    if (open && !getValues('slotId')) setValue('slotId', open._id, { shouldDirty: true, shouldValidate: true });
  }, [settled, open, getValues, setValue]);

  if (remembered?.date && !dayBookable) {
    const day = deliveryDateLabel(remembered.date, today, i18n);
    return t`${day} can no longer be booked; the earliest day is shown instead.`;
  }
  // Told until the customer chooses another slot (or a day where the kind is open).
  if (settled && kind && !open && !slotId) {
    const kindName = i18n._(DELIVERY_KIND_LABELS[kind]);
    const day = deliveryDateLabel(delivery.date!, today, i18n);
    return ofKind.some((slot) => slot.reason === 'full')
      ? t`${kindName} delivery on ${day} is full now. Please choose another slot below.`
      : t`${kindName} delivery on ${day} is no longer open. Please choose another slot below.`;
  }
  return null;
}
