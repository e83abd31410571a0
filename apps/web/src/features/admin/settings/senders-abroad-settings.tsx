// Senders abroad (Settings tab): what one unit of each currency costs in rupees, for the approximate
// prices a visitor may choose to read (an empty rate: that currency is not offered), each with the
// date the server stamped when it was last changed; and whether cards issued outside India are
// accepted, as Razorpay has activated on the shop's account. Saved on its own with
// PUT /api/admin/settings; the charge stays in rupees whatever is set here.
import { useForm } from 'react-hook-form';
import { DISPLAY_CURRENCIES, RupeesPerUnitSchema, type DisplayCurrency, type ShopSettings, type ShopSettingsUpdate } from '@phoolwari/contracts';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useUpdateShopSettings } from '../api/update-shop-settings';
import { CheckboxField } from '../components/checkbox-field';
import { WithShopSettings } from './with-shop-settings';

type Current = Pick<ShopSettings, 'exchangeRates' | 'internationalCards'>;
interface FormValues {
  rates: Record<DisplayCurrency, string>;
  internationalCards: boolean;
}

export function SendersAbroadSection() {
  return <WithShopSettings>{(settings) => <SendersAbroadForm current={settings} />}</WithShopSettings>;
}

const asForm = (current: Current): FormValues => ({
  rates: Object.fromEntries(DISPLAY_CURRENCIES.map((code) => [code, current.exchangeRates[code]?.rupeesPerUnit.toString() ?? ''])) as FormValues['rates'],
  internationalCards: current.internationalCards,
});

const names = new Intl.DisplayNames('en', { type: 'currency' });
const setOn = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

function SendersAbroadForm({ current }: { current: Current }) {
  const save = useUpdateShopSettings();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<FormValues>({ defaultValues: asForm(current) });

  const onSubmit = handleSubmit(async (values) => {
    // Checked with the contract's own rule before sending; the server checks it again.
    const exchangeRates: NonNullable<ShopSettingsUpdate['exchangeRates']> = {};
    let valid = true;
    for (const code of DISPLAY_CURRENCIES) {
      const typed = values.rates[code].trim();
      if (typed === '') continue;
      const rate = RupeesPerUnitSchema.safeParse(Number(typed));
      if (!rate.success) {
        setError(`rates.${code}`, { message: Number.isNaN(Number(typed)) ? 'Enter the rate in rupees' : (rate.error.issues[0]?.message ?? 'Not a rate') });
        valid = false;
      } else exchangeRates[code] = { rupeesPerUnit: rate.data };
    }
    if (!valid) return;
    try {
      const saved = await save.mutateAsync({ exchangeRates, internationalCards: values.internationalCards });
      reset(asForm(saved));
      toast.success('Rates for senders abroad saved');
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to save the rates'));
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      <p className="text-sm text-gray-700">
        Visitors may read approximate prices in these currencies; they are always charged in rupees. Leave a rate empty not to offer that currency.
      </p>
      <fieldset className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <legend className="sr-only">Rupees for one unit of each currency</legend>
        {DISPLAY_CURRENCIES.map((code) => {
          const rate = current.exchangeRates[code];
          return (
            <TextField
              key={code}
              label={`₹ for 1 ${code}`}
              hint={rate ? `${names.of(code)}; set ${setOn.format(new Date(rate.setAt))}` : `${names.of(code)}; not offered`}
              error={errors.rates?.[code]?.message}
              inputMode="decimal"
              {...register(`rates.${code}`)}
            />
          );
        })}
      </fieldset>
      <CheckboxField
        label="Accept cards issued outside India"
        hint="Turn on only once Razorpay has activated international cards on your account (Razorpay does this on request). Off: customers reading another currency are told that only Indian cards, UPI and net banking are accepted."
        {...register('internationalCards')}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" busy={isSubmitting} busyLabel="Saving…">
          Save rates
        </Button>
        {isDirty && <p className="text-sm text-gray-700">You have unsaved changes.</p>}
      </div>
    </form>
  );
}
