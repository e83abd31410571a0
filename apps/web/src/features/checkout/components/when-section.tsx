// Step 2: the delivery date (the days the shop books ahead) and the day's slots.
import { useFormContext } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import { SelectField } from '../../../components/form-field';
import { deliveryDateLabel } from '../../../lib/shop-dates';
import type { DeliveryChoice } from '../hooks/use-delivery-choice';
import type { CheckoutFormInput } from '../lib/checkout-form';
import { CheckoutSection } from './checkout-section';
import { SlotPicker } from './slot-picker';

/** `notice`: the delivery chosen before the cart, when it can no longer be had as chosen. */
export function WhenSection({ dates, today, delivery, notice }: { dates: readonly string[]; today: string; delivery: DeliveryChoice; notice?: string | null }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<CheckoutFormInput>();
  const { i18n, t } = useLingui();
  const { slots, date } = delivery;
  // Once the pincode is checked its answer says when (and why not today); before that, this does.
  const whyNotToday = delivery.pincodeAnswer ? undefined : delivery.firstOpenDay?.note;
  return (
    <CheckoutSection id="checkout-when" step={3} title={t`Delivery date and time`}>
      <div className="flex flex-col gap-4">
        {notice && (
          <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {notice}
          </p>
        )}
        <div className="sm:max-w-xs">
          {/* eslint-disable-next-line lingui/no-unlocalized-strings -- a form field's path or a data value, not words */}
          <SelectField label={t`Delivery date`} required error={errors.deliveryDate?.message} hint={whyNotToday} {...register('deliveryDate')}>
            {dates.map((d) => (
              <option key={d} value={d}>
                {deliveryDateLabel(d, today, i18n)}
              </option>
            ))}
          </SelectField>
        </div>
        <SlotPicker
          slots={slots.data}
          loading={slots.isPending && date !== undefined}
          stale={slots.isPlaceholderData}
          failed={slots.isError}
          onRetry={() => void slots.refetch()}
          // eslint-disable-next-line lingui/no-unlocalized-strings -- a form field's path or a data value, not words
          registration={register('slotId')}
          error={errors.slotId?.message}
        />
      </div>
    </CheckoutSection>
  );
}
