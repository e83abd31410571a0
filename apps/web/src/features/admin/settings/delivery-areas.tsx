// Serviceable pincodes (Settings tab): full pincodes or prefixes with their zone and fee; the
// longest matching active prefix decides an address. Add, edit, switch on or off, delete. With
// none active, checkout accepts no address at all, and the empty state says so.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ServiceArea } from '@phoolwari/contracts';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { ApiError, errorMessage } from '../../../lib/api';
import { formatRupees } from '../../../lib/money';
import { useCreateDeliveryArea } from '../api/create-delivery-area';
import { useDeleteDeliveryArea } from '../api/delete-delivery-area';
import { useDeliveryAreas } from '../api/get-delivery-areas';
import { useUpdateDeliveryArea } from '../api/update-delivery-area';
import { CheckboxField } from '../components/checkbox-field';
import { SettingsList } from '../components/settings-list';
import { ConfirmDialog } from '../components/confirm-dialog';
import { FormDialog } from '../../../components/form-dialog';
import { applyServerErrors } from '../../../lib/form-errors';
import { AREA_FIELDS, AreaFormSchema, type AreaFormInput, type AreaFormOutput } from './settings-schemas';

type Editing = { mode: 'add' } | { mode: 'edit'; area: ServiceArea } | null;

const bodyOf = (a: ServiceArea) => ({ prefix: a.prefix, zone: a.zone, city: a.city, fee: a.fee, isActive: a.isActive });

export function DeliveryAreasSection() {
  const areas = useDeliveryAreas();
  const update = useUpdateDeliveryArea();
  const remove = useDeleteDeliveryArea();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ServiceArea | null>(null);

  function toggle(area: ServiceArea) {
    const isActive = !area.isActive;
    update.mutate(
      { id: area._id, body: { ...bodyOf(area), isActive } },
      {
        onSuccess: () => toast.success(`${area.prefix} ${isActive ? 'activated' : 'deactivated'}`),
        onError: (error) => toast.error(errorMessage(error, 'Failed to update the pincode')),
      },
    );
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting._id);
      toast.success(`${deleting.prefix} removed`);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to delete the pincode'));
    }
    setDeleting(null);
  }

  return (
    <>
      <SettingsList
        note="A full pincode (560001) or its first digits (5600) covering many; the longest match wins."
        addLabel="Add pincode"
        onAdd={() => setEditing({ mode: 'add' })}
        query={areas}
        errorTitle="Failed to fetch the pincodes"
        emptyTitle="No serviceable pincodes"
        emptyDetail="Checkout accepts no address until at least one pincode or prefix is added."
        label="Serviceable pincodes"
        keyOf={(area) => area._id}
        nameOf={(area) => area.prefix}
        isActive={(area) => area.isActive}
        summary={(area) => (
          <>
            <p className="font-medium text-gray-900">
              <span className="font-mono">{area.prefix}</span> · {area.zone}
            </p>
            <p className="text-sm text-gray-700">Fee {area.fee > 0 ? formatRupees(area.fee) : 'none'}</p>
          </>
        )}
        onEdit={(area) => setEditing({ mode: 'edit', area })}
        onToggle={toggle}
        extraActions={(area) => (
          <Button variant="ghost" className="min-h-10 px-3 text-red-700 hover:bg-red-50" onClick={() => setDeleting(area)}>
            Delete <span className="sr-only">{area.prefix}</span>
          </Button>
        )}
      />
      {editing && <AreaFormDialog area={editing.mode === 'edit' ? editing.area : undefined} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmDialog
          title="Delete this pincode?"
          confirmLabel="Delete"
          busyLabel="Deleting…"
          busy={remove.isPending}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        >
          <p>
            {deleting.prefix} ({deleting.zone}) will no longer be served. Deactivating keeps it for later instead.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}

function AreaFormDialog({ area, onClose }: { area?: ServiceArea; onClose: () => void }) {
  const create = useCreateDeliveryArea();
  const update = useUpdateDeliveryArea();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AreaFormInput, unknown, AreaFormOutput>({
    resolver: zodResolver(AreaFormSchema),
    defaultValues: area ? bodyOf(area) : { prefix: '', zone: '', city: '', fee: 0, isActive: true },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (area) await update.mutateAsync({ id: area._id, body: values });
      else await create.mutateAsync(values);
      toast.success(area ? 'Pincode updated' : 'Pincode added');
      onClose();
    } catch (error) {
      const onField = applyServerErrors(error, setError, AREA_FIELDS);
      if (!onField && error instanceof ApiError && error.code === 'AREA_EXISTS')
        setError('prefix', { type: 'server', message: error.message }, { shouldFocus: true });
      toast.error(errorMessage(error, 'Failed to save the pincode'));
    }
  });

  return (
    <FormDialog
      title={area ? `Edit ${area.prefix}` : 'Add pincode'}
      submitLabel={'Save'}
      busy={isSubmitting}
      onClose={onClose}
      onSubmit={(e) => void onSubmit(e)}
      size="sm"
    >
      <TextField
        label="Pincode or prefix"
        required
        inputMode="numeric"
        maxLength={6}
        hint="2 to 6 digits, e.g. 5600 or 560001."
        error={errors.prefix?.message}
        {...register('prefix')}
      />
      <TextField label="Zone" required maxLength={60} hint="Shown to the customer, e.g. Bengaluru City." error={errors.zone?.message} {...register('zone')} />
      <TextField
        label="City"
        maxLength={80}
        hint="Fills a customer's city when they type a pincode here, e.g. Bengaluru. Empty: India Post's district name."
        error={errors.city?.message}
        {...register('city')}
      />
      <TextField
        label="Delivery fee (₹)"
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        hint="On top of the shop's delivery fee; 0 for none."
        error={errors.fee?.message}
        {...register('fee', { valueAsNumber: true })}
      />
      <CheckboxField label="Active" {...register('isActive')} />
    </FormDialog>
  );
}
