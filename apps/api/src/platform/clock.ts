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

/**
 * A cron schedule for every day at `hhmm` shop time, written in UTC as the job queue reads a
 * schedule without a zone. Given the zone instead, the queue's cron parser walks back through the
 * zone database a minute at a time to find a daily schedule's last run: about 10 ms a schedule on
 * every check (each 30 s), 55 ms for the shop's seven, during which the instance answers no one.
 */
export function dailyAtShopTime(hhmm: string): string {
  const utcMinutes = (minutesOf(hhmm) - IST_OFFSET_MS / 60_000 + 1440) % 1440;
  return `${utcMinutes % 60} ${Math.floor(utcMinutes / 60)} * * *`;
}

export function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** Whole days from shop date `a` to shop date `b`. */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}
