// Approximate prices for senders abroad: the owner sets what one unit of a currency costs in rupees,
// the server dates each rate when it changes, the public settings read carries the table to the
// storefront, and nothing else (a manager, a wrong code, a rate typed the wrong way round) gets in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAdmin, loginStaff, type TestApp } from '../../test/app';

describe('exchange rates in the shop settings', () => {
  let now = new Date('2026-11-27T10:30:00.000Z');
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp({}, { clock: () => now });
    owner = await loginAdmin(t);
  });
  afterAll(() => t.close());

  const put = (token: string, payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: bearer(token), payload });
  const publicSettings = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/settings' });
    expect(res.statusCode).toBe(200);
    return res;
  };

  it('offers no currency and refuses international cards until the owner says otherwise', async () => {
    const { settings } = (await publicSettings()).json();
    expect(settings.exchangeRates).toEqual({});
    expect(settings.internationalCards).toBe(false);
  });

  it('dates each rate when it is set, keeps the date of a rate left alone, and drops a currency left out', async () => {
    const first = await put(owner, { exchangeRates: { USD: { rupeesPerUnit: 84.2 }, AED: { rupeesPerUnit: 22.93 } }, internationalCards: true });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().settings.exchangeRates).toEqual({
      USD: { rupeesPerUnit: 84.2, setAt: '2026-11-27T10:30:00.000Z' },
      AED: { rupeesPerUnit: 22.93, setAt: '2026-11-27T10:30:00.000Z' },
    });

    now = new Date('2026-11-28T09:00:00.000Z');
    const second = await put(owner, { exchangeRates: { USD: { rupeesPerUnit: 84.2 }, GBP: { rupeesPerUnit: 106.75 } } });
    expect(second.statusCode, second.body).toBe(200);

    // The storefront reads the same table from the public, cacheable settings answer.
    const read = await publicSettings();
    expect(read.headers['cache-control']).toMatch(/public/);
    const { settings } = read.json();
    expect(settings.exchangeRates).toEqual({
      USD: { rupeesPerUnit: 84.2, setAt: '2026-11-27T10:30:00.000Z' },
      GBP: { rupeesPerUnit: 106.75, setAt: '2026-11-28T09:00:00.000Z' },
    });
    expect(settings.internationalCards).toBe(true);

    const audit = await t.app.inject({ method: 'GET', url: '/api/admin/audit?entityType=settings', headers: bearer(owner) });
    expect(audit.statusCode).toBe(200);
    const summaries = audit.json<{ entries: { action: string; summary: string }[] }>().entries.map((e) => e.summary);
    expect(summaries).toEqual(expect.arrayContaining(['Shop settings changed: exchangeRates, internationalCards', 'Shop settings changed: exchangeRates']));
  });

  it('refuses a rate that is not a sane rupee price, a currency it does not offer, a date sent by the browser, and anyone but the owner', async () => {
    const before = (await publicSettings()).json().settings;
    for (const exchangeRates of [
      { USD: { rupeesPerUnit: 0 } },
      { USD: { rupeesPerUnit: -84 } },
      { USD: { rupeesPerUnit: 0.012 } },
      { USD: { rupeesPerUnit: 84000 } },
      { USD: { rupeesPerUnit: 84.123456 } },
      { USD: { rupeesPerUnit: '84.20' } },
      { JPY: { rupeesPerUnit: 0.56 } },
      { USD: { rupeesPerUnit: 84.2, setAt: '2020-01-01T00:00:00.000Z' } },
    ]) {
      const res = await put(owner, { exchangeRates });
      expect(res.statusCode, JSON.stringify(exchangeRates)).toBe(400);
      expect(res.json().errors.length).toBeGreaterThan(0);
    }
    expect((await put(owner, { internationalCards: 'yes' })).statusCode).toBe(400);

    const manager = await loginStaff(t, 'manager');
    expect((await put(manager.token, { exchangeRates: { USD: { rupeesPerUnit: 90 } } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: '/api/admin/settings', payload: { internationalCards: false } })).statusCode).toBe(401);

    expect((await publicSettings()).json().settings).toEqual(before);
  });
});
