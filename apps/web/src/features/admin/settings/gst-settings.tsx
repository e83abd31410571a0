// GST and invoices (Settings tab): who the invoices say sells (legal name, address, state), the
// GSTIN or "not registered" (then invoices are bills of supply, with no tax), the delivery fee's GST
// rate and the invoice numbers' prefix; and a month's sales as CSV for the accountant.
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { GST_RATES, GSTIN_EXAMPLE, GstSettingsSchema, INDIAN_STATES, type ShopSettings } from '@phoolwari/contracts';
import type { z } from 'zod';
import { Button } from '../../../components/button';
import { SelectField, TextField } from '../../../components/form-field';
import { errorMessage, saveDownload } from '../../../lib/api';
import { shopToday } from '../../../lib/shop-dates';
import { toast } from '../../../lib/toast';
import { useUpdateShopSettings } from '../api/update-shop-settings';
import { CheckboxField } from '../components/checkbox-field';
import { WithShopSettings } from './with-shop-settings';

type GstInput = z.input<typeof GstSettingsSchema>;
type GstOutput = z.output<typeof GstSettingsSchema>;

export function GstSection() {
  return (
    <div className="space-y-6">
      <WithShopSettings>{(settings) => <GstForm current={settings.gst} />}</WithShopSettings>
      <GstReport />
    </div>
  );
}

function GstForm({ current }: { current: ShopSettings['gst'] }) {
  const save = useUpdateShopSettings();
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<GstInput, unknown, GstOutput>({ resolver: zodResolver(GstSettingsSchema), defaultValues: current });
  const registered = useWatch({ control, name: 'registered' });

  const onSubmit = handleSubmit(async (gst) => {
    try {
      const saved = await save.mutateAsync({ gst });
      reset(saved.gst);
      toast.success('GST details saved');
    } catch (error) {
      // The form checks what the server does (the GSTIN's check character too): this is rare.
      toast.error(errorMessage(error, 'Failed to save the GST details'));
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      <CheckboxField label="Registered under GST" hint="Off: invoices are bills of supply and charge no tax." {...register('registered')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Legal name" required error={errors.legalName?.message} {...register('legalName')} />
        <TextField
          label="GSTIN"
          disabled={!registered}
          maxLength={15}
          autoCapitalize="characters"
          hint={`15 characters, e.g. ${GSTIN_EXAMPLE}`}
          error={errors.gstin?.message}
          {...register('gstin')}
        />
        <TextField label="Address on invoices" required className="sm:col-span-2" error={errors.address?.message} {...register('address')} />
        <SelectField
          label="State"
          hint="Deliveries within it are charged CGST + SGST; elsewhere IGST."
          error={errors.stateCode?.message}
          {...register('stateCode')}
        >
          {INDIAN_STATES.map((s) => (
            <option key={s.code} value={s.code}>
              {s.name} ({s.code})
            </option>
          ))}
        </SelectField>
        <SelectField label="GST on delivery fees" error={errors.deliveryFeeRate?.message} {...register('deliveryFeeRate', { valueAsNumber: true })}>
          {GST_RATES.map((rate) => (
            <option key={rate} value={rate}>
              {rate} %
            </option>
          ))}
        </SelectField>
        <TextField
          label="Invoice number prefix"
          maxLength={6}
          hint="Numbers run PREFIX/26-27/000001 each financial year."
          error={errors.invoicePrefix?.message}
          {...register('invoicePrefix')}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" busy={isSubmitting} busyLabel="Saving…">
          Save GST details
        </Button>
        {isDirty && <p className="text-sm text-gray-700">You have unsaved changes.</p>}
      </div>
    </form>
  );
}

/** The month's invoices and credit notes by GST rate and place of supply, as CSV. */
function GstReport() {
  const [month, setMonth] = useState(() => shopToday().slice(0, 7));
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await saveDownload('/admin/reports/gst', `gst-${month}.csv`, { query: { month } });
    } catch (error) {
      toast.error(errorMessage(error, 'The GST report could not be downloaded'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="flex flex-wrap items-end gap-3">
      <TextField
        label="GST report for the month"
        type="month"
        value={month}
        onChange={(e) => setMonth(e.target.value)}
        hint="Sales by GST rate and place of supply, for your accountant."
      />
      <Button variant="secondary" busy={busy} busyLabel="Preparing…" disabled={!/^\d{4}-\d{2}$/.test(month)} onClick={() => void download()}>
        Download CSV
      </Button>
    </div>
  );
}
