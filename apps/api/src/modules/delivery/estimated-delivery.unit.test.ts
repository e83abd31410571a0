// The delivery estimate a customer reads in My Orders: inside the slot's window whenever the order was placed.
import { describe, expect, it } from 'vitest';
import { estimatedDelivery } from './service';

const standard = { kind: 'standard' as const, startTime: '08:00', endTime: '21:00' };
const shopTime = (iso: string) => new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', hour12: false });

describe('estimatedDelivery', () => {
  it('promises an order placed at 2 am within hours of the slot opening, not before it', () => {
    // 02:00 in the shop on 24 November.
    const at = estimatedDelivery(standard, '2026-11-24', new Date('2026-11-23T20:30:00Z'));
    expect(at.toISOString()).toBe('2026-11-24T06:30:00.000Z'); // 12:00 in the shop
    expect(shopTime(at.toISOString())).toBe('12:00');
  });

  it('promises a daytime order four hours on, and an evening one by the slot’s close', () => {
    expect(estimatedDelivery(standard, '2026-11-24', new Date('2026-11-24T04:30:00Z')).toISOString()).toBe('2026-11-24T08:30:00.000Z'); // 10:00 → 14:00
    expect(estimatedDelivery(standard, '2026-11-24', new Date('2026-11-24T13:30:00Z')).toISOString()).toBe('2026-11-24T15:30:00.000Z'); // 19:00 → 21:00
  });

  it('promises a later day, or a timed slot, by the end of its window', () => {
    expect(estimatedDelivery(standard, '2026-11-25', new Date('2026-11-23T20:30:00Z')).toISOString()).toBe('2026-11-25T15:30:00.000Z');
    const midnight = { kind: 'midnight' as const, startTime: '23:00', endTime: '00:00' };
    expect(estimatedDelivery(midnight, '2026-11-24', new Date('2026-11-24T04:30:00Z')).toISOString()).toBe('2026-11-24T18:30:00.000Z');
  });
});
