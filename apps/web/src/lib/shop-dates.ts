// Calendar dates as the shop sees them. Delivery dates are 'YYYY-MM-DD' in the shop's time zone
// (Asia/Kolkata, as the server counts them), whatever the customer's phone is set to.
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
