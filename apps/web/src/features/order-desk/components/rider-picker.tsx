// Who delivers an order: a rider picker on each order for staff who give out deliveries. "Assign slot to rider" gives a whole slot's unassigned orders.
import { useId, useState } from 'react';
import type { Order } from '@phoolwari/contracts';
import { Button } from '../../../components/button';
import { errorMessage } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useAssignRider, useAssignSlot, useRiders } from '../api/riders';

const ASSIGNABLE = new Set<Order['orderStatus']>(['confirmed', 'processing', 'shipped']);
const selectClasses =
  'min-h-11 rounded-lg border border-gray-400 bg-white px-2 text-base text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600';

export function RiderPicker({ order }: { order: Order }) {
  const { can } = useSession();
  const allowed = can('orders.assign') && ASSIGNABLE.has(order.orderStatus);
  const riders = useRiders(allowed);
  const assign = useAssignRider();
  const id = useId();
  // Everyone else reads the rider's name on the job sheet and the order's details.
  if (!allowed) return null;
  const current = order.rider?._id ?? '';
  // A rider since disabled still shows as the current choice.
  const options = [...(riders.data?.riders ?? [])];
  if (order.rider && !options.some((r) => r._id === order.rider?._id)) options.push({ ...order.rider, assignedToday: 0 });

  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <label htmlFor={id} className="font-medium text-gray-800">
        Rider <span className="sr-only">for order {order.orderId}</span>
      </label>
      <select
        id={id}
        value={current}
        disabled={assign.isPending || riders.isPending}
        onChange={(e) =>
          assign.mutate(
            { id: order._id, riderId: e.target.value || null },
            {
              onSuccess: (answer) =>
                toast.success(answer.order.rider ? `${answer.order.orderId}: ${answer.order.rider.name} delivers it` : `${answer.order.orderId}: no rider`),
              onError: (error) => toast.error(errorMessage(error, 'The rider could not be changed')),
            },
          )
        }
        className={selectClasses}
      >
        <option value="">{riders.isError ? 'Riders could not be loaded' : 'No rider'}</option>
        {options.map((r) => (
          <option key={r._id} value={r._id}>
            {r.name}
          </option>
        ))}
      </select>
    </div>
  );
}

export function AssignSlot({ date, slot, unassigned }: { date: string; slot: Order['slot']; unassigned: number }) {
  const { can } = useSession();
  const allowed = can('orders.assign');
  const riders = useRiders(allowed);
  const assignSlot = useAssignSlot();
  const [riderId, setRiderId] = useState('');
  const id = useId();
  if (!allowed || unassigned === 0) return null;
  return (
    <form
      className="flex flex-wrap items-center gap-2 text-sm"
      onSubmit={(e) => {
        e.preventDefault();
        if (!riderId) return;
        assignSlot.mutate(
          { date, slotId: slot._id, riderId },
          {
            onSuccess: ({ assigned }) =>
              toast.success(
                `${assigned} ${assigned === 1 ? 'order' : 'orders'} given to ${riders.data?.riders.find((r) => r._id === riderId)?.name ?? 'the rider'}`,
              ),
            onError: (error) => toast.error(errorMessage(error, 'The slot could not be assigned')),
          },
        );
      }}
    >
      <label htmlFor={id} className="font-medium text-gray-800">
        Assign slot to rider <span className="sr-only">({slot.name})</span>
      </label>
      <select id={id} value={riderId} onChange={(e) => setRiderId(e.target.value)} className={selectClasses} disabled={riders.isPending}>
        <option value="">Choose a rider</option>
        {(riders.data?.riders ?? []).map((r) => (
          <option key={r._id} value={r._id}>
            {r.name} ({r.assignedToday} today)
          </option>
        ))}
      </select>
      <Button type="submit" variant="secondary" disabled={!riderId} busy={assignSlot.isPending} busyLabel="Assigning…">
        Assign {unassigned} unassigned
      </Button>
    </form>
  );
}
