// Delivery slots (Settings tab): name (and an optional Hindi name for the Hindi checkout), kind, times, extra fee and how many orders each takes per
// day, in their sort order. Add, edit, switch on or off (the API keeps slots that orders point at,
// so there is no delete).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { DeliverySlot } from '@phoolwari/contracts';
import { toast } from '../../../lib/toast';
import { SelectField, TextField } from '../../../components/form-field';
import { errorMessage } from '../../../lib/api';
import { formatRupees } from '../../../lib/money';
import { useCreateDeliverySlot } from '../api/create-delivery-slot';
import { useDeliverySlots } from '../api/get-delivery-slots';
import { useUpdateDeliverySlot } from '../api/update-delivery-slot';
import { CheckboxField } from '../components/checkbox-field';
import { SettingsList } from '../components/settings-list';
import { FormDialog } from '../../../components/form-dialog';
import { applyServerErrors } from '../../../lib/form-errors';
import { SLOT_FIELDS, SLOT_KIND_LABELS, SlotFormSchema, type SlotFormInput, type SlotFormOutput } from './settings-schemas';

type Editing = { mode: 'add' } | { mode: 'edit'; slot: DeliverySlot } | null;

const bodyOf = (s: DeliverySlot): SlotFormInput => ({
  name: s.name,
  // Always sent, so that emptying the field clears the Hindi name.
  hi: { name: s.hi?.name ?? '' },
  kind: s.kind,
  startTime: s.startTime,
  endTime: s.endTime,
  fee: s.fee,
  capacity: s.capacity,
  isActive: s.isActive,
  sortOrder: s.sortOrder,
});

export function DeliverySlotsSection() {
  const slots = useDeliverySlots();
  const update = useUpdateDeliverySlot();
  const [editing, setEditing] = useState<Editing>(null);

  function toggle(slot: DeliverySlot) {
    const isActive = !slot.isActive;
    update.mutate(
      { id: slot._id, body: { ...bodyOf(slot), isActive } },
      {
        onSuccess: () => toast.success(`${slot.name} ${isActive ? 'activated' : 'deactivated'}`),
        onError: (error) => toast.error(errorMessage(error, 'Failed to update the slot')),
      },
    );
  }

  const list = slots.data;
  const nextSortOrder = list && list.length ? Math.max(...list.map((s) => s.sortOrder)) + 1 : 0;
  return (
    <>
      <SettingsList
        note="Customers choose one of the active slots at checkout."
        addLabel="Add slot"
        onAdd={() => setEditing({ mode: 'add' })}
        query={slots}
        errorTitle="Failed to fetch the delivery slots"
        emptyTitle="No delivery slots"
        emptyDetail="Checkout needs at least one active slot to take orders."
        label="Delivery slots"
        keyOf={(slot) => slot._id}
        nameOf={(slot) => slot.name}
        isActive={(slot) => slot.isActive}
        summary={(slot) => (
          <>
            <p className="font-medium text-gray-900">{slot.name}</p>
            {slot.hi?.name && (
              <p lang="hi" className="text-sm text-gray-700">
                {slot.hi.name}
              </p>
            )}
            <p className="text-sm text-gray-700">
              {SLOT_KIND_LABELS[slot.kind]} · {slot.startTime}–{slot.endTime} · {slot.fee > 0 ? `+${formatRupees(slot.fee)}` : 'no extra fee'} · up to{' '}
              {slot.capacity} a day
            </p>
          </>
        )}
        onEdit={(slot) => setEditing({ mode: 'edit', slot })}
        onToggle={toggle}
      />
      {editing && <SlotFormDialog slot={editing.mode === 'edit' ? editing.slot : undefined} nextSortOrder={nextSortOrder} onClose={() => setEditing(null)} />}
    </>
  );
}

function SlotFormDialog({ slot, nextSortOrder, onClose }: { slot?: DeliverySlot; nextSortOrder: number; onClose: () => void }) {
  const create = useCreateDeliverySlot();
  const update = useUpdateDeliverySlot();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SlotFormInput, unknown, SlotFormOutput>({
    resolver: zodResolver(SlotFormSchema),
    defaultValues: slot
      ? bodyOf(slot)
      : { name: '', hi: { name: '' }, kind: 'fixed', startTime: '09:00', endTime: '12:00', fee: 0, capacity: 10, isActive: true, sortOrder: nextSortOrder },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (slot) await update.mutateAsync({ id: slot._id, body: values });
      else await create.mutateAsync(values);
      toast.success(slot ? 'Slot updated' : 'Slot added');
      onClose();
    } catch (error) {
      applyServerErrors(error, setError, SLOT_FIELDS);
      toast.error(errorMessage(error, 'Failed to save the slot'));
    }
  });

  const whole = { type: 'number', inputMode: 'numeric', step: '1' } as const;
  return (
    <FormDialog
      title={slot ? `Edit ${slot.name}` : 'Add delivery slot'}
      submitLabel={'Save'}
      busy={isSubmitting}
      onClose={onClose}
      onSubmit={(e) => void onSubmit(e)}
      className="grid gap-4 sm:grid-cols-2"
    >
      <TextField
        label="Name"
        required
        maxLength={60}
        hint="As customers see it, e.g. Morning 9 AM – 12 PM."
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Hindi name (optional)"
        lang="hi"
        maxLength={60}
        placeholder="जैसे: सुबह 9 – दोपहर 12"
        hint="For the Hindi checkout; left empty, it shows the English."
        error={errors.hi?.name?.message}
        {...register('hi.name')}
      />
      <div className="sm:col-span-2">
        <SelectField label="Kind" error={errors.kind?.message} {...register('kind')}>
          {Object.entries(SLOT_KIND_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField label="Starts" type="time" required error={errors.startTime?.message} {...register('startTime')} />
      <TextField label="Ends" type="time" required error={errors.endTime?.message} {...register('endTime')} />
      <TextField
        label="Extra fee (₹)"
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        error={errors.fee?.message}
        {...register('fee', { valueAsNumber: true })}
      />
      <TextField
        label="Orders per day"
        min={1}
        hint="Once full, the slot is closed for that date."
        error={errors.capacity?.message}
        {...whole}
        {...register('capacity', { valueAsNumber: true })}
      />
      <TextField
        label="Sort order"
        min={0}
        hint="Lower comes first."
        error={errors.sortOrder?.message}
        {...whole}
        {...register('sortOrder', { valueAsNumber: true })}
      />
      <div className="self-center">
        <CheckboxField label="Active" {...register('isActive')} />
      </div>
    </FormDialog>
  );
}
