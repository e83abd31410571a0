// The Promo codes tab: every code with its terms and how often it was used (a table at a desk,
// cards on a phone), a dialog to create or edit one (with an optional Hindi description for the
// Hindi cart), and Activate/Deactivate.
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { PromoCode } from '@phoolwari/contracts';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/button';
import { SelectField, TextField } from '../../../components/form-field';
import { ApiError, errorMessage } from '../../../lib/api';
import { formatRupees } from '../../../lib/money';
import { EmptyState, ErrorState } from '../../../components/status-views';
import { useCreatePromoCode } from '../api/create-promo-code';
import { usePromoCodes } from '../api/get-promo-codes';
import { useSetPromoCodeStatus } from '../api/set-promo-code-status';
import { useUpdatePromoCode } from '../api/update-promo-code';
import { CheckboxField } from '../components/checkbox-field';
import { FormDialog } from '../../../components/form-dialog';
import { RowSkeletons } from '../../../components/panel-states';
import { StatusBadge } from '../../../components/status-badge';
import { formatDate } from '../../../lib/shop-dates';
import { applyServerErrors } from '../../../lib/form-errors';
import { useMediaQuery, WIDE_SCREEN } from '../../../lib/use-media-query';
import { EMPTY_PROMO_FORM, PROMO_FIELDS, PromoFormSchema, promoFormValues, type PromoFormInput, type PromoFormOutput } from './promo-form-schema';

type Editing = { mode: 'add' } | { mode: 'edit'; promo: PromoCode } | null;

export function discountText(p: Pick<PromoCode, 'kind' | 'value' | 'maxDiscount'>): string {
  if (p.kind === 'flat') return `${formatRupees(p.value)} off`;
  return `${p.value}% off${p.maxDiscount !== null ? `, up to ${formatRupees(p.maxDiscount)}` : ''}`;
}

function validityText(p: PromoCode): string {
  if (!p.validFrom && !p.validTo) return 'Always';
  if (!p.validTo) return `From ${formatDate(p.validFrom)}`;
  if (!p.validFrom) return `Until ${formatDate(p.validTo)}`;
  return `${formatDate(p.validFrom)} – ${formatDate(p.validTo)}`;
}

function usageText(p: PromoCode): string {
  const total = p.usageLimit === null ? `${p.usedCount} used` : `${p.usedCount} of ${p.usageLimit} used`;
  return p.perCustomerLimit === null ? total : `${total} · ${p.perCustomerLimit} per customer`;
}

export function PromoCodesPanel() {
  const promos = usePromoCodes();
  const setStatus = useSetPromoCodeStatus();
  const [editing, setEditing] = useState<Editing>(null);
  const wide = useMediaQuery(WIDE_SCREEN);
  // Fixed when the tab opens: "expired" need not tick over while it is on screen.
  const [now] = useState(() => Date.now());

  function toggle(p: PromoCode) {
    const isActive = !p.isActive;
    setStatus.mutate(
      { id: p._id, isActive },
      {
        onSuccess: () => toast.success(`Promo code ${p.code} ${isActive ? 'activated' : 'deactivated'}`),
        onError: (error) => toast.error(errorMessage(error, 'Failed to update the promo code')),
      },
    );
  }

  const expired = (p: PromoCode) => p.validTo !== null && new Date(p.validTo).getTime() < now;
  const usedUp = (p: PromoCode) => p.usageLimit !== null && p.usedCount >= p.usageLimit;
  const note = (p: PromoCode) => (expired(p) ? 'Expired' : usedUp(p) ? 'Used up' : null);

  const list = promos.data;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-gray-700">
          {list
            ? `${list.length} ${list.length === 1 ? 'code' : 'codes'}, ${list.filter((p) => p.isActive).length} active`
            : promos.isError
              ? 'Promo codes could not be loaded'
              : 'Loading promo codes…'}
        </p>
        <Button onClick={() => setEditing({ mode: 'add' })}>Add promo code</Button>
      </div>
      <section aria-label="Promo code list" aria-busy={promos.isFetching}>
        {promos.isPending ? (
          <RowSkeletons count={4} />
        ) : !list ? (
          <ErrorState title="Failed to fetch promo codes" error={promos.error} onRetry={() => void promos.refetch()} />
        ) : list.length === 0 ? (
          <EmptyState
            title="No promo codes yet"
            detail="Customers enter a promo code in the cart for a discount."
            action={<Button onClick={() => setEditing({ mode: 'add' })}>Add the first promo code</Button>}
          />
        ) : wide ? (
          <div className="overflow-x-auto rounded-xl border border-gray-200">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Promo codes, newest first</caption>
              <thead className="bg-gray-50 text-xs font-semibold tracking-wide text-gray-700 uppercase">
                <tr>
                  {['Code', 'Discount', 'Minimum order', 'Valid', 'Usage', 'Status'].map((h) => (
                    <th key={h} scope="col" className="px-3 py-3">
                      {h}
                    </th>
                  ))}
                  <th scope="col" className="px-3 py-3">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-200 bg-white">
                {list.map((p) => (
                  <tr key={p._id}>
                    <th scope="row" className="px-3 py-3">
                      <span className="font-mono font-semibold text-gray-900">{p.code}</span>
                      {p.description && <span className="block text-xs font-normal text-gray-600">{p.description}</span>}
                      {p.hi?.description && (
                        <span lang="hi" className="block text-xs font-normal text-gray-600">
                          {p.hi.description}
                        </span>
                      )}
                    </th>
                    <td className="px-3 py-3 text-gray-800">{discountText(p)}</td>
                    <td className="px-3 py-3 text-gray-800">{p.minOrder > 0 ? formatRupees(p.minOrder) : 'None'}</td>
                    <td className="px-3 py-3 text-gray-800">{validityText(p)}</td>
                    <td className="px-3 py-3 text-gray-800">{usageText(p)}</td>
                    <td className="px-3 py-3">
                      <StatusBadge active={p.isActive} />
                      {note(p) && <span className="ml-1 text-xs text-red-800">{note(p)}</span>}
                    </td>
                    <td className="px-3 py-2">
                      <PromoActions promo={p} onEdit={() => setEditing({ mode: 'edit', promo: p })} onToggle={() => toggle(p)} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <ul className="space-y-3">
            {list.map((p) => (
              <li key={p._id} className="rounded-xl border border-gray-200 bg-white p-4">
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <h3 className="font-mono font-semibold text-gray-900">{p.code}</h3>
                    {p.description && <p className="text-sm text-gray-700">{p.description}</p>}
                    {p.hi?.description && (
                      <p lang="hi" className="text-sm text-gray-700">
                        {p.hi.description}
                      </p>
                    )}
                  </div>
                  <StatusBadge active={p.isActive} />
                </div>
                <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-gray-600">Discount</dt>
                  <dd className="text-gray-900">{discountText(p)}</dd>
                  <dt className="text-gray-600">Minimum</dt>
                  <dd className="text-gray-900">{p.minOrder > 0 ? formatRupees(p.minOrder) : 'None'}</dd>
                  <dt className="text-gray-600">Valid</dt>
                  <dd className="text-gray-900">
                    {validityText(p)}
                    {note(p) && <span className="ml-1 text-red-800">({note(p)})</span>}
                  </dd>
                  <dt className="text-gray-600">Usage</dt>
                  <dd className="text-gray-900">{usageText(p)}</dd>
                </dl>
                <div className="mt-3 flex justify-end">
                  <PromoActions promo={p} onEdit={() => setEditing({ mode: 'edit', promo: p })} onToggle={() => toggle(p)} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      {editing && <PromoFormDialog promo={editing.mode === 'edit' ? editing.promo : undefined} onClose={() => setEditing(null)} />}
    </div>
  );
}

function PromoActions({ promo, onEdit, onToggle }: { promo: PromoCode; onEdit: () => void; onToggle: () => void }) {
  return (
    <div className="flex justify-end gap-2">
      <Button variant="ghost" className="min-h-10 px-3" onClick={onEdit}>
        Edit <span className="sr-only">{promo.code}</span>
      </Button>
      <Button variant="ghost" className="min-h-10 px-3" onClick={onToggle}>
        {promo.isActive ? 'Deactivate' : 'Activate'} <span className="sr-only">{promo.code}</span>
      </Button>
    </div>
  );
}

function PromoFormDialog({ promo, onClose }: { promo?: PromoCode; onClose: () => void }) {
  const create = useCreatePromoCode();
  const update = useUpdatePromoCode();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PromoFormInput, unknown, PromoFormOutput>({
    resolver: zodResolver(PromoFormSchema),
    defaultValues: promo ? promoFormValues(promo) : EMPTY_PROMO_FORM,
  });
  const kind = useWatch({ control, name: 'kind' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (promo) await update.mutateAsync({ id: promo._id, body: values });
      else await create.mutateAsync(values);
      toast.success(promo ? 'Promo code updated' : 'Promo code created');
      onClose();
    } catch (error) {
      const onField = applyServerErrors(error, setError, PROMO_FIELDS);
      if (!onField && error instanceof ApiError && error.code === 'PROMO_EXISTS')
        setError('code', { type: 'server', message: error.message }, { shouldFocus: true });
      toast.error(errorMessage(error, 'Failed to save the promo code'));
    }
  });

  const money = { type: 'number', inputMode: 'decimal', min: 0, step: '0.01' } as const;
  const whole = { type: 'number', inputMode: 'numeric', min: 1, step: '1' } as const;
  return (
    <FormDialog
      title={promo ? `Edit ${promo.code}` : 'Add promo code'}
      submitLabel={promo ? 'Update promo code' : 'Create promo code'}
      busy={isSubmitting}
      onClose={onClose}
      onSubmit={(e) => void onSubmit(e)}
      size="lg"
      className="grid gap-4 sm:grid-cols-2"
    >
      {/* The code on a row of its own, so that the English and Hindi descriptions sit side by side. */}
      <div className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
        <TextField
          label="Code"
          required
          maxLength={24}
          autoCapitalize="characters"
          hint="3–24 letters, digits, - or _; saved in capitals."
          error={errors.code?.message}
          className="font-mono uppercase"
          {...register('code')}
        />
      </div>
      <TextField
        label="Description"
        maxLength={200}
        hint="Shown to the customer, e.g. 10% off above ₹499."
        error={errors.description?.message}
        {...register('description')}
      />
      <TextField
        label="Hindi description (optional)"
        lang="hi"
        maxLength={200}
        placeholder="जैसे: ₹499 से ज़्यादा के ऑर्डर पर 10% छूट"
        hint="For the Hindi cart; left empty, it shows the English."
        error={errors.hi?.description?.message}
        {...register('hi.description')}
      />
      <SelectField label="Kind" error={errors.kind?.message} {...register('kind')}>
        <option value="percent">Percentage off</option>
        <option value="flat">Flat amount off (₹)</option>
      </SelectField>
      <TextField
        label={kind === 'flat' ? 'Amount off (₹)' : 'Percentage off'}
        required
        type="number"
        inputMode="decimal"
        min={0}
        max={kind === 'percent' ? 100 : undefined}
        step={kind === 'percent' ? '1' : '0.01'}
        error={errors.value?.message}
        {...register('value', { valueAsNumber: true })}
      />
      <TextField label="Minimum order (₹)" hint="0 for none." error={errors.minOrder?.message} {...money} {...register('minOrder', { valueAsNumber: true })} />
      <TextField
        label="Maximum discount (₹)"
        hint="Empty for no cap."
        error={errors.maxDiscount?.message}
        {...money}
        {...register('maxDiscount', { valueAsNumber: true })}
      />
      <TextField label="Valid from" type="datetime-local" hint="Empty: from now on." error={errors.validFrom?.message} {...register('validFrom')} />
      <TextField label="Valid until" type="datetime-local" hint="Empty: no end." error={errors.validTo?.message} {...register('validTo')} />
      <TextField
        label="Usage limit"
        hint="Uses in total; empty for no limit."
        error={errors.usageLimit?.message}
        {...whole}
        {...register('usageLimit', { valueAsNumber: true })}
      />
      <TextField
        label="Per-customer limit"
        hint="Uses per customer; empty for no limit."
        error={errors.perCustomerLimit?.message}
        {...whole}
        {...register('perCustomerLimit', { valueAsNumber: true })}
      />
      <div className="sm:col-span-2">
        <CheckboxField label="Active" hint="Only active codes can be applied in the cart." {...register('isActive')} />
      </div>
    </FormDialog>
  );
}
