// Reference photos end to end on a real database and disk: a signed-in customer uploads one (stored
// as WebP under their own prefix), attaches it to a cart line (only their own uploads are accepted),
// can replace or remove it, and checkout copies it onto the order item that the customer's My
// Orders and the admin's order desk both show.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bearer, registerCustomer } from '../../test/app';
import { addToCart, testClock } from '../../test/commerce';
import { listFiles, solidPng, uploadForm, type FilePart } from '../../test/images';
import { placePaidOrder, setUpOrderingSuite } from '../../test/orders';
import { REFERENCE_PHOTOS_PER_HOUR } from './reference-photos';

const clock = testClock();
const t = setUpOrderingSuite(clock);

type Customer = Awaited<ReturnType<typeof registerCustomer>>;

const upload = (files: readonly FilePart[], token: string | null) =>
  t.app.inject({ method: 'POST', url: '/api/cart/reference-photo', payload: uploadForm(files), ...(token === null ? {} : { headers: bearer(token) }) });

async function uploadPhoto(customer: Customer): Promise<string> {
  const res = await upload([{ name: 'colours.png', data: await solidPng(1200, 900), type: 'image/png', field: 'file' }], customer.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ referencePhoto: string }>().referencePhoto;
}

const cartCall = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/cart${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

const product = (name = 'Pink Rose Box') => t.fixture.products[name]!;
const fileOf = (publicUrl: string) => path.join(t.dataDir, 'uploads', publicUrl.replace(/^\/uploads\//, ''));

describe('uploading a reference photo', () => {
  it('stores the photo as WebP at 800 and 400 px under the customer’s own prefix', async () => {
    const customer = await registerCustomer(t.app);
    const url = await uploadPhoto(customer);
    expect(url).toMatch(new RegExp(`^/uploads/references/${customer.user._id}/[0-9a-f]{32}\\.webp$`));
    const large = await sharp(readFileSync(fileOf(url))).metadata();
    expect([large.format, large.width, large.height]).toEqual(['webp', 800, 600]);
    expect(existsSync(fileOf(url.replace(/\.webp$/, '-400.webp')))).toBe(true);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('refuses guests (401), files that are not images (400), no file (400) and a second file (413), storing nothing', async () => {
    const customer = await registerCustomer(t.app);
    const png = await solidPng(200, 200);
    const before = listFiles(path.join(t.dataDir, 'uploads'));

    const guest = await upload([{ name: 'a.png', data: png, type: 'image/png', field: 'file' }], null);
    expect(guest.statusCode).toBe(401);
    expect(guest.json().message).toBe('Please login to add a reference photo');

    const text = await upload([{ name: 'notes.png', data: Buffer.from('not a picture at all'), type: 'image/png', field: 'file' }], customer.token);
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ code: 'INVALID_IMAGE', errors: [{ path: 'file' }] });
    expect(text.json().message).toContain('"notes.png" cannot be used');

    const form = new FormData();
    form.append('note', 'hello');
    const none = await t.app.inject({ method: 'POST', url: '/api/cart/reference-photo', headers: bearer(customer.token), payload: form });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Choose an image to upload');

    const wrongField = await upload([{ name: 'a.png', data: png, type: 'image/png', field: 'files' }], customer.token);
    expect(wrongField.statusCode).toBe(400);

    const two = await upload(
      [
        { name: 'a.png', data: png, type: 'image/png', field: 'file' },
        { name: 'b.png', data: png, type: 'image/png', field: 'file' },
      ],
      customer.token,
    );
    expect(two.statusCode).toBe(413);
    expect(two.json()).toMatchObject({ code: 'TOO_MANY_FILES', message: 'Too many files: upload one image' });

    const json = await t.app.inject({ method: 'POST', url: '/api/cart/reference-photo', headers: bearer(customer.token), payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);

    expect(listFiles(path.join(t.dataDir, 'uploads'))).toEqual(before);
  });

  it('refuses a file over 10 MB with 413', async () => {
    const customer = await registerCustomer(t.app);
    const res = await upload([{ name: 'huge.jpg', data: Buffer.alloc(11 * 1024 * 1024, 1), type: 'image/jpeg', field: 'file' }], customer.token);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('FILE_TOO_LARGE');
  });

  it(`limits each customer to ${REFERENCE_PHOTOS_PER_HOUR} uploads an hour (429), without affecting others`, async () => {
    const busy = await registerCustomer(t.app);
    const small = await solidPng(40, 40);
    for (let i = 0; i < REFERENCE_PHOTOS_PER_HOUR; i++) {
      expect((await upload([{ name: 'a.png', data: small, type: 'image/png', field: 'file' }], busy.token)).statusCode).toBe(200);
    }
    const limited = await upload([{ name: 'a.png', data: small, type: 'image/png', field: 'file' }], busy.token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/many photos/);
    const other = await registerCustomer(t.app);
    expect((await upload([{ name: 'a.png', data: small, type: 'image/png', field: 'file' }], other.token)).statusCode).toBe(200);
  });
});

describe('the photo on a cart line', () => {
  it('is attached by add, kept by a plain add or update, replaced by update and removed with null', async () => {
    const customer = await registerCustomer(t.app);
    const first = await uploadPhoto(customer);
    const added = await cartCall(customer.token, 'POST', '/add', { productId: product(), quantity: 1, referencePhoto: first });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().cart.items[0]).toMatchObject({ quantity: 1, referencePhoto: first });

    const again = await addToCart(t.app, customer.token, product());
    expect(again.items[0]).toMatchObject({ quantity: 2, referencePhoto: first });
    const other = await addToCart(t.app, customer.token, product('Mogra Gajra'));
    expect(other.items.find((i: { product: { _id: string } }) => i.product._id === product('Mogra Gajra')).referencePhoto).toBeNull();

    const second = await uploadPhoto(customer);
    const replaced = await cartCall(customer.token, 'PUT', '/update', { productId: product(), quantity: 2, referencePhoto: second });
    expect(replaced.json().cart.items[0].referencePhoto).toBe(second);
    const kept = await cartCall(customer.token, 'PUT', '/update', { productId: product(), quantity: 1 });
    expect(kept.json().cart.items[0]).toMatchObject({ quantity: 1, referencePhoto: second });
    const removed = await cartCall(customer.token, 'PUT', '/update', { productId: product(), quantity: 1, referencePhoto: null });
    expect(removed.json().cart.items[0].referencePhoto).toBeNull();
    expect((await cartCall(customer.token, 'GET', '')).json().cart.items[0].referencePhoto).toBeNull();
  });

  it('refuses another customer’s photo and any URL our upload did not issue to this customer (400)', async () => {
    const owner = await registerCustomer(t.app);
    const thief = await registerCustomer(t.app);
    const ownersPhoto = await uploadPhoto(owner);
    const thiefsPhoto = await uploadPhoto(thief);
    const forged = [
      ownersPhoto,
      'https://example.com/flowers.jpg',
      `/uploads/references/${thief.user._id}/../${owner.user._id}/${ownersPhoto.split('/').pop()}`,
      thiefsPhoto.replace(/\.webp$/, '-400.webp'),
      thiefsPhoto.replace('/uploads/references/', '/uploads/images/'),
      `${thiefsPhoto}?x=1`,
      '/uploads/catalogue/red-rose-bouquet.webp',
    ];
    for (const referencePhoto of forged) {
      const add = await cartCall(thief.token, 'POST', '/add', { productId: product(), referencePhoto });
      expect(add.statusCode, referencePhoto).toBe(400);
      expect(add.json().errors[0]).toMatchObject({ path: 'referencePhoto' });
    }
    expect((await cartCall(thief.token, 'GET', '')).json().cart.items).toEqual([]);

    await addToCart(t.app, thief.token, product());
    const update = await cartCall(thief.token, 'PUT', '/update', { productId: product(), quantity: 1, referencePhoto: ownersPhoto });
    expect(update.statusCode).toBe(400);
    expect((await cartCall(thief.token, 'GET', '')).json().cart.items[0].referencePhoto).toBeNull();
  });
});

describe('the photo on the order', () => {
  it('is copied to the order item at checkout and shown to the owner and the admin', async () => {
    const customer = await registerCustomer(t.app);
    const photo = await uploadPhoto(customer);
    expect((await cartCall(customer.token, 'POST', '/add', { productId: product('Red Rose Bouquet'), referencePhoto: photo })).statusCode).toBe(200);
    const { orderId } = await placePaidOrder(t.app, { customer, productId: product('Genda Phool Toran'), slotId: t.delivery.evening.id, date: clock.today() });

    const mine = await t.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(customer.token) });
    const order = mine.json().orders.find((o: { _id: string }) => o._id === orderId);
    const itemPhotos = (items: { name: string; referencePhoto: string | null }[]) => Object.fromEntries(items.map((i) => [i.name, i.referencePhoto]));
    expect(itemPhotos(order.items)).toEqual({ 'Red Rose Bouquet': photo, 'Genda Phool Toran': null });

    const one = await t.app.inject({ method: 'GET', url: `/api/payment/order/${orderId}`, headers: bearer(customer.token) });
    expect(itemPhotos(one.json().order.items)).toEqual({ 'Red Rose Bouquet': photo, 'Genda Phool Toran': null });

    const desk = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}`, headers: bearer(t.adminToken) });
    expect(desk.statusCode).toBe(200);
    expect(itemPhotos(desk.json().order.items)).toEqual({ 'Red Rose Bouquet': photo, 'Genda Phool Toran': null });

    // Paid: the cart is empty again; the order keeps its own copy.
    expect((await cartCall(customer.token, 'GET', '')).json().cart.items).toEqual([]);
  });
});
