// Sizes and personal messages on a real database: the owner gives a product sizes, the customer
// picks one (and writes a message on the cake), the server prices the line from the size, takes
// and gives back the size's stock, and the order, bench and invoice say which size it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { BenchAnswer, Cart, Product } from '@phoolwari/contracts';
import { orderItems, productOptions, products } from '../../db/schema';
import { bearer, createTestApp, loginAdmin, registerCustomer } from '../../test/app';
import { insertTestCatalogue } from '../../test/catalogue-fixture';
import { checkoutBody, createPaymentOrder, payOrder, setUpDelivery, testClock } from '../../test/commerce';
import type { OrderingTestApp } from '../../test/orders';

const clock = testClock();
const t = {} as OrderingTestApp;
// As setUpOrderingSuite, with room for a slow first database on a busy machine.
beforeAll(async () => {
  const app = await createTestApp({}, { clock });
  Object.assign(t, app, {
    fixture: await insertTestCatalogue(app.database.db),
    delivery: await setUpDelivery(app.database.db),
    adminToken: await loginAdmin(app),
  });
}, 300_000);
afterAll(() => t.close?.());

const cake = {
  name: 'Chocolate Truffle Cake',
  description: 'Two layers of chocolate sponge and ganache',
  price: 1,
  stock: 0,
  personalisationMax: 20,
  options: [
    { label: '½ kg', labelHi: '½ किलो', price: 599, stock: 3, sku: 'CTC-05' },
    { label: '1 kg', labelHi: '1 किलो', price: 1099, stock: 1, sku: 'CTC-10' },
  ],
};

async function addCake(body: Partial<typeof cake> = {}): Promise<Product> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin-public/products',
    headers: bearer(t.adminToken),
    payload: { ...cake, ...body, category: t.fixture.categories.roses },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().product;
}

const cartCall = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
  t.app.inject({ method, url: `/api/cart${path}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const cartOf = async (token: string): Promise<Cart> => (await cartCall(token, 'GET', '')).json().cart;
const sizeStock = async (optionId: string) =>
  (await t.database.db.select({ stock: productOptions.stock }).from(productOptions).where(eq(productOptions.id, optionId)))[0]!.stock;
const productStock = async (productId: string) =>
  (await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0]!.stock;

describe('sizes in the catalogue', () => {
  it('keeps the cheapest size as the price and the sizes’ stock added up, and shows the sizes in both languages', async () => {
    const product = await addCake();
    expect(product).toMatchObject({ price: 599, stock: 4, personalisationMax: 20 });
    expect(product.options).toEqual([
      expect.objectContaining({ label: '½ kg', hi: { label: '½ किलो' }, price: 599, stock: 3, sku: 'CTC-05', availability: 'Limited Stock' }),
      expect.objectContaining({ label: '1 kg', price: 1099, stock: 1, sku: 'CTC-10' }),
    ]);
    const listed = (await t.app.inject({ method: 'GET', url: `/api/admin-public/products?search=truffle` })).json().products as Product[];
    expect(listed.find((p) => p._id === product._id)?.options).toHaveLength(2);
    // A size's label is searched as a tag is: "1 kg cake" finds it, a size it does not have does not.
    const search = async (words: string) =>
      ((await t.app.inject({ method: 'GET', url: `/api/admin-public/products?search=${encodeURIComponent(words)}` })).json().products as Product[]).map(
        (p) => p._id,
      );
    expect(await search('1 kg cake')).toContain(product._id);
    expect(await search('किलो')).toContain(product._id);
    expect(await search('3 kg truffle')).not.toContain(product._id);

    // An edit keeps the ids of the sizes it names, adds the new one and drops the one left out.
    const [half] = product.options;
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin-public/products/${product._id}`,
      headers: bearer(t.adminToken),
      payload: {
        ...cake,
        category: t.fixture.categories.roses,
        stockWas: product.stock,
        options: [
          { ...cake.options[0], _id: half!._id, price: 649 },
          { label: '2 kg', labelHi: '', price: 1999, stock: 2, sku: '' },
        ],
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = edited.json().product as Product;
    expect(after.options.map((o) => [o.label, o.price])).toEqual([
      ['½ kg', 649],
      ['2 kg', 1999],
    ]);
    expect(after.options[0]!._id).toBe(half!._id);
    expect(after).toMatchObject({ price: 649, stock: 5 });

    // Without sizes it is sold as one again, at the price and stock the form says.
    const plain = await t.app.inject({
      method: 'PUT',
      url: `/api/admin-public/products/${product._id}`,
      headers: bearer(t.adminToken),
      payload: { ...cake, price: 500, stock: 7, category: t.fixture.categories.roses, stockWas: after.stock, options: [] },
    });
    expect(plain.json().product).toMatchObject({ price: 500, stock: 7, options: [] });
  });

  it('refuses two sizes with one label, and changes nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin-public/products',
      headers: bearer(t.adminToken),
      payload: { ...cake, name: 'Twice the cake', category: t.fixture.categories.roses, options: [cake.options[0], cake.options[0]] },
    });
    expect(res.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin-public/products?search=twice' })).json().total).toBe(0);
  });
});

describe('a size in the cart', () => {
  it('prices each line from its size, and the same cake in two sizes or with two messages is two lines', async () => {
    const product = await addCake();
    const [half, kilo] = product.options;
    const { token } = await registerCustomer(t.app);
    await cartCall(token, 'POST', '/add', { productId: product._id, optionId: half!._id, personalisation: 'Happy birthday Amma' });
    await cartCall(token, 'POST', '/add', { productId: product._id, optionId: half!._id, personalisation: 'Happy birthday Amma' });
    await cartCall(token, 'POST', '/add', { productId: product._id, optionId: kilo!._id });
    const res = await cartCall(token, 'POST', '/add', { productId: product._id, optionId: half!._id, personalisation: 'Well done' });
    expect(res.statusCode, res.body).toBe(200);
    const cart = res.json().cart as Cart;
    expect(cart.items.map((i) => [i.option?.label, i.personalisation, i.quantity, i.price, i.lineTotal])).toEqual([
      ['½ kg', 'Happy birthday Amma', 2, 599, 1198],
      ['1 kg', '', 1, 1099, 1099],
      ['½ kg', 'Well done', 1, 599, 599],
    ]);
    expect(cart.items[0]!.option).toEqual({ _id: half!._id, label: '½ kg', hi: { label: '½ किलो' } });
    expect(cart.totalAmount).toBe(2896);

    // One line's quantity and removal name the line by its size and message; the others stay.
    const updated = await cartCall(token, 'PUT', '/update', { productId: product._id, optionId: half!._id, personalisation: 'Well done', quantity: 1 });
    expect(updated.statusCode).toBe(200);
    const removed = (await cartCall(token, 'DELETE', '/remove', { productId: product._id, optionId: kilo!._id })).json().cart as Cart;
    expect(removed.items.map((i) => [i.option?.label, i.personalisation])).toEqual([
      ['½ kg', 'Happy birthday Amma'],
      ['½ kg', 'Well done'],
    ]);
  });

  it('asks for a size, refuses one of another product, and changes nothing', async () => {
    const product = await addCake();
    const other = await addCake({ name: 'Vanilla Cake' });
    const { token } = await registerCustomer(t.app);
    const none = await cartCall(token, 'POST', '/add', { productId: product._id });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ message: 'Choose a size of Chocolate Truffle Cake', errors: [{ path: 'optionId', message: 'Choose a size' }] });
    const foreign = await cartCall(token, 'POST', '/add', { productId: product._id, optionId: other.options[0]!._id });
    expect(foreign.statusCode).toBe(400);
    const plain = await cartCall(token, 'POST', '/add', { productId: t.fixture.products['Genda Phool Toran'], optionId: product.options[0]!._id });
    expect(plain.statusCode).toBe(400);
    expect((await cartOf(token)).items).toEqual([]);
  });

  it('refuses a sold-out size with 409 and changes nothing, in Hindi too', async () => {
    const product = await addCake();
    const kilo = product.options[1]!;
    const { token } = await registerCustomer(t.app);
    await cartCall(token, 'POST', '/add', { productId: product._id, optionId: kilo._id });
    const more = await cartCall(token, 'POST', '/add', { productId: product._id, optionId: kilo._id, personalisation: 'Second cake' });
    expect(more.statusCode).toBe(409);
    expect(more.json()).toMatchObject({ code: 'OUT_OF_STOCK', message: 'Sorry, Chocolate Truffle Cake — 1 kg is out of stock' });
    const hindi = await t.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: { ...bearer(token), 'accept-language': 'hi' },
      payload: { productId: product._id, optionId: kilo._id, quantity: 2 },
    });
    expect(hindi.statusCode).toBe(409);
    expect(hindi.json().message).toContain('1 किलो');
    const cart = await cartOf(token);
    expect(cart.items.map((i) => [i.option?.label, i.personalisation, i.quantity])).toEqual([['1 kg', '', 1]]);
    expect(await sizeStock(kilo._id)).toBe(1);
  });

  it('refuses a message too long or where none is asked with 400, and changes nothing', async () => {
    const product = await addCake();
    const { token } = await registerCustomer(t.app);
    const long = await cartCall(token, 'POST', '/add', { productId: product._id, optionId: product.options[0]!._id, personalisation: 'x'.repeat(21) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual([{ path: 'personalisation', message: 'At most 20 characters' }]);
    const beyond = await cartCall(token, 'POST', '/add', { productId: product._id, optionId: product.options[0]!._id, personalisation: 'x'.repeat(121) });
    expect(beyond.statusCode).toBe(400);
    const unasked = await cartCall(token, 'POST', '/add', { productId: t.fixture.products['Genda Phool Toran'], personalisation: 'Hello' });
    expect(unasked.statusCode).toBe(400);
    expect(unasked.json().errors[0].path).toBe('personalisation');
    expect((await cartOf(token)).items).toEqual([]);
  });
});

describe('a size ordered', () => {
  it('takes the size’s stock at checkout, keeps the size and message on the order, and gives the stock back on cancel', async () => {
    const product = await addCake();
    const [half] = product.options;
    const customer = await registerCustomer(t.app);
    await cartCall(customer.token, 'POST', '/add', { productId: product._id, optionId: half!._id, quantity: 2, personalisation: 'Happy birthday Amma' });
    const created = await createPaymentOrder(t.app, customer.token, checkoutBody({ slotId: t.delivery.standard.id, date: clock.today() }));
    expect(await sizeStock(half!._id)).toBe(1);
    expect(await productStock(product._id)).toBe(2);
    await payOrder(t.app, customer.token, created);

    const [item] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, created.orderId));
    expect(item).toMatchObject({
      optionId: half!._id,
      optionLabel: '½ kg',
      optionLabelHi: '½ किलो',
      personalisation: 'Happy birthday Amma',
      unitPricePaise: 59_900,
    });
    const order = (await t.app.inject({ method: 'GET', url: `/api/payment/order/${created.orderId}`, headers: bearer(customer.token) })).json().order;
    expect(order.items[0]).toMatchObject({
      option: { label: '½ kg', hi: { label: '½ किलो' } },
      personalisation: 'Happy birthday Amma',
      price: 599,
      quantity: 2,
    });
    expect(order.totals.subtotal).toBe(1198);

    // Another customer still cannot read it.
    const stranger = await registerCustomer(t.app);
    expect((await t.app.inject({ method: 'GET', url: `/api/payment/order/${created.orderId}`, headers: bearer(stranger.token) })).statusCode).toBe(404);

    // The bench card names the size and the words to write.
    const bench = await t.app.inject({ method: 'GET', url: `/api/staff/bench?date=${clock.today()}`, headers: bearer(t.adminToken) });
    expect(bench.statusCode).toBe(200);
    const cards = (bench.json() as BenchAnswer).slots.flatMap((s) => s.orders);
    expect(cards.find((o) => o._id === created.orderId)?.items[0]).toMatchObject({ option: '½ kg', personalisation: 'Happy birthday Amma', quantity: 2 });

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${created.orderId}/cancel`,
      headers: bearer(t.adminToken),
      payload: { reason: 'Cake not available' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await sizeStock(half!._id)).toBe(3);
    expect(await productStock(product._id)).toBe(4);
  });

  it('refuses a size sold out since it was added at checkout with 409, and takes no stock', async () => {
    const product = await addCake();
    const kilo = product.options[1]!;
    const first = await registerCustomer(t.app);
    const second = await registerCustomer(t.app);
    await cartCall(first.token, 'POST', '/add', { productId: product._id, optionId: kilo._id });
    await cartCall(second.token, 'POST', '/add', { productId: product._id, optionId: kilo._id });
    await createPaymentOrder(t.app, first.token, checkoutBody({ slotId: t.delivery.standard.id, date: clock.today() }));
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/payment/create-order',
      headers: bearer(second.token),
      payload: checkoutBody({ slotId: t.delivery.standard.id, date: clock.today() }),
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('OUT_OF_STOCK');
    expect(await sizeStock(kilo._id)).toBe(0);
    expect(await sizeStock(product.options[0]!._id)).toBe(3);
    expect(await productStock(product._id)).toBe(3);
  });
});
