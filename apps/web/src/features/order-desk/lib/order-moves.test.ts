// The desk's copy of the server's move rules (plannedMove and the two state machines), checked
// state by state: which quick buttons show, what each request would do, and what Edit offers.
import { describe, expect, it } from 'vitest';
import type { DeliveryStatus, OrderStatus } from '@phoolwari/contracts';
import { canCancel, deliveryChoices, plannedMove, quickActions } from './order-moves';

const state = (orderStatus: OrderStatus, deliveryStatus: DeliveryStatus) => ({ orderStatus, deliveryStatus });

describe('order moves (mirror of the server)', () => {
  it.each([
    [state('pending', 'pending'), []],
    [state('confirmed', 'pending'), ['confirm', 'ship']],
    [state('processing', 'pending'), ['ship']],
    [state('processing', 'picked_up'), ['ship']],
    [state('shipped', 'out_for_delivery'), ['deliver']],
    [state('shipped', 'in_transit'), ['deliver']],
    // picked_up → delivered is not an edge of the delivery machine.
    [state('shipped', 'picked_up'), []],
    // A failed delivery goes out again (or is cancelled, below).
    [state('shipped', 'failed'), ['reattempt']],
    [state('delivered', 'delivered'), []],
    [state('cancelled', 'pending'), []],
  ] as const)('%o offers %o', (order, expected) => {
    expect(quickActions(order)).toEqual(expected);
  });

  it('says where each request takes an order, or null for a 409', () => {
    expect(plannedMove(state('confirmed', 'pending'), 'confirmed')).toEqual(state('processing', 'pending'));
    expect(plannedMove(state('processing', 'pending'), 'shipped')).toEqual(state('shipped', 'out_for_delivery'));
    expect(plannedMove(state('confirmed', 'pending'), 'picked_up')).toEqual(state('shipped', 'picked_up'));
    expect(plannedMove(state('shipped', 'picked_up'), 'in_transit')).toEqual(state('shipped', 'in_transit'));
    expect(plannedMove(state('shipped', 'out_for_delivery'), 'delivered')).toEqual(state('delivered', 'delivered'));
    expect(plannedMove(state('shipped', 'out_for_delivery'), 'failed')).toEqual(state('shipped', 'failed'));
    expect(plannedMove(state('processing', 'pending'), 'confirmed')).toBeNull();
    expect(plannedMove(state('shipped', 'out_for_delivery'), 'shipped')).toBeNull();
    expect(plannedMove(state('shipped', 'out_for_delivery'), 'pending')).toBeNull();
    expect(plannedMove(state('pending', 'pending'), 'shipped')).toBeNull();
    expect(plannedMove(state('processing', 'pending'), 'failed')).toBeNull();
    expect(plannedMove(state('delivered', 'delivered'), 'failed')).toBeNull();
  });

  it('offers Cancel before the order leaves or after its delivery failed, and Edit the delivery moves from here', () => {
    expect((['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled'] as const).filter((s) => canCancel(state(s, 'pending')))).toEqual([
      'confirmed',
      'processing',
    ]);
    expect(canCancel(state('shipped', 'out_for_delivery'))).toBe(false);
    expect(canCancel(state('shipped', 'failed'))).toBe(true);
    expect(deliveryChoices(state('shipped', 'failed'))).toEqual(['out_for_delivery']);
    expect(deliveryChoices(state('processing', 'pending'))).toEqual(['picked_up', 'in_transit', 'out_for_delivery']);
    expect(deliveryChoices(state('shipped', 'in_transit'))).toEqual(['out_for_delivery', 'delivered', 'failed']);
    expect(deliveryChoices(state('delivered', 'delivered'))).toEqual([]);
  });
});
