// Calendar arithmetic on shop dates (YYYY-MM-DD strings, as orders keep them) and what a gift
// message says the flowers are for. Pure functions: the tests drive them with any "today".
import type { Festival, OccasionKind } from '@phoolwari/contracts';

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The day in `year`; 29 February falls on the 28th in a year without one. */
function dayInYear(year: number, month: number, day: number): string {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${pad(month)}-${pad(Math.min(day, last))}`;
}

export interface DatedOccasion {
  kind: OccasionKind;
  day: number | null;
  month: number | null;
  festival: Festival | null;
}

/** The festival dates the shop has set, by festival, ascending. */
export type FestivalCalendar = Map<Festival, string[]>;

/** The occasion's next date on or after `today`; null for a festival the shop has not dated yet. */
export function nextOccurrence(o: DatedOccasion, today: string, festivals: FestivalCalendar): string | null {
  if (o.kind === 'festival') return (o.festival && festivals.get(o.festival)?.find((date) => date >= today)) ?? null;
  if (o.day === null || o.month === null) return null;
  const year = Number(today.slice(0, 4));
  const thisYear = dayInYear(year, o.month, o.day);
  return thisYear >= today ? thisYear : dayInYear(year + 1, o.month, o.day);
}

/**
 * The date a reminder is due for, or null. Due from `daysBefore` days ahead until the day before,
 * so a day the job missed (the shop was down) is caught up the next day; the send-once claim keeps
 * it to one reminder per date.
 */
export function dueReminder(o: DatedOccasion & { remindDaysBefore: number }, today: string, festivals: FestivalCalendar): string | null {
  const next = nextOccurrence(o, today, festivals);
  if (!next || next <= today) return null;
  return addDays(next, -o.remindDaysBefore) <= today ? next : null;
}

/** Whole days from `a` to `b`. */
export function daysUntil(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** Words in a gift message that say what the flowers are for (English, Hindi, and Hindi typed in Latin letters). */
const SIGNS: { kind: OccasionKind; festival?: Festival; pattern: RegExp }[] = [
  { kind: 'birthday', pattern: /birth\s?day|b'?day|bday|जन्मदिन|जन्म दिन|janam\s?din|janmdin|वर्षगाँठ/iu },
  { kind: 'anniversary', pattern: /anniversary|सालगिरह|सालगिरा|saal\s?girah|salgirah|शादी की/iu },
  { kind: 'festival', festival: 'raksha_bandhan', pattern: /raksha\s?bandhan|rakhi|रक्षा\s?बंधन|राखी/iu },
  { kind: 'festival', festival: 'karva_chauth', pattern: /kar[vw]a\s?chauth|करवा\s?चौथ/iu },
  { kind: 'festival', festival: 'bhai_dooj', pattern: /bhai\s?dooj|भाई\s?दूज/iu },
  { kind: 'festival', festival: 'diwali', pattern: /diwali|deepavali|दीवाली|दिवाली/iu },
  { kind: 'festival', festival: 'holi', pattern: /\bholi\b|होली/iu },
];

export function occasionInMessage(message: string): { kind: OccasionKind; festival: Festival | null } | null {
  const sign = SIGNS.find((s) => s.pattern.test(message));
  return sign ? { kind: sign.kind, festival: sign.festival ?? null } : null;
}
