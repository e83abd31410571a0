// The customer's substitution answer and add-on lines through checkout, on a real database: stored
// on the order, read back by the customer and the desk, required and validated, part of what makes
// a checkout "the same" for reusing a pending order.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderItems, orders, products } from '../../db/schema';
import { bearer, createTestApp, loginAdmin, registerCustomer, type TestApp } from '../../test/app';
import { insertTestCatalogue } from '../../test/catalogue-fixture';
import { addToCart, checkoutBody, setUpDelivery, testClock } from '../../test/commerce';

const clock = testClock();
let t: TestApp;
let fixture: Awaited<ReturnType<typeof insertTestCatalogue>>;
let delivery: Awaited<ReturnType<typeof setUpDelivery>>;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  fixture = await insertTestCatalogue(t.database.db);
  delivery = await setUpDelivery(t.database.db);
  // The jasmine gajra plays the add-on here.
  await t.database.db.update(products).set({ isAddon: true }).where(eq(products.id, fixture.products['Mogra Gajra']!));
});
afterAll(() => t.close());
beforeEach(() => clock.set('2026-11-23T04:30:00Z')); // 10:00 in the shop

const body = (substitution?: { allowed: boolean; avoid?: string }) =>
  checkoutBody({ slotId: delivery.standard.id, date: clock.today(), ...(substitution ? { substitution } : {}) });
const createOrder = (token: string, payload: object) => t.app.inject({ method: 'POST', url: '/api/payment/create-order', headers: bearer(token), payload });

async function customerWithCart(names: string[]) {
  const customer = await registerCustomer(t.app);
  for (const name of names) await addToCart(t.app, customer.token, fixture.products[name]!);
  return customer;
}

describe('substitution consent at checkout', () => {
  it('stores the answer on the order and the add-on flag on its lines; customer and desk read both', async () => {
    const { token } = await customerWithCart(['Pink Rose Box', 'Mogra Gajra']);
    const res = await createOrder(token, body({ allowed: true, avoid: '  no lilies  ' }));
    expect(res.statusCode).toBe(200);
    const { orderId } = res.json();
    expect(await t.database.db.query.orders.findFirst({ where: eq(orders.id, orderId) })).toMatchObject({
      substitutionAllowed: true,
      substitutionAvoid: 'no lilies',
    });
    const lines = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(Object.fromEntries(lines.map((l) => [l.name, l.isAddon]))).toEqual({ 'Pink Rose Box': false, 'Mogra Gajra': true });

    const mine = (await t.app.inject({ method: 'GET', url: `/api/payment/order/${orderId}`, headers: bearer(token) })).json().order;
    expect(mine.substitution).toEqual({ allowed: true, avoid: 'no lilies' });
    expect(Object.fromEntries(mine.items.map((i: { name: string; isAddon: boolean }) => [i.name, i.isAddon]))).toEqual({
      'Pink Rose Box': false,
      'Mogra Gajra': true,
    });
    const desk = (await t.app.inject({ method: 'GET', url: `/api/payment/order/${orderId}`, headers: bearer(await loginAdmin(t)) })).json().order;
    expect(desk.substitution).toEqual({ allowed: true, avoid: 'no lilies' });
  });

  it('keeps "no substitutes" with an empty avoid list by default', async () => {
    const { token } = await customerWithCart(['Genda Phool Toran']);
    const { orderId } = (await createOrder(token, body({ allowed: false }))).json();
    expect(await t.database.db.query.orders.findFirst({ where: eq(orders.id, orderId) })).toMatchObject({ substitutionAllowed: false, substitutionAvoid: '' });
  });

  it('refuses a missing or invalid answer with a 400 naming the field, and places nothing', async () => {
    const { token, user } = await customerWithCart(['Genda Phool Toran']);
    const { substitution: _dropped, ...withoutAnswer } = body();
    const cases: [object, string][] = [
      [withoutAnswer, 'substitution'],
      [{ ...body(), substitution: { avoid: 'lilies' } }, 'substitution.allowed'],
      [{ ...body(), substitution: { allowed: 'yes' } }, 'substitution.allowed'],
      [{ ...body(), substitution: { allowed: true, avoid: 'x'.repeat(121) } }, 'substitution.avoid'],
    ];
    for (const [payload, path] of cases) {
      const res = await createOrder(token, payload);
      expect(res.statusCode, path).toBe(400);
      expect(
        res.json().errors.map((e: { path: string }) => e.path),
        path,
      ).toContain(path);
    }
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, user._id))).toHaveLength(0);
  });

  it('reuses a pending order only for the same answer: a changed answer places a new one', async () => {
    const { token } = await customerWithCart(['White Rose Vase']);
    const first = (await createOrder(token, body({ allowed: true, avoid: '' }))).json();
    expect((await createOrder(token, body({ allowed: true, avoid: '' }))).json().orderId).toBe(first.orderId);
    const changed = (await createOrder(token, body({ allowed: false, avoid: '' }))).json();
    expect(changed.orderId).not.toBe(first.orderId);
    expect((await t.database.db.query.orders.findFirst({ where: eq(orders.id, first.orderId) }))!.status).toBe('cancelled');
    expect((await t.database.db.query.orders.findFirst({ where: eq(orders.id, changed.orderId) }))!.substitutionAllowed).toBe(false);
  });
});
