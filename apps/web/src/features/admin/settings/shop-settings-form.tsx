// Shop settings (Settings tab): the figures the cart and checkout use — delivery fee, shop
// discount, same-day cut-off, slot lead time, gift message limit, booking window — saved with
// PUT /api/admin/settings. The form appears once the current values are in.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ShopSettings } from '@phoolwari/contracts';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { errorMessage } from '../../../lib/api';
import { useUpdateShopSettings } from '../api/update-shop-settings';
import { applyServerErrors } from '../../../lib/form-errors';
import { WithShopSettings } from './with-shop-settings';
import { SHOP_SETTINGS_FIELDS, ShopSettingsFormSchema, type ShopSettingsFormValues } from './settings-schemas';

export function ShopSettingsSection() {
  return <WithShopSettings>{(settings) => <ShopSettingsForm settings={settings} />}</WithShopSettings>;
}

function ShopSettingsForm({ settings }: { settings: ShopSettings }) {
  const save = useUpdateShopSettings();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ShopSettingsFormValues>({ resolver: zodResolver(ShopSettingsFormSchema), defaultValues: settings });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      reset(saved);
      toast.success('Shop settings saved');
    } catch (error) {
      applyServerErrors(error, setError, SHOP_SETTINGS_FIELDS);
      toast.error(errorMessage(error, 'Failed to save shop settings'));
    }
  });

  const money = { type: 'number', inputMode: 'decimal', min: 0, step: '0.01' } as const;
  const whole = { type: 'number', inputMode: 'numeric', step: '1' } as const;

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <TextField
          label="Delivery fee (₹)"
          hint="Added to every order."
          error={errors.deliveryFee?.message}
          {...money}
          {...register('deliveryFee', { valueAsNumber: true })}
        />
        <TextField
          label="Shop discount (₹)"
          hint="Taken off every order."
          error={errors.shopDiscount?.message}
          {...money}
          {...register('shopDiscount', { valueAsNumber: true })}
        />
        <TextField
          label="Same-day cut-off"
          type="time"
          hint="No same-day delivery after this time (India time)."
          error={errors.sameDayCutoff?.message}
          {...register('sameDayCutoff')}
        />
        <TextField
          label="Slot lead time (minutes)"
          hint="How long before a slot starts it can still be booked."
          min={0}
          max={1440}
          error={errors.slotLeadMinutes?.message}
          {...whole}
          {...register('slotLeadMinutes', { valueAsNumber: true })}
        />
        <TextField
          label="Gift message limit (characters)"
          min={20}
          max={1000}
          hint="20 to 1000."
          error={errors.giftMessageLimit?.message}
          {...whole}
          {...register('giftMessageLimit', { valueAsNumber: true })}
        />
        <TextField
          label="Booking days ahead"
          min={0}
          max={60}
          hint="How far ahead a delivery date may be chosen."
          error={errors.bookingDaysAhead?.message}
          {...whole}
          {...register('bookingDaysAhead', { valueAsNumber: true })}
        />
        <TextField
          label="Freshness promise (hours)"
          min={1}
          max={168}
          hint="How long after delivery a customer may report a problem with a photo. The product pages and terms state it."
          error={errors.freshnessHours?.message}
          {...whole}
          {...register('freshnessHours', { valueAsNumber: true })}
        />
        <TextField
          label="Ask for a review after (hours)"
          min={0}
          max={72}
          hint="Hours after delivery; 0 never asks."
          error={errors.reviewRequestHours?.message}
          {...whole}
          {...register('reviewRequestHours', { valueAsNumber: true })}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" busy={isSubmitting} busyLabel="Saving…">
          Save settings
        </Button>
        {isDirty && <p className="text-sm text-gray-700">You have unsaved changes.</p>}
      </div>
    </form>
  );
}
