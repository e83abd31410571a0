// A cycle's delivery days: the first `deliveries` days of the plan's weekdays on or after the start
// that are not days off. A paused or skipped day moves its delivery to the end of the cycle.
import { daysBetween } from '../../platform/clock';

const DAY_MS = 86_400_000;

export const addDays = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
export const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The delivery days of a cycle, in order. Looks at most a year ahead (a cycle is at most 12 weeks plus days off). */
export function scheduleOf(s: { startDate: string; weekdays: number[]; deliveries: number; daysOff: string[] }): string[] {
  const off = new Set(s.daysOff);
  const days: string[] = [];
  for (let i = 0; days.length < s.deliveries && i < 366; i++) {
    const date = addDays(s.startDate, i);
    if (s.weekdays.includes(weekdayOf(date)) && !off.has(date)) days.push(date);
  }
  return days;
}

/** How many plan days fall in `weeks` weeks from the start: the deliveries a cycle pays for. */
export function deliveriesIn(startDate: string, weeks: number, weekdays: number[]): number {
  let n = 0;
  for (let i = 0; i < weeks * 7; i++) if (weekdays.includes(weekdayOf(addDays(startDate, i)))) n++;
  return n;
}

/** Every date from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  return Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => addDays(from, i));
}
