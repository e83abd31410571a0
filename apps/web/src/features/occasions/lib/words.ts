// An occasion's words in the page's language: its kind, the festivals, and its date ("26 November",
// "26 नवंबर") as the shop's calendar reads it.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Festival, Occasion, OccasionKind } from '@phoolwari/contracts';
import { INTL_LOCALE } from '../../../i18n/languages';

export const KIND_WORDS: Record<OccasionKind, MessageDescriptor> = {
  birthday: msg`Birthday`,
  anniversary: msg`Anniversary`,
  festival: msg`Festival`,
};

export const FESTIVAL_WORDS: Record<Festival, MessageDescriptor> = {
  raksha_bandhan: msg`Raksha Bandhan`,
  karva_chauth: msg`Karva Chauth`,
  bhai_dooj: msg`Bhai Dooj`,
  diwali: msg`Diwali`,
  holi: msg`Holi`,
};

const locale = (i18n: I18n) => INTL_LOCALE[i18n.locale === 'hi' ? 'hi' : 'en'];

/** "26 November" for a day of a month (any year: 2024 has every day, 29 February too). */
export function dayMonth(i18n: I18n, day: number, month: number): string {
  return new Intl.DateTimeFormat(locale(i18n), { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, month - 1, day)));
}

/** "Thu, 26 November 2026" for a shop date (YYYY-MM-DD). */
export function fullDate(i18n: I18n, date: string): string {
  return new Intl.DateTimeFormat(locale(i18n), { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)))),
  );
}

/** What the occasion is, in a word or two: "Birthday", "Raksha Bandhan". */
export function occasionWhat(i18n: I18n, o: Pick<Occasion, 'kind' | 'festival'>): string {
  return o.kind === 'festival' && o.festival ? i18n._(FESTIVAL_WORDS[o.festival]) : i18n._(KIND_WORDS[o.kind]);
}

/** The month names of the page's language, January first. */
export function monthNames(i18n: I18n): string[] {
  const format = new Intl.DateTimeFormat(locale(i18n), { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, m) => format.format(new Date(Date.UTC(2024, m, 1))));
}
