// Who receives the flowers, at the top of step 2 above the address they go to. 'Same as sender'
// keeps the recipient's fields a copy of the sender's name and number (flowers for oneself).
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';

import { TextField } from '../../../components/form-field';
import type { CheckoutFormInput } from '../lib/checkout-form';

/** `sameAsSender` lives with the section: picking a saved recipient unticks it. */
export function RecipientFields({ sameAsSender, setSameAsSender }: { sameAsSender: boolean; setSameAsSender: (same: boolean) => void }) {
  const {
    register,
    control,
    setValue,
    clearErrors,
    formState: { errors },
  } = useFormContext<CheckoutFormInput>();
  const { t } = useLingui();
  const senderName = useWatch({ control, name: 'shippingAddress.name' }) ?? '';
  const senderPhone = useWatch({ control, name: 'shippingAddress.phone' }) ?? '';
  useEffect(() => {
    if (!sameAsSender) return;
    setValue('recipient.name', senderName);
    setValue('recipient.phone', senderPhone);
    clearErrors('recipient');
  }, [sameAsSender, senderName, senderPhone, setValue, clearErrors]);

  return (
    <div className="flex flex-col gap-4">
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-gray-900">
        <input type="checkbox" checked={sameAsSender} onChange={(e) => setSameAsSender(e.target.checked)} className="size-5 shrink-0 accent-brand-600" />
        <Trans>Same as sender</Trans>
      </label>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t`Recipient's name`}
          autoComplete="off"
          required
          readOnly={sameAsSender}
          className={sameAsSender ? 'bg-gray-50!' : ''}
          error={errors.recipient?.name?.message}
          {...register('recipient.name')}
        />
        <TextField
          label={t`Recipient's mobile number`}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          required
          readOnly={sameAsSender}
          className={sameAsSender ? 'bg-gray-50!' : ''}
          hint={t`Our delivery partner calls this number on arrival`}
          error={errors.recipient?.phone?.message}
          {...register('recipient.phone')}
        />
      </div>
    </div>
  );
}
