// Dates and times as the shop sees them, for customers and staff alike. Delivery dates are
// 'YYYY-MM-DD' in the shop's time zone (Asia/Kolkata, as the server counts them) and instants are
// shown on the shop's clock, whatever the phone or computer is set to.
// The language (default English, as the staff's screens are) picks the locale's month and day names.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { INTL_LOCALE, type Language } from '../i18n/languages';

export const SHOP_TIME_ZONE = 'Asia/Kolkata';

// Made once: a formatter with a time zone costs far more to make than to use, and the server
// renders pages that ask for today several times each.
const shopDate = new Intl.DateTimeFormat('en-GB', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date in the shop's time zone, 'YYYY-MM-DD'. */
export function shopToday(now: Date = new Date()): string {
  const parts = shopDate.formatToParts(now);
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

/** Whole days from date `a` to date `b` ('YYYY-MM-DD'). */
export function daysFromTo(a: string, b: string): number {
  return Math.round((toUtc(b).getTime() - toUtc(a).getTime()) / 86_400_000);
}

/** The dates a delivery can be booked for: today and the next `daysAhead` days. */
export function bookableDates(today: string, daysAhead: number): string[] {
  return Array.from({ length: daysAhead + 1 }, (_, i) => addDays(today, i));
}

/** Formatters are costly to build: one per locale and set of options, kept. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}${JSON.stringify(options)}`;
  let made = formatters.get(key);
  if (!made) formatters.set(key, (made = new Intl.DateTimeFormat(INTL_LOCALE[language], options)));
  return made;
}

/** 'Mon 24 Nov' (with the year when asked), built from parts so punctuation does not vary by locale data. */
function dayText(date: string, withYear: boolean, language: Language): string {
  const parts = formatter(language, { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).formatToParts(toUtc(date));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const text = `${part('weekday')} ${part('day')} ${part('month')}`;
  return withYear ? `${text} ${part('year')}` : text;
}

/** 'Today, Mon 24 Nov', 'Tomorrow, Tue 25 Nov', 'Wed 26 Nov' (in the page's language). */
export function deliveryDateLabel(date: string, today: string, i18n: I18n): string {
  const label = dayText(date, false, i18n.locale as Language);
  if (date === today) return i18n._(msg`Today, ${label}`);
  if (date === addDays(today, 1)) return i18n._(msg`Tomorrow, ${label}`);
  return label;
}

/** A calendar date with its year: 'Mon 24 Nov 2025'. */
export function formatCalendarDate(date: string, language: Language = 'en'): string {
  return dayText(date, true, language);
}

/** '22 Nov', for chart axes. */
export function formatShortDay(date: string, language: Language = 'en'): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? formatter(language, { timeZone: 'UTC', day: 'numeric', month: 'short' }).format(toUtc(date)) : date;
}

/** '14:30' → '2:30 pm'. */
export function formatClock(time: string, language: Language = 'en'): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return time;
  return formatter(language, { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' }).format(Date.UTC(1970, 0, 1, Number(match[1]), Number(match[2])));
}

/** An instant through a formatter, or '—' for a missing or unreadable one. */
function instant(iso: string | null | undefined, options: Intl.DateTimeFormatOptions, language: Language): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : formatter(language, { ...options, timeZone: SHOP_TIME_ZONE }).format(date);
}

/** An instant's day on the shop's calendar: '5 Jan 2025', or '—' for a missing or unreadable one. */
export function formatDate(iso: string | null | undefined, language: Language = 'en'): string {
  return instant(iso, { day: 'numeric', month: 'short', year: 'numeric' }, language);
}

/** An instant on the shop's clock: '5 Jan 2025, 6:30 pm', or '—'. */
export function formatDateTime(iso: string | null | undefined, language: Language = 'en'): string {
  return instant(iso, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }, language);
}

/** An instant's time on the shop's clock: '6:30 pm', or '—'. */
export function formatTimeOfDay(iso: string | null | undefined, language: Language = 'en'): string {
  return instant(iso, { hour: 'numeric', minute: '2-digit' }, language);
}

/**
 * A delivery slot as staff read it: 'Morning, 9:00 am – 12:00 pm'. A name that already states its
 * hours ('Evening 4 – 8 PM', as the demo slots are named) is shown as it is, not with the times twice.
 */
export function slotLabel(slot: { name: string; startTime: string; endTime: string }, language: Language = 'en'): string {
  if (/\d/.test(slot.name)) return slot.name;
  return `${slot.name}, ${formatClock(slot.startTime, language)} – ${formatClock(slot.endTime, language)}`;
}
