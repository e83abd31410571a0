// Weddings and events (Settings tab): the share of an accepted quote asked for as an advance, and
// the cancellation policy (all that was paid back from so many days before the event, a part of it
// from fewer, nothing nearer). Saved on its own with PUT /api/admin/settings.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ShopSettings } from '@phoolwari/contracts';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useUpdateShopSettings } from '../api/update-shop-settings';
import { WithShopSettings } from './with-shop-settings';
import { EventSettingsFormSchema, type EventSettingsFormValues } from './settings-schemas';

export function EventSettingsSection() {
  return <WithShopSettings>{(settings) => <EventSettingsForm current={settings} />}</WithShopSettings>;
}

const asForm = (s: Pick<ShopSettings, 'eventAdvancePercent' | 'eventCancellation'>): EventSettingsFormValues => ({
  eventAdvancePercent: s.eventAdvancePercent,
  ...s.eventCancellation,
});

function EventSettingsForm({ current }: { current: ShopSettings }) {
  const save = useUpdateShopSettings();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<EventSettingsFormValues>({ resolver: zodResolver(EventSettingsFormSchema), defaultValues: asForm(current) });

  const onSubmit = handleSubmit(async ({ eventAdvancePercent, ...eventCancellation }) => {
    try {
      const saved = await save.mutateAsync({ eventAdvancePercent, eventCancellation });
      reset(asForm(saved));
      toast.success('Event settings saved');
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to save the event settings'));
    }
  });
  const whole = { type: 'number', inputMode: 'numeric', min: 0, step: 1 } as const;

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          label="Advance (%)"
          hint="Of an accepted quote, paid to confirm it."
          error={errors.eventAdvancePercent?.message}
          {...whole}
          {...register('eventAdvancePercent', { valueAsNumber: true })}
        />
        <TextField
          label="Full refund from (days before)"
          hint="Cancelled this early, all that was paid comes back."
          error={errors.fullRefundDays?.message}
          {...whole}
          {...register('fullRefundDays', { valueAsNumber: true })}
        />
        <TextField
          label="Partial refund from (days before)"
          hint="Nearer the event, nothing comes back."
          error={errors.partialRefundDays?.message}
          {...whole}
          {...register('partialRefundDays', { valueAsNumber: true })}
        />
        <TextField
          label="Partial refund (%)"
          error={errors.partialRefundPercent?.message}
          {...whole}
          {...register('partialRefundPercent', { valueAsNumber: true })}
        />
      </div>
      <Button type="submit" busy={isSubmitting} busyLabel="Saving…" disabled={!isDirty}>
        Save event settings
      </Button>
    </form>
  );
}
