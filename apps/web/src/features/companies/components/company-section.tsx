// Ordering for a company: a box to tick, then the company's legal name and GSTIN, so its invoice is
// a B2B tax invoice it can claim input tax on. Unticked, nothing is sent and the fields stay hidden.
import { useFormContext, useWatch } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { GSTIN_EXAMPLE } from '@phoolwari/contracts';

import { TextField } from '../../../components/form-field';
import type { CompanyFormInput } from '../lib/company-form';

export function CompanySection() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<{ company: CompanyFormInput }>();
  const { t } = useLingui();

  const wanted = useWatch({ control, name: 'company.wanted' }) === true;
  const error = errors.company;
  return (
    <section aria-labelledby="checkout-company" className="rounded-xl border border-gray-200 bg-white p-4 sm:p-5">
      <h2 id="checkout-company" className="sr-only">
        <Trans>Company invoice</Trans>
      </h2>
      <label className="flex cursor-pointer items-start gap-3 text-sm text-gray-900">
        {}
        <input type="checkbox" {...register('company.wanted')} className="mt-0.5 size-5 shrink-0 accent-brand-600" />
        <span>
          <Trans>Ordering for a company? Add its GSTIN for a tax invoice</Trans>
          <span className="block text-gray-600">
            <Trans>The invoice then names the company and its GSTIN, so it can claim the GST.</Trans>
          </span>
        </span>
      </label>
      {wanted && (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <TextField
            label={t`Company's legal name`}
            autoComplete="organization"
            required
            maxLength={120}
            error={error?.legalName?.message}
            // eslint-disable-next-line lingui/no-unlocalized-strings -- a form field's path, not words
            {...register('company.legalName')}
          />
          <TextField
            // The tax's own code, the same in every language (as on the invoice).

            label="GSTIN"
            autoCapitalize="characters"
            spellCheck={false}
            required
            maxLength={20}
            hint={t`15 characters, like ${GSTIN_EXAMPLE}`}
            error={error?.gstin?.message}
            className="uppercase"

            {...register('company.gstin')}
          />
        </div>
      )}
    </section>
  );
}
