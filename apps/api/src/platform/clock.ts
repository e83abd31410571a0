// Time in the shop's zone. India keeps one offset all year (+05:30, no daylight saving), so shop
// dates and times are plain arithmetic on UTC: no time-zone database needed.
const IST_OFFSET_MS = 330 * 60_000;

export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/** The shop's calendar date (YYYY-MM-DD) and minutes since shop midnight at `at`. */
export function shopDateTime(at: Date): { date: string; minutes: number } {
  const shifted = new Date(at.getTime() + IST_OFFSET_MS);
  return { date: shifted.toISOString().slice(0, 10), minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes() };
}

/** The instant at which shop time on `date` reads `hhmm` ('24:00' is the next midnight). */
export function shopInstant(date: string, hhmm: string): Date {
  const [h, m] = hhmm.split(':').map(Number);
  return new Date(Date.parse(`${date}T00:00:00Z`) - IST_OFFSET_MS + ((h ?? 0) * 60 + (m ?? 0)) * 60_000);
}

export function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** Whole days from shop date `a` to shop date `b`. */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}
