// Shop time and UTC: the daily schedules of background jobs are written in UTC for a time of the shop's day.
import { describe, expect, it } from 'vitest';
import { dailyAtShopTime, shopInstant } from './clock';

describe('dailyAtShopTime', () => {
  it('writes a time of the shop day as the UTC minute and hour it falls on', () => {
    expect(dailyAtShopTime('08:00')).toBe('30 2 * * *');
    expect(dailyAtShopTime('05:30')).toBe('0 0 * * *');
    // Before 05:30 in the shop it is still the day before in UTC.
    expect(dailyAtShopTime('00:00')).toBe('30 18 * * *');
    expect(dailyAtShopTime('05:00')).toBe('30 23 * * *');
  });

  it('names the same instant as the shop clock for every half hour of the day', () => {
    for (let minutes = 0; minutes < 1440; minutes += 30) {
      const hhmm = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      const at = shopInstant('2026-11-29', hhmm);
      expect(dailyAtShopTime(hhmm)).toBe(`${at.getUTCMinutes()} ${at.getUTCHours()} * * *`);
    }
  });
});
