// Step 5: may the florist use flowers of equal or higher value when one is unavailable, and what
// must never go in. Nothing is chosen for the customer: the florist acts on their own answer.
import { useFormContext, useWatch } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';

import { SUBSTITUTION_AVOID_MAX } from '@phoolwari/contracts';
import { TextField } from '../../../components/form-field';
import type { CheckoutFormInput } from '../lib/checkout-form';
import { CHOICE_CARD, CheckoutSection } from './checkout-section';
import { fieldMessage } from '../../../lib/form-rules';

export function SubstitutionSection() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<CheckoutFormInput>();
  const { t, i18n } = useLingui();
  const allowed = useWatch({ control, name: 'substitution.allowed' });
  const choiceError = errors.substitution?.allowed?.message;
  return (
    <CheckoutSection id="checkout-substitution" step={5} title={t`If a flower is unavailable`}>
      <fieldset className="flex flex-col gap-2" aria-describedby={choiceError ? 'checkout-substitution-error' : undefined}>
        <legend className="mb-2 text-sm text-gray-800">
          <Trans>Fresh flowers sell out. May our florist use others of equal or higher value, at no extra cost?</Trans>
        </legend>
        <label className={CHOICE_CARD}>
          <input type="radio" value="yes" {...register('substitution.allowed')} className="mt-0.5 size-5 shrink-0 accent-brand-600" />
          <span>
            <span className="block font-semibold text-gray-900">
              <Trans>Yes, substitute</Trans>
            </span>
            <span className="text-gray-700">
              <Trans>Flowers of equal or higher value, in the same spirit</Trans>
            </span>
          </span>
        </label>
        <label className={CHOICE_CARD}>
          <input type="radio" value="no" {...register('substitution.allowed')} className="mt-0.5 size-5 shrink-0 accent-brand-600" />
          <span>
            <span className="block font-semibold text-gray-900">
              <Trans>No substitutes</Trans>
            </span>
            <span className="text-gray-700">
              <Trans>We call you before changing anything</Trans>
            </span>
          </span>
        </label>
        {choiceError && (
          <p id="checkout-substitution-error" className="text-sm text-red-700">
            {fieldMessage(choiceError, i18n)}
          </p>
        )}
      </fieldset>
      {allowed === 'yes' && (
        <div className="mt-3">
          <TextField
            label={t`Never use (optional)`}
            placeholder={t`e.g. lilies`}
            maxLength={SUBSTITUTION_AVOID_MAX}
            hint={t`Flowers the recipient dislikes or is allergic to`}
            error={errors.substitution?.avoid?.message}
            {...register('substitution.avoid')}
          />
        </div>
      )}
    </CheckoutSection>
  );
}
