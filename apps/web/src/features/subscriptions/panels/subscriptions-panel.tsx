// The admin panel's Subscriptions tab: tomorrow's subscription deliveries at a glance (made into
// orders by the day-before job, still to make, or a customer's day off), with "Make the orders
// now" for a day whose job has not run; and, for those who price the catalogue, the plans.
import { useState, type FormEvent } from 'react';
import { SubscriptionPlanWriteSchema, type SubscriptionPlan } from '@phoolwari/contracts';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { TextAreaField, TextField } from '../../../components/form-field';
import { RowSkeletons } from '../../../components/panel-states';
import { EmptyState, ErrorState } from '../../../components/status-views';
import { errorMessage } from '../../../lib/api';
import { formatRupees } from '../../../lib/money';
import { useSession } from '../../../lib/session';
import { formatCalendarDate, slotLabel } from '../../../lib/shop-dates';
import { toast } from '../../../lib/toast';
import { useAdminPlans, usePlaceDeliveries, useSavePlan, useSubscriptionDeliveries } from '../api/subscriptions';
import { ProductPicker, SlotPicker } from './plan-pickers';

const STATUS_TEXT = { placed: 'Order made', to_place: 'Order not made yet', day_off: 'Day off (paused or skipped)' } as const;

function TomorrowsSubscriptions() {
  const { can } = useSession();
  const deliveries = useSubscriptionDeliveries();
  const place = usePlaceDeliveries();
  if (deliveries.isPending) return <RowSkeletons count={3} />;
  if (deliveries.isError)
    return <ErrorState title="Tomorrow’s subscriptions could not be loaded" error={deliveries.error} onRetry={() => void deliveries.refetch()} />;
  const { date, deliveries: rows } = deliveries.data;
  const toMake = rows.filter((r) => r.status === 'to_place').length;
  return (
    <section aria-labelledby="subs-tomorrow" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="subs-tomorrow" className="text-lg font-semibold text-gray-900">
          Tomorrow’s subscriptions · {formatCalendarDate(date)}
        </h2>
        {can('orders.move') && (
          <Button
            variant="secondary"
            busy={place.isPending}
            busyLabel="Making orders…"
            onClick={() =>
              place.mutate(date, {
                onSuccess: (a) => toast.success(`${a.placed} order${a.placed === 1 ? '' : 's'} made for ${formatCalendarDate(a.date)}`),
                onError: (e) => toast.error(errorMessage(e, 'The orders could not be made')),
              })
            }
          >
            Make the orders now{toMake > 0 ? ` (${toMake})` : ''}
          </Button>
        )}
      </div>
      {rows.length === 0 ? (
        <EmptyState title="No subscription deliveries tomorrow" />
      ) : (
        <ul className="flex flex-col gap-2">
          {rows.map((r) => (
            <li key={r.subscriptionId} className="rounded-xl border border-gray-200 bg-white p-3 text-sm">
              <div className="flex flex-wrap justify-between gap-2">
                <span className="font-semibold text-gray-900">
                  {r.planName} · {r.customerName}
                </span>
                <span className={r.status === 'placed' ? 'text-green-800' : r.status === 'day_off' ? 'text-gray-700' : 'text-amber-800'}>
                  {STATUS_TEXT[r.status]}
                  {r.orderNumber ? ` · ${r.orderNumber}` : ''}
                </span>
              </div>
              <p className="text-gray-700">
                {r.reference} · {r.slotName} · {r.recipientName}, {r.address}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** The form's fields as the owner reads them, for a refusal before sending. */
const FIELD_NAMES: Record<string, string> = {
  name: 'Name',
  productId: 'Product',
  slotId: 'Slot',
  pricePerDelivery: 'Price per delivery',
  weekdays: 'Days of the week',
};

function PlanForm({ plan, onDone }: { plan?: SubscriptionPlan; onDone: () => void }) {
  const [values, setValues] = useState({
    name: plan?.name ?? '',
    nameHi: plan?.hi?.name ?? '',
    description: plan?.description ?? '',
    descriptionHi: plan?.hi?.description ?? '',
    productId: plan?.productId ?? '',
    slotId: plan?.slot._id ?? '',
    pricePerDelivery: plan ? String(plan.pricePerDelivery) : '',
    weekdays: plan?.weekdays ?? [0, 1, 2, 3, 4, 5, 6],
    isActive: plan?.isActive ?? true,
  });
  const [error, setError] = useState<string | null>(null);
  const save = useSavePlan();
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => setValues({ ...values, [key]: e.target.value });
  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = SubscriptionPlanWriteSchema.safeParse({ ...values, pricePerDelivery: Number(values.pricePerDelivery) });
    if (!parsed.success) return setError(parsed.error.issues.map((i) => `${FIELD_NAMES[String(i.path[0])] ?? String(i.path[0])}: ${i.message}`).join('; '));
    setError(null);
    save.mutate(
      { ...(plan ? { id: plan._id } : {}), body: parsed.data },
      {
        onSuccess: (p) => {
          toast.success(`Plan ${p.name} saved`);
          onDone();
        },
        onError: (e) => setError(errorMessage(e, 'The plan could not be saved')),
      },
    );
  }
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={plan ? `Edit plan ${plan.name}` : 'New plan'}
      className="grid gap-3 rounded-xl border border-gray-200 bg-white p-4 sm:grid-cols-2"
    >
      <TextField label="Name" value={values.name} onChange={set('name')} required />
      <TextField label="Name in Hindi" value={values.nameHi} onChange={set('nameHi')} lang="hi" />
      <TextAreaField label="Description" rows={2} value={values.description} onChange={set('description')} />
      <TextAreaField label="Description in Hindi" rows={2} value={values.descriptionHi} onChange={set('descriptionHi')} lang="hi" />
      <ProductPicker value={values.productId} currentName={plan?.productName} onChange={(productId) => setValues({ ...values, productId })} />
      <SlotPicker value={values.slotId} onChange={(slotId) => setValues({ ...values, slotId })} />
      <TextField label="Price per delivery (₹)" inputMode="decimal" value={values.pricePerDelivery} onChange={set('pricePerDelivery')} required />
      <fieldset className="flex flex-wrap items-center gap-3 text-sm">
        <legend className="mb-1 font-medium text-gray-800">Days of the week</legend>
        {DAY_NAMES.map((day, i) => (
          <label key={day} className="flex items-center gap-1">
            <input
              type="checkbox"
              checked={values.weekdays.includes(i)}
              onChange={(e) => setValues({ ...values, weekdays: e.target.checked ? [...values.weekdays, i] : values.weekdays.filter((d) => d !== i) })}
            />
            {day}
          </label>
        ))}
        <label className="flex items-center gap-1">
          <input type="checkbox" checked={values.isActive} onChange={(e) => setValues({ ...values, isActive: e.target.checked })} />
          Offered
        </label>
      </fieldset>
      <div className="sm:col-span-2">
        <FormAlert message={error} />
        <div className="mt-2 flex gap-2">
          <Button type="submit" busy={save.isPending} busyLabel="Saving…">
            Save plan
          </Button>
          <Button variant="secondary" onClick={onDone}>
            Close
          </Button>
        </div>
      </div>
    </form>
  );
}

function Plans() {
  const plans = useAdminPlans();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  if (plans.isPending) return <RowSkeletons count={2} />;
  if (plans.isError) return <ErrorState title="The plans could not be loaded" error={plans.error} onRetry={() => void plans.refetch()} />;
  return (
    <section aria-labelledby="subs-plans" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="subs-plans" className="text-lg font-semibold text-gray-900">
          Plans
        </h2>
        <Button variant="secondary" onClick={() => setEditing('new')}>
          New plan
        </Button>
      </div>
      {editing === 'new' && <PlanForm onDone={() => setEditing(null)} />}
      {plans.data.length === 0 && <EmptyState title="No plans yet" detail="Add one: what is delivered, on which days, in which slot and at what price." />}
      <ul className="flex flex-col gap-2">
        {plans.data.map((p) => (
          <li key={p._id} className="rounded-xl border border-gray-200 bg-white p-3 text-sm">
            <div className="flex flex-wrap justify-between gap-2">
              <span className="font-semibold text-gray-900">
                {p.name}
                {p.isActive ? '' : ' (not offered)'}
              </span>
              <span>{formatRupees(p.pricePerDelivery)} a delivery</span>
            </div>
            <p className="text-gray-700">
              {p.productName} · {p.weekdays.length === 7 ? 'Every day' : p.weekdays.map((d) => DAY_NAMES[d]).join(', ')} · {slotLabel(p.slot)}
            </p>
            {editing === p._id ? (
              <PlanForm plan={p} onDone={() => setEditing(null)} />
            ) : (
              <Button variant="ghost" onClick={() => setEditing(p._id)} aria-label={`Edit plan ${p.name}`}>
                Edit
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function SubscriptionsPanel() {
  const { can } = useSession();
  return (
    <div className="flex flex-col gap-8">
      <TomorrowsSubscriptions />
      {can('catalog.edit') && <Plans />}
    </div>
  );
}
