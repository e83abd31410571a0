// Cash on delivery (Settings tab): off until the owner turns it on, with the largest order it is
// offered for, its fee, how many open cash orders one customer (account or phone number) may hold,
// and the pincodes (or their first digits) where riders take cash; empty means every area the shop
// delivers to. Saved on its own with PUT /api/admin/settings.
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ShopSettings } from '@phoolwari/contracts';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useUpdateShopSettings } from '../api/update-shop-settings';
import { CheckboxField } from '../components/checkbox-field';
import { WithShopSettings } from './with-shop-settings';
import { CashOnDeliveryFormSchema, type CashOnDeliveryFormInput, type CashOnDeliveryFormOutput } from './settings-schemas';

export function CashOnDeliverySection() {
  return <WithShopSettings>{(settings) => <CashOnDeliveryForm current={settings.cashOnDelivery} />}</WithShopSettings>;
}

const asForm = (cod: ShopSettings['cashOnDelivery']): CashOnDeliveryFormInput => ({ ...cod, pincodes: cod.pincodes.join(', ') });

function CashOnDeliveryForm({ current }: { current: ShopSettings['cashOnDelivery'] }) {
  const save = useUpdateShopSettings();
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<CashOnDeliveryFormInput, unknown, CashOnDeliveryFormOutput>({ resolver: zodResolver(CashOnDeliveryFormSchema), defaultValues: asForm(current) });

  const onSubmit = handleSubmit(async (cashOnDelivery) => {
    try {
      const saved = await save.mutateAsync({ cashOnDelivery });
      reset(asForm(saved.cashOnDelivery));
      toast.success(saved.cashOnDelivery.enabled ? 'Cash on delivery is on' : 'Cash on delivery is off');
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to save cash on delivery'));
    }
  });
  const enabled = useWatch({ control, name: 'enabled' });
  const money = { type: 'number', inputMode: 'decimal', min: 0, step: '0.01' } as const;

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      <CheckboxField
        label="Offer cash on delivery"
        hint="Customers pay the rider in cash; the order is confirmed without paying online."
        {...register('enabled')}
      />
      <fieldset disabled={!enabled} className="grid gap-4 disabled:opacity-60 sm:grid-cols-2 lg:grid-cols-3">
        <legend className="sr-only">Cash on delivery rules</legend>
        <TextField
          label="Largest order (₹)"
          hint="Larger orders are paid online."
          error={errors.maxOrderValue?.message}
          {...money}
          {...register('maxOrderValue', { valueAsNumber: true })}
        />
        <TextField
          label="Cash on delivery fee (₹)"
          hint="Added to such orders (0 for none)."
          error={errors.fee?.message}
          {...money}
          {...register('fee', { valueAsNumber: true })}
        />
        <TextField
          label="Open cash orders per customer"
          hint="Per account and per phone number, until delivered or cancelled; more are paid online."
          error={errors.maxOpenOrders?.message}
          type="number"
          inputMode="numeric"
          min={1}
          max={20}
          step={1}
          {...register('maxOpenOrders', { valueAsNumber: true })}
        />
        <TextField
          label="Pincodes"
          hint="Pincodes or their first digits, separated by commas (e.g. 560001, 5601). Empty: every area you deliver to."
          error={errors.pincodes?.message}
          {...register('pincodes')}
        />
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" busy={isSubmitting} busyLabel="Saving…">
          Save cash on delivery
        </Button>
        {isDirty && <p className="text-sm text-gray-700">You have unsaved changes.</p>}
      </div>
    </form>
  );
}
