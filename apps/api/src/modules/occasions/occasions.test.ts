// Occasion reminders through the real HTTP stack on PGlite or PostgreSQL: a customer's own list
// (CRUD, ownership, validation), the offer from a gift message, festival dates the owner sets, the
// daily reminder sent once however often and wherever the job runs, the stop link, and the repeat
// link that refills the cart at today's prices.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Occasion } from '@phoolwari/contracts';
import { buildApp } from '../../app';
import { auditLog, occasionReminders, phoneOutbox, products } from '../../db/schema';
import { bearer, loginStaff, registerCustomer } from '../../test/app';
import { testClock } from '../../test/commerce';
import { linkToken, mailsTo } from '../../test/mail';
import { placePaidOrder, setUpOrderingSuite } from '../../test/orders';

// 10:00 in the shop on 23 November 2026.
const clock = testClock('2026-11-23T04:30:00Z');
const t = setUpOrderingSuite(clock);

const birthday = { name: 'Amma', relation: 'mother', kind: 'birthday', day: 26, month: 11, remindDaysBefore: 3 };

async function create(token: string, body: object): Promise<Occasion> {
  const res = await t.app.inject({ method: 'POST', url: '/api/account/occasions', headers: bearer(token), payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().occasion;
}
const list = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/account/occasions', headers: bearer(token) })).json<{ occasions: Occasion[] }>().occasions;
const remindersTo = async (email: string) => (await mailsTo(t.database.db, email)).filter((m) => m.subject.includes(' is on '));

describe('a customer’s occasions', () => {
  it('creates, lists with the next date, edits and deletes', async () => {
    const { token } = await registerCustomer(t.app);
    expect(await list(token)).toEqual([]);
    const made = await create(token, birthday);
    expect(made).toMatchObject({
      name: 'Amma',
      relation: 'mother',
      kind: 'birthday',
      day: 26,
      month: 11,
      year: null,
      channel: 'email',
      remindersOn: true,
      nextDate: '2026-11-26',
    });
    // A date already past this year comes next year.
    const earlier = await create(token, { ...birthday, name: 'Papa', relation: 'father', day: 2, month: 1, kind: 'anniversary', year: 1990 });
    expect(earlier.nextDate).toBe('2027-01-02');
    expect((await list(token)).map((o) => o.name)).toEqual(['Amma', 'Papa']);

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/account/occasions/${made._id}`,
      headers: bearer(token),
      payload: { ...birthday, remindDaysBefore: 7, remindersOn: false, channel: 'phone' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().occasion).toMatchObject({ remindDaysBefore: 7, remindersOn: false, channel: 'phone' });

    expect((await t.app.inject({ method: 'DELETE', url: `/api/account/occasions/${made._id}`, headers: bearer(token) })).statusCode).toBe(204);
    expect((await list(token)).map((o) => o._id)).toEqual([earlier._id]);
  });

  it('lets no one else read, change, delete or repeat it, and asks a visitor to log in', async () => {
    const owner = await registerCustomer(t.app);
    const other = await registerCustomer(t.app);
    const mine = await create(owner.token, birthday);
    expect(await list(other.token)).toEqual([]);
    for (const [method, url] of [
      ['PUT', `/api/account/occasions/${mine._id}`],
      ['DELETE', `/api/account/occasions/${mine._id}`],
      ['POST', `/api/account/occasions/${mine._id}/repeat`],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: bearer(other.token), ...(method === 'PUT' ? { payload: { ...birthday, name: 'Taken' } } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await list(owner.token))[0]).toMatchObject({ name: 'Amma', remindersOn: true });
    const visitor = await t.app.inject({ method: 'GET', url: '/api/account/occasions' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe('Please login to keep your occasions');
  });

  it('refuses what is not an occasion with a 400 naming the field, and keeps nothing', async () => {
    const { token } = await registerCustomer(t.app);
    const cases: [object, string][] = [
      [{ ...birthday, day: 31, month: 2 }, 'day'],
      [{ ...birthday, day: null }, 'day'],
      [{ ...birthday, kind: 'festival' }, 'festival'],
      [{ ...birthday, kind: 'wedding' }, 'kind'],
      [{ ...birthday, remindDaysBefore: 0 }, 'remindDaysBefore'],
      [{ ...birthday, channel: 'pigeon' }, 'channel'],
      [{ ...birthday, name: '  ' }, 'name'],
    ];
    for (const [body, path] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/account/occasions', headers: bearer(token), payload: body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    expect(await list(token)).toEqual([]);
    // 29 February is a birthday (reminded on the 28th in other years).
    expect((await create(token, { ...birthday, day: 29, month: 2 })).nextDate).toBe('2027-02-28');
  });
});

describe('the offer after an order', () => {
  it('suggests the birthday the gift message speaks of, with the recipient and delivery date, until it is kept', async () => {
    const { customer, orderId } = await placePaidOrder(t.app, {
      productId: t.fixture.products['Red Rose Bouquet']!,
      slotId: t.delivery.evening.id,
      date: '2026-11-25',
    });
    const ask = () => t.app.inject({ method: 'GET', url: `/api/account/occasions/suggestion?orderId=${orderId}`, headers: bearer(customer.token) });
    const first = await ask();
    expect(first.statusCode, first.body).toBe(200);
    const suggestion = first.json().suggestion;
    expect(suggestion).toEqual({ name: 'Amma', kind: 'birthday', day: 25, month: 11, festival: null });
    await create(customer.token, { ...suggestion, remindDaysBefore: 3 });
    expect((await ask()).json().suggestion).toBeNull();
    // Someone else's order is not found.
    const other = await registerCustomer(t.app);
    expect((await t.app.inject({ method: 'GET', url: `/api/account/occasions/suggestion?orderId=${orderId}`, headers: bearer(other.token) })).statusCode).toBe(
      404,
    );
  });

  it('reads Hindi and festivals; a message without an occasion offers nothing', async () => {
    const customer = await registerCustomer(t.app);
    const place = async (giftMessage: string) =>
      (
        await placePaidOrder(t.app, {
          customer,
          productId: t.fixture.products['Genda Phool Toran']!,
          slotId: t.delivery.evening.id,
          date: '2026-11-24',
          body: { giftMessage },
        })
      ).orderId;
    const suggest = async (orderId: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/account/occasions/suggestion?orderId=${orderId}`, headers: bearer(customer.token) })).json().suggestion;
    expect(await suggest(await place('सालगिरह मुबारक हो'))).toMatchObject({ kind: 'anniversary', day: 24, month: 11 });
    expect(await suggest(await place('Happy Raksha Bandhan, bhaiya'))).toMatchObject({ kind: 'festival', festival: 'raksha_bandhan', day: null });
    expect(await suggest(await place('जन्मदिन की शुभकामनाएँ'))).toMatchObject({ kind: 'birthday' });
    expect(await suggest(await place('Get well soon'))).toBeNull();
  });
});

describe('festival dates', () => {
  it('are the owner’s to set (audited); others are refused', async () => {
    const owner = await loginStaff(t, 'owner');
    const manager = await loginStaff(t, 'manager');
    const customer = await registerCustomer(t.app);
    const body = { festival: 'karva_chauth', year: 2026, date: '2026-11-28' };
    expect((await t.app.inject({ method: 'PUT', url: '/api/admin/festival-dates', headers: bearer(manager.token), payload: body })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: '/api/admin/festival-dates', headers: bearer(customer.token), payload: body })).statusCode).toBe(403);
    const wrongYear = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/festival-dates',
      headers: bearer(owner.token),
      payload: { ...body, date: '2027-10-10' },
    });
    expect(wrongYear.statusCode).toBe(400);
    const set = await t.app.inject({ method: 'PUT', url: '/api/admin/festival-dates', headers: bearer(owner.token), payload: { ...body, date: '2026-11-27' } });
    expect(set.statusCode, set.body).toBe(200);
    // Moved: the date is replaced, both on the trail.
    expect((await t.app.inject({ method: 'PUT', url: '/api/admin/festival-dates', headers: bearer(owner.token), payload: body })).statusCode).toBe(200);
    const listed = await t.app.inject({ method: 'GET', url: '/api/admin/festival-dates', headers: bearer(owner.token) });
    expect(listed.json().festivalDates).toContainEqual(body);
    const trail = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'festival.date'));
    expect(trail.map((e) => e.summary)).toContain('Karva Chauth 2026: 2026-11-27 → 2026-11-28');
  });
});

describe('the daily reminders', () => {
  it('remind once, even when the job runs twice and on two instances at once, with the last order and the day’s earliest delivery', async () => {
    const { customer } = await placePaidOrder(t.app, {
      productId: t.fixture.products['Pink Rose Box']!,
      slotId: t.delivery.evening.id,
      date: '2026-11-23',
      quantity: 2,
    });
    await create(customer.token, { ...birthday, day: 25, month: 11, remindDaysBefore: 3 });
    // A second instance of the shop on the same database, as another server would be.
    const second = await buildApp({ config: t.config, database: t.database, logger: false, clock });
    await second.ready();
    try {
      await Promise.all([t.app.occasionReminders.sendDue(), second.occasionReminders.sendDue()]);
      await t.app.occasionReminders.sendDue();
    } finally {
      await second.close();
    }
    const mails = await remindersTo(customer.body.email);
    expect(mails).toHaveLength(1);
    const text = mails[0]!.text;
    expect(mails[0]!.subject).toBe('Amma’s birthday is on 25 November');
    expect(text).toContain('2 × Pink Rose Box');
    expect(text).toMatch(/\/occasions\/[0-9a-f]{24}\/repeat/);
    // The first slot still open on the day, where the last order went.
    expect(text).toMatch(/Delivery on that day: .+, by \d\d:\d\d\./);
    expect(text).toContain('/occasions/stop?token=');
  });

  it('wait until the chosen number of days before, and write in the customer’s language', async () => {
    const customer = await registerCustomer(t.app, { language: 'hi' });
    await create(customer.token, { ...birthday, day: 30, month: 11, remindDaysBefore: 3 });
    await t.app.occasionReminders.sendDue();
    expect(await mailsTo(t.database.db, customer.body.email)).toEqual([]);
    clock.set('2026-11-27T04:30:00Z');
    try {
      await t.app.occasionReminders.sendDue();
    } finally {
      clock.set('2026-11-23T04:30:00Z');
    }
    const [mail] = await mailsTo(t.database.db, customer.body.email);
    expect(mail?.subject).toBe('Amma का जन्मदिन 30 नवंबर को है');
    expect(mail?.text).toContain('उस दिन के लिए फूल चुनें');
  });

  it('follow the festival date the owner sets, by phone message when asked', async () => {
    const owner = await loginStaff(t, 'owner');
    const customer = await registerCustomer(t.app, { phone: '9812345670' });
    await create(customer.token, { name: 'Ravi', relation: 'brother', kind: 'festival', festival: 'bhai_dooj', remindDaysBefore: 2, channel: 'phone' });
    const messages = async () => (await t.database.db.select().from(phoneOutbox)).filter((m) => m.to.endsWith('9812345670'));
    // Undated, nothing is due.
    await t.app.occasionReminders.sendDue();
    expect(await messages()).toEqual([]);
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/festival-dates',
      headers: bearer(owner.token),
      payload: { festival: 'bhai_dooj', year: 2026, date: '2026-11-24' },
    });
    expect(set.statusCode).toBe(200);
    expect((await list(customer.token))[0]!.nextDate).toBe('2026-11-24');
    await t.app.occasionReminders.sendDue();
    await t.app.occasionReminders.sendDue();
    const sent = await messages();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('Bhai Dooj (Ravi) is on 24 November');
  });

  it('stop with the mail’s link (no sign-in); a tampered link is refused and changes nothing', async () => {
    const customer = await registerCustomer(t.app);
    const kept = await create(customer.token, { ...birthday, name: 'Didi', relation: 'sister', day: 24, month: 11, remindDaysBefore: 1 });
    await t.app.occasionReminders.sendDue();
    const [mail] = await remindersTo(customer.body.email);
    const token = linkToken(mail!.text, '/occasions/stop');
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const forged = `${'0'.repeat(24)}${token.slice(24)}`;
    for (const bad of [tampered, forged, 'nonsense']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/occasions/stop', payload: { token: bad } });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().code).toBe('LINK_INVALID');
    }
    expect((await list(customer.token))[0]!.remindersOn).toBe(true);
    const stopped = await t.app.inject({ method: 'POST', url: '/api/occasions/stop', headers: { 'accept-language': 'hi' }, payload: { token } });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json().message).toContain('बंद');
    expect((await list(customer.token)).find((o) => o._id === kept._id)!.remindersOn).toBe(false);
    // Off: next year's reminder is not sent.
    await t.database.db.delete(occasionReminders).where(eq(occasionReminders.occasionId, kept._id));
    await t.app.occasionReminders.sendDue();
    expect(await remindersTo(customer.body.email)).toHaveLength(1);
  });
});

describe('the repeat link', () => {
  it('puts the last order to that recipient back in the cart at today’s prices', async () => {
    const rose = t.fixture.products['White Rose Vase']!;
    const { customer } = await placePaidOrder(t.app, { productId: rose, slotId: t.delivery.evening.id, date: '2026-11-24', quantity: 3 });
    const occasion = await create(customer.token, birthday);
    await t.database.db.update(products).set({ pricePaise: 60_000 }).where(eq(products.id, rose));
    const res = await t.app.inject({ method: 'POST', url: `/api/account/occasions/${occasion._id}/repeat`, headers: bearer(customer.token) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ added: 1, skipped: [] });
    const cart = (await t.app.inject({ method: 'GET', url: '/api/cart', headers: bearer(customer.token) })).json().cart;
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ quantity: 3, price: 600 });
    expect(cart.totalAmount).toBe(1800);

    // The link followed again (a second tap, the mail opened twice): the cart is not doubled.
    const again = await t.app.inject({ method: 'POST', url: `/api/account/occasions/${occasion._id}/repeat`, headers: bearer(customer.token) });
    expect(again.statusCode, again.body).toBe(200);
    const after = (await t.app.inject({ method: 'GET', url: '/api/cart', headers: bearer(customer.token) })).json().cart;
    expect(after.items).toHaveLength(1);
    expect(after.items[0]).toMatchObject({ quantity: 3 });
    expect(after.totalAmount).toBe(1800);
  });

  it('says so when there is nothing to repeat', async () => {
    const { token } = await registerCustomer(t.app);
    const occasion = await create(token, birthday);
    const res = await t.app.inject({ method: 'POST', url: `/api/account/occasions/${occasion._id}/repeat`, headers: bearer(token) });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('NOTHING_TO_REPEAT');
  });
});
