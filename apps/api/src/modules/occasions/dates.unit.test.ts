// The calendar arithmetic and the gift-message reading, at chosen days.
import { describe, expect, it } from 'vitest';
import { dueReminder, nextOccurrence, occasionInMessage, type FestivalCalendar } from './dates';

const none: FestivalCalendar = new Map();
const birthday = (day: number, month: number, remindDaysBefore = 3) => ({ kind: 'birthday' as const, day, month, festival: null, remindDaysBefore });

describe('occasion dates', () => {
  it('finds the next date, this year or the next, and 29 February on the 28th in other years', () => {
    expect(nextOccurrence(birthday(26, 11), '2026-11-23', none)).toBe('2026-11-26');
    expect(nextOccurrence(birthday(23, 11), '2026-11-23', none)).toBe('2026-11-23');
    expect(nextOccurrence(birthday(2, 1), '2026-11-23', none)).toBe('2027-01-02');
    expect(nextOccurrence(birthday(29, 2), '2027-03-01', none)).toBe('2028-02-29');
    expect(nextOccurrence(birthday(29, 2), '2026-03-01', none)).toBe('2027-02-28');
  });

  it('is due from N days before until the day before, across the new year too', () => {
    expect(dueReminder(birthday(26, 11), '2026-11-22', none)).toBeNull();
    expect(dueReminder(birthday(26, 11), '2026-11-23', none)).toBe('2026-11-26');
    expect(dueReminder(birthday(26, 11), '2026-11-25', none)).toBe('2026-11-26');
    expect(dueReminder(birthday(26, 11), '2026-11-26', none)).toBeNull();
    expect(dueReminder(birthday(2, 1, 7), '2026-12-26', none)).toBe('2027-01-02');
  });

  it('dates a festival only from the shop’s calendar', () => {
    const diwali = { kind: 'festival' as const, day: null, month: null, festival: 'diwali' as const, remindDaysBefore: 5 };
    expect(dueReminder(diwali, '2027-10-25', none)).toBeNull();
    const calendar: FestivalCalendar = new Map([['diwali', ['2026-11-08', '2027-10-29']]]);
    expect(nextOccurrence(diwali, '2026-11-23', calendar)).toBe('2027-10-29');
    expect(dueReminder(diwali, '2027-10-25', calendar)).toBe('2027-10-29');
  });
});

describe('what a gift message is for', () => {
  it.each([
    ['Happy Birthday Maa!', 'birthday', null],
    ['happy bday bro', 'birthday', null],
    ['जन्मदिन की हार्दिक शुभकामनाएँ', 'birthday', null],
    ['Happy anniversary, my love', 'anniversary', null],
    ['सालगिरह मुबारक', 'anniversary', null],
    ['Happy Rakhi, didi', 'festival', 'raksha_bandhan'],
    ['करवा चौथ की शुभकामनाएँ', 'festival', 'karva_chauth'],
  ])('%s', (message, kind, festival) => {
    expect(occasionInMessage(message)).toEqual({ kind, festival });
  });

  it('offers nothing for a message about something else', () => {
    expect(occasionInMessage('Get well soon')).toBeNull();
    expect(occasionInMessage('')).toBeNull();
    // "holiday" is not Holi.
    expect(occasionInMessage('Enjoy the holiday')).toBeNull();
  });
});
