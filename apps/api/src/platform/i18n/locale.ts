// How each of the shop's languages writes numbers and dates. Both are Indian English and Hindi as
// written in India: lakh grouping (1,29,900) and, in Hindi too, Latin digits, which is what
// Node's ICU gives hi-IN and what customers type and read in order numbers and amounts.
import type { Language } from '@phoolwari/contracts';
import { Wording } from './translator';

export const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

const dateFormats = new Map<Language, Intl.DateTimeFormat>();

/** A calendar day ('2026-11-24') as a customer reads it: "24 November 2026", "24 नवंबर 2026". */
export function formatDay(day: string, language: Language): string {
  let format = dateFormats.get(language);
  if (!format) {
    // The day is a date without a time: read and written in UTC, it never shifts by a time zone.
    format = new Intl.DateTimeFormat(LOCALES[language], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    dateFormats.set(language, format);
  }
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : format.format(date);
}

/** A calendar day written in whichever language reads it (see formatDay). */
export const dayWording = (day: string): Wording => new Wording((language) => formatDay(day, language));
