// Adding or editing a saved address, in place in the list (no dialog: on a phone the form simply
// takes the card's room). The first field takes the focus when it opens. A saved address is a
// recipient: who they are to the customer is asked too, and the pincode fills an empty city and
// state.
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';

import { toast } from '../../../lib/toast';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/form-field';
import { errorMessage } from '../../../lib/api';
import { applyServerErrors } from '../../../lib/form-errors';
import { usePincodePlaceFill } from '../api/pincode-place';
import { useSaveAddress } from '../api/save-address';
import { PincodePlaceHint } from './pincode-place-hint';
import { RelationSelect } from './relation-select';
import { translatedResolver, useFieldMessages } from '../lib/translated-form';
import { ADDRESS_FIELD_MESSAGES } from '../lib/form-messages';
import { ADDRESS_LABELS, AddressFormSchema, type AddressFormInput, type AddressFormOutput } from '../schemas';
import { useZodResolver } from '../../../lib/zod-resolver';

const FIELDS = ['label', 'relation', 'name', 'phone', 'street', 'city', 'state', 'pincode'] as const;

interface AddressFormProps {
  /** The address being edited; absent for a new one. */
  id?: string;
  title: string;
  defaults: AddressFormInput;
  onDone: () => void;
}

export function AddressForm({ id, title, defaults, onDone }: AddressFormProps) {
  const headingId = useId();
  const labelsId = useId();
  const save = useSaveAddress();
  const [failure, setFailure] = useState<string | null>(null);
  const { t } = useLingui();
  const translate = useFieldMessages(ADDRESS_FIELD_MESSAGES);
  const form = useForm<AddressFormInput, unknown, AddressFormOutput>({
    resolver: translatedResolver(useZodResolver(AddressFormSchema), translate),
    defaultValues: defaults,
  });
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = form;
  const place = usePincodePlaceFill(form, { pincode: 'pincode', city: 'city', state: 'state' });

  useEffect(() => setFocus('label'), [setFocus]);

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await save.mutateAsync({ id, body });
      toast.success(t`Address saved`);
      onDone();
    } catch (e) {
      if (!applyServerErrors(e, setError, FIELDS)) setFailure(errorMessage(e, t`Could not save the address. Please try again.`));
    }
  });

  return (
    <form noValidate aria-labelledby={headingId} onSubmit={(e) => void onSubmit(e)} className="space-y-4 rounded-xl border border-brand-200 bg-brand-50/40 p-4">
      <h3 id={headingId} className="font-semibold text-gray-900">
        {title}
      </h3>
      <FormAlert message={failure} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t`Label`}
          list={labelsId}
          autoComplete="off"
          required
          hint={t`For example Home or Office`}
          error={errors.label?.message}
          {...register('label')}
        />
        <datalist id={labelsId}>
          {ADDRESS_LABELS.map((l) => (
            <option key={l.id} value={t(l)} />
          ))}
        </datalist>
        <RelationSelect error={errors.relation?.message} {...register('relation')} />
        <TextField label={t`Full name`} autoComplete="name" required error={errors.name?.message} {...register('name')} />
        <TextField
          label={t`Mobile number`}
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          required
          error={errors.phone?.message}
          {...register('phone')}
        />
        <div className="sm:col-span-2">
          <TextField label={t`House, street and area`} autoComplete="street-address" required error={errors.street?.message} {...register('street')} />
        </div>
        {/* The pincode first: it fills the city and state below it. */}
        <div>
          <TextField
            label={t`Pincode`}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            required
            error={errors.pincode?.message}
            {...register('pincode')}
          />
          <PincodePlaceHint looking={place.looking} />
        </div>
        <TextField label={t`City`} autoComplete="address-level2" required error={errors.city?.message} {...register('city')} />
        <TextField label={t`State`} autoComplete="address-level1" required error={errors.state?.message} {...register('state')} />
      </div>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-gray-900">
        {/* eslint-disable-next-line lingui/no-unlocalized-strings -- a form field's path or a data value, not words */}
        <input type="checkbox" {...register('isDefault')} className="size-5 shrink-0 accent-brand-600" />
        <Trans>Use as my default address</Trans>
      </label>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={isSubmitting} busyLabel={t`Saving…`}>
          <Trans>Save address</Trans>
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
