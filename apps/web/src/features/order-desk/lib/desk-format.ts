// How the desk writes statuses, calendar dates, slot times and the shop's today (India).
import type { Order } from '@phoolwari/contracts';

const SHOP_TIME_ZONE = 'Asia/Kolkata';

/** 'out_for_delivery' → 'out for delivery' (spec §2). */
export function statusLabel(status: string): string {
  return status.replaceAll('_', ' ');
}

/** Today in the shop's time zone as 'YYYY-MM-DD', whatever the device's zone. */
export function shopToday(now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const calendar = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
const shortDay = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', day: 'numeric', month: 'short' });

function utcDate(date: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
}

/** A calendar date ('2026-11-22') as 'Sun, 22 Nov 2026'; the date is a day, not an instant. */
export function formatCalendarDate(date: string): string {
  const d = utcDate(date);
  return d ? calendar.format(d) : date;
}

/** '22 Nov', for chart axes. */
export function formatShortDay(date: string): string {
  const d = utcDate(date);
  return d ? shortDay.format(d) : date;
}

/** '14:30' → '2:30 pm'. */
export function formatClock(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  const suffix = hours >= 12 ? 'pm' : 'am';
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${match[2]} ${suffix}`;
}

/**
 * 'Morning, 9:00 am – 12:00 pm'. A name that already states its hours ('Evening 4 – 8 PM', as the
 * demo slots are named) is shown as it is rather than with the times twice.
 */
export function slotLabel(slot: Order['slot']): string {
  if (/\d/.test(slot.name)) return slot.name;
  return `${slot.name}, ${formatClock(slot.startTime)} – ${formatClock(slot.endTime)}`;
}
