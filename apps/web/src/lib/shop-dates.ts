// Dates and times as the shop sees them, for customers and staff alike. Delivery dates are
// 'YYYY-MM-DD' in the shop's time zone (Asia/Kolkata, as the server counts them) and instants are
// shown on the shop's clock, whatever the phone or computer is set to.
export const SHOP_TIME_ZONE = 'Asia/Kolkata';

/** Today's date in the shop's time zone, 'YYYY-MM-DD'. */
export function shopToday(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

function toUtc(date: string): Date {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

export function addDays(date: string, days: number): string {
  const next = toUtc(date);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** The dates a delivery can be booked for: today and the next `daysAhead` days. */
export function bookableDates(today: string, daysAhead: number): string[] {
  return Array.from({ length: daysAhead + 1 }, (_, i) => addDays(today, i));
}

const dayParts = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });

/** 'Mon 24 Nov' (with the year when asked), built from parts so punctuation does not vary by locale data. */
function dayText(date: string, withYear: boolean): string {
  const parts = dayParts.formatToParts(toUtc(date));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const text = `${part('weekday')} ${part('day')} ${part('month')}`;
  return withYear ? `${text} ${part('year')}` : text;
}

/** 'Today, Mon 24 Nov', 'Tomorrow, Tue 25 Nov', 'Wed 26 Nov'. */
export function deliveryDateLabel(date: string, today: string): string {
  const label = dayText(date, false);
  if (date === today) return `Today, ${label}`;
  if (date === addDays(today, 1)) return `Tomorrow, ${label}`;
  return label;
}

/** A calendar date with its year: 'Mon 24 Nov 2025'. */
export function formatCalendarDate(date: string): string {
  return dayText(date, true);
}

const shortDay = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', day: 'numeric', month: 'short' });

/** '22 Nov', for chart axes. */
export function formatShortDay(date: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? shortDay.format(toUtc(date)) : date;
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

const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: SHOP_TIME_ZONE });
const dayTime = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: SHOP_TIME_ZONE });

/** An instant's day on the shop's calendar: '5 Jan 2025', or '—' for a missing or unreadable one. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : day.format(date);
}

/** An instant on the shop's clock: '5 Jan 2025, 6:30 pm', or '—'. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : dayTime.format(date);
}

const timeOfDay = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: SHOP_TIME_ZONE });

/** An instant's time on the shop's clock: '6:30 pm', or '—'. */
export function formatTimeOfDay(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : timeOfDay.format(date);
}

/**
 * A delivery slot as staff read it: 'Morning, 9:00 am – 12:00 pm'. A name that already states its
 * hours ('Evening 4 – 8 PM', as the demo slots are named) is shown as it is, not with the times twice.
 */
export function slotLabel(slot: { name: string; startTime: string; endTime: string }): string {
  if (/\d/.test(slot.name)) return slot.name;
  return `${slot.name}, ${formatClock(slot.startTime)} – ${formatClock(slot.endTime)}`;
}
