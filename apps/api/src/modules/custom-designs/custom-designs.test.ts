// Custom designs on a real database, drawn offline: every legal and illegal move, who may see
// and change what, the limits on prompts and generations, the public gallery, and conversion into
// a product that the catalogue lists and a customer can put in the cart.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { CustomOrder } from '@phoolwari/contracts';
import { categories, customOrders } from '../../db/schema';
import { bearer, createTestApp, loginAdmin, registerCustomer, type TestApp } from '../../test/app';
import { insertTestCatalogue } from '../../test/catalogue-fixture';
import { addToCart } from '../../test/commerce';
import { startFakeImageApi } from '../../test/fake-image-api';

let t: TestApp;
let admin: string;
let asha: string;
let ravi: string;
let fixture: Awaited<ReturnType<typeof insertTestCatalogue>>;

beforeAll(async () => {
  // A generous quota here; the quota has its own app below.
  t = await createTestApp({ CUSTOM_DESIGN_QUOTA_PER_HOUR: '1000' });
  fixture = await insertTestCatalogue(t.database.db);
  admin = await loginAdmin(t);
  asha = (await registerCustomer(t.app)).token;
  ravi = (await registerCustomer(t.app)).token;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url: `/api/custom-orders${url}`, ...(token ? { headers: bearer(token) } : {}), ...(payload ? { payload } : {}) });

async function generate(token = asha, prompt = 'A bouquet of pink roses and white lilies'): Promise<CustomOrder> {
  const res = await call('POST', '/generate', token, { prompt });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ customOrder: CustomOrder }>().customOrder;
}
const submit = (id: string, token = asha, body?: object) => call('POST', `/${id}/submit`, token, body);
const approvalFor = (overrides: object = {}) => ({
  name: 'Blush Rose and Lily Bouquet',
  description: 'Pink roses and white lilies, hand-tied',
  price: 1499.5,
  category: fixture.categories.roses,
  deliveryTime: '4-6 hours',
  features: ['Hand-tied', 'Fresh from the mandi'],
  tags: ['custom', 'pink'],
  notes: 'Use Ooty lilies',
  ...overrides,
});
const approve = (id: string, body: object = approvalFor(), token = admin) => call('PUT', `/admin/${id}/approve`, token, body);
const reject = (id: string, rejectionReason = 'We cannot source blue lotus', token = admin) => call('PUT', `/admin/${id}/reject`, token, { rejectionReason });
const convert = (id: string, body?: object, token = admin) => call('POST', `/admin/${id}/convert-to-product`, token, body);

/** A design moved to `status` by the routes themselves, submitted with the customer's yes to the gallery unless told otherwise. */
async function designIn(status: CustomOrder['status'], token = asha, galleryConsent = true): Promise<CustomOrder> {
  const design = await generate(token);
  if (status === 'draft') return design;
  expect((await submit(design._id, token, { galleryConsent })).statusCode).toBe(200);
  if (status === 'rejected') expect((await reject(design._id)).statusCode).toBe(200);
  if (status === 'approved' || status === 'converted_to_product') expect((await approve(design._id)).statusCode).toBe(200);
  if (status === 'converted_to_product') expect((await convert(design._id)).statusCode).toBe(200);
  return design;
}

describe('generate', () => {
  it('draws a draft owned by the customer, stored through the image pipeline and flagged as drawn offline', async () => {
    const design = await generate(asha, '  Marigold garland for Diwali  ');
    expect(design).toMatchObject({
      status: 'draft',
      prompt: 'Marigold garland for Diwali',
      generator: 'procedural',
      fallback: true,
      fallbackReason: 'not configured',
      adminDetails: null,
    });
    expect(design.customOrderId).toMatch(/^CD-\d{6}-[A-HJKMNP-Z2-9]{4}$/);
    expect(design.user?.email).toMatch(/@example\.in$/);
    // Our own URL, with its 400 px sibling beside it.
    expect(design.generatedImage).toMatch(/^\/uploads\/designs\/[0-9a-f]{32}\.webp$/);
    const file = path.join(t.dataDir, 'uploads', design.generatedImage.replace('/uploads/', ''));
    expect(await sharp(file).metadata()).toMatchObject({ format: 'webp', width: 800, height: 800 });
    expect(existsSync(file.replace('.webp', '-400.webp'))).toBe(true);
  });

  it('asks guests to sign in', async () => {
    const res = await call('POST', '/generate', undefined, { prompt: 'Roses' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Please login to create custom orders');
  });

  it.each([
    [{ prompt: '   ' }, 'Please enter a description'],
    [{}, 'Please enter a description'],
    [{ prompt: 'r'.repeat(501) }, 'Description must be at most 500 characters'],
  ])('refuses %j', async (body, message) => {
    const res = await call('POST', '/generate', asha, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('accepts exactly 500 characters', async () => {
    await generate(asha, `Roses ${'and lilies '.repeat(49)}`.slice(0, 500));
  });

  it('refuses abusive words before drawing anything', async () => {
    const res = await call('POST', '/generate', asha, { prompt: 'Red roses for that chutiya' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'ABUSIVE_PROMPT', message: 'Please describe the flowers without offensive words' });
  });
});

describe('moves', () => {
  it('draft → pending_approval → approved → converted_to_product', async () => {
    const design = await generate();
    const submitted = await submit(design._id);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().customOrder).toMatchObject({ status: 'pending_approval' });
    expect(submitted.json().customOrder.submittedAt).not.toBeNull();

    const approved = await approve(design._id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().customOrder).toMatchObject({
      status: 'approved',
      notes: 'Use Ooty lilies',
      approvedBy: { name: 'Shop Admin' },
      adminDetails: {
        name: 'Blush Rose and Lily Bouquet',
        price: 1499.5,
        category: { _id: fixture.categories.roses, name: 'Roses' },
        deliveryTime: '4-6 hours',
        features: ['Hand-tied', 'Fresh from the mandi'],
        tags: ['custom', 'pink'],
      },
    });
    const [row] = await t.database.db.select().from(customOrders).where(eq(customOrders.id, design._id));
    expect(row?.approvedPricePaise).toBe(149_950);

    const converted = await convert(design._id, { stock: 4 });
    expect(converted.statusCode, converted.body).toBe(200);
    const { customOrder, product } = converted.json<{ customOrder: CustomOrder; product: { _id: string; name: string } }>();
    expect(customOrder).toMatchObject({ status: 'converted_to_product', convertedProductId: { _id: product._id } });
    expect(product.name).toBe('Blush Rose and Lily Bouquet');
  });

  it('pending_approval → rejected with the reason', async () => {
    const design = await designIn('pending_approval');
    const res = await reject(design._id, '  Lilies are out of season  ');
    expect(res.statusCode).toBe(200);
    expect(res.json().customOrder).toMatchObject({ status: 'rejected', rejectionReason: 'Lilies are out of season', adminDetails: null });
  });

  it('discards a draft: the row and its pictures are gone', async () => {
    const design = await generate();
    const file = path.join(t.dataDir, 'uploads', design.generatedImage.replace('/uploads/', ''));
    expect((await call('DELETE', `/${design._id}`, asha)).statusCode).toBe(204);
    expect((await call('GET', `/${design._id}`, asha)).statusCode).toBe(404);
    expect(existsSync(file)).toBe(false);
    expect(existsSync(file.replace('.webp', '-400.webp'))).toBe(false);
  });

  // Every move the contract does not allow, from every state: 409 INVALID_STATE, nothing changes.
  const illegal: Array<[CustomOrder['status'], string, (id: string) => ReturnType<typeof call>]> = [
    ['draft', 'approve', (id) => approve(id)],
    ['draft', 'reject', (id) => reject(id)],
    ['draft', 'convert', (id) => convert(id)],
    ['pending_approval', 'submit', (id) => submit(id)],
    ['pending_approval', 'discard', (id) => call('DELETE', `/${id}`, asha)],
    ['pending_approval', 'convert', (id) => convert(id)],
    ['approved', 'submit', (id) => submit(id)],
    ['approved', 'approve', (id) => approve(id)],
    ['approved', 'reject', (id) => reject(id)],
    ['approved', 'discard', (id) => call('DELETE', `/${id}`, asha)],
    ['rejected', 'submit', (id) => submit(id)],
    ['rejected', 'approve', (id) => approve(id)],
    ['rejected', 'reject', (id) => reject(id)],
    ['rejected', 'convert', (id) => convert(id)],
    ['rejected', 'discard', (id) => call('DELETE', `/${id}`, asha)],
    ['converted_to_product', 'submit', (id) => submit(id)],
    ['converted_to_product', 'approve', (id) => approve(id)],
    ['converted_to_product', 'reject', (id) => reject(id)],
    ['converted_to_product', 'convert', (id) => convert(id)],
    ['converted_to_product', 'discard', (id) => call('DELETE', `/${id}`, asha)],
  ];
  it.each(illegal)('refuses from %s: %s', async (status, _move, attempt) => {
    const design = await designIn(status);
    const res = await attempt(design._id);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe('INVALID_STATE');
    const after = await call('GET', `/${design._id}`, asha);
    expect(after.json().customOrder.status).toBe(status);
  });
});

describe('validation of staff input', () => {
  it('needs a rejection reason', async () => {
    const design = await designIn('pending_approval');
    for (const body of [{}, { rejectionReason: '   ' }]) {
      const res = await call('PUT', `/admin/${design._id}/reject`, admin, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('Please give a reason');
    }
  });

  it.each(['name', 'description', 'price', 'category'])('needs %s to approve', async (field) => {
    const design = await designIn('pending_approval');
    const body: Record<string, unknown> = approvalFor();
    delete body[field];
    const res = await approve(design._id, body);
    expect(res.statusCode).toBe(400);
  });

  it('refuses a category that does not exist', async () => {
    const design = await designIn('pending_approval');
    const res = await approve(design._id, approvalFor({ category: 'f'.repeat(24) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid category selected');
    expect((await call('GET', `/${design._id}`, admin)).json().customOrder.status).toBe('pending_approval');
  });

  it('refuses a negative stock on conversion', async () => {
    const design = await designIn('approved');
    expect((await convert(design._id, { stock: -1 })).statusCode).toBe(400);
  });
});

describe('who sees and changes what', () => {
  it("hides another customer's draft and pending design (404 on read, submit and discard)", async () => {
    const draft = await generate(asha);
    const pending = await designIn('pending_approval', asha);
    for (const design of [draft, pending]) {
      expect((await call('GET', `/${design._id}`, ravi)).statusCode).toBe(404);
      expect((await call('GET', `/${design._id}`)).statusCode).toBe(404);
    }
    expect((await submit(draft._id, ravi)).statusCode).toBe(404);
    expect((await call('DELETE', `/${draft._id}`, ravi)).statusCode).toBe(404);
    expect((await call('GET', `/${draft._id}`, asha)).json().customOrder.status).toBe('draft');
  });

  it('shows approved designs to anyone, without the customer, the notes or the approver', async () => {
    const design = await designIn('approved', asha);
    for (const token of [undefined, ravi, 'not-a-valid-token']) {
      const res = await call('GET', `/${design._id}`, token);
      expect(res.statusCode).toBe(200);
      expect(res.json().customOrder).toMatchObject({ status: 'approved', user: null, notes: null, approvedBy: null, adminDetails: { price: 1499.5 } });
    }
    const own = (await call('GET', `/${design._id}`, asha)).json().customOrder;
    expect(own.user).not.toBeNull();
    expect(own.notes).toBe('Use Ooty lilies');
  });

  it('lists only the customer’s own designs, newest first, drafts included', async () => {
    const mine = [await generate(ravi, 'Sunflowers in a vase'), await designIn('pending_approval', ravi)];
    const res = await call('GET', '/my-orders', ravi);
    expect(res.statusCode).toBe(200);
    const listed = res.json<{ customOrders: CustomOrder[] }>().customOrders;
    expect(listed.map((d) => d._id)).toEqual(mine.map((d) => d._id).reverse());
    expect((await call('GET', '/my-orders')).statusCode).toBe(401);
  });

  it('keeps the admin routes to admins: 401 for guests, 403 for customers', async () => {
    const design = await designIn('pending_approval');
    const routes: Array<[Method, string, object?]> = [
      ['GET', '/admin/pending'],
      ['PUT', `/admin/${design._id}/approve`, approvalFor()],
      ['PUT', `/admin/${design._id}/reject`, { rejectionReason: 'No' }],
      ['POST', `/admin/${design._id}/convert-to-product`, {}],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, undefined, body)).statusCode).toBe(401);
      expect((await call(method, url, asha, body)).statusCode).toBe(403);
    }
  });

  it('lists designs by status for staff, pending approval by default, with the customer', async () => {
    const pending = await designIn('pending_approval');
    const rejected = await designIn('rejected');
    const byDefault = (await call('GET', '/admin/pending', admin)).json<{ customOrders: CustomOrder[] }>().customOrders;
    expect(byDefault.every((d) => d.status === 'pending_approval')).toBe(true);
    expect(byDefault.find((d) => d._id === pending._id)?.user?.email).toMatch(/@example\.in$/);
    const rejectedList = (await call('GET', '/admin/pending?status=rejected', admin)).json<{ customOrders: CustomOrder[] }>().customOrders;
    expect(rejectedList.map((d) => d._id)).toContain(rejected._id);
    expect(rejectedList.every((d) => d.status === 'rejected')).toBe(true);
    expect((await call('GET', '/admin/pending?status=draft', admin)).statusCode).toBe(400);
  });
});

describe('gallery', () => {
  it('shows only approved and converted designs the customer agreed to show, most recently approved first, page by page', async () => {
    const g = await createTestApp();
    try {
      await insertTestCatalogue(g.database.db);
      const staff = await loginAdmin(g);
      const customer = (await registerCustomer(g.app)).token;
      const post = (url: string, token: string, payload?: object) =>
        g.app.inject({
          method: url.includes('approve') || url.includes('reject') ? 'PUT' : 'POST',
          url: `/api/custom-orders${url}`,
          headers: bearer(token),
          ...(payload ? { payload } : {}),
        });
      const category = (await g.app.inject({ url: '/api/categories' })).json().categories[0]._id;
      const shown: string[] = [];
      for (let i = 0; i < 5; i++) {
        const { customOrder } = (await post('/generate', customer, { prompt: `Design number ${i} of roses` })).json();
        if (i === 4) continue; // stays a draft
        await post(`/${customOrder._id}/submit`, customer, { galleryConsent: true });
        if (i === 3) {
          await post(`/admin/${customOrder._id}/reject`, staff, { rejectionReason: 'No' });
          continue;
        }
        expect((await post(`/admin/${customOrder._id}/approve`, staff, { ...approvalFor({ name: `Design ${i}` }), category })).statusCode).toBe(200);
        if (i === 0) expect((await post(`/admin/${customOrder._id}/convert-to-product`, staff)).statusCode).toBe(200);
        shown.unshift(customOrder._id);
      }
      const page = async (n: number) => (await g.app.inject({ url: `/api/custom-orders/approved?page=${n}&limit=2` })).json();
      const first = await page(1);
      expect(first).toMatchObject({ total: 3, page: 1, totalPages: 2 });
      const second = await page(2);
      expect([...first.customOrders, ...second.customOrders].map((d: CustomOrder) => d._id)).toEqual(shown);
      expect(first.customOrders.every((d: CustomOrder) => d.user === null && d.notes === null)).toBe(true);
      expect(second.customOrders[0]).toMatchObject({ status: 'converted_to_product' });
      expect((await g.app.inject({ url: '/api/custom-orders/approved' })).json().customOrders).toHaveLength(3);
    } finally {
      await g.close();
    }
  });
});

describe('the customer’s consent to the gallery', () => {
  const gallery = async () => (await call('GET', '/approved?limit=48')).json<{ customOrders: CustomOrder[]; total: number }>();

  it('is off when the customer says nothing, and keeps an approved design out of the gallery and its public page', async () => {
    const design = await generate(asha);
    const submitted = await submit(design._id);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().customOrder).toMatchObject({ status: 'pending_approval', galleryConsent: false });
    const before = await gallery();
    expect((await approve(design._id)).statusCode).toBe(200);
    const after = await gallery();
    expect(after.total).toBe(before.total);
    expect(after.customOrders.map((d) => d._id)).not.toContain(design._id);
    for (const token of [undefined, ravi]) expect((await call('GET', `/${design._id}`, token)).statusCode).toBe(404);
    // Its owner and staff still see it, with the answer.
    expect((await call('GET', `/${design._id}`, asha)).json().customOrder).toMatchObject({ status: 'approved', galleryConsent: false });
    const staffList = (await call('GET', '/admin/pending?status=approved', admin)).json<{ customOrders: CustomOrder[] }>().customOrders;
    expect(staffList.find((d) => d._id === design._id)?.galleryConsent).toBe(false);
    // Converted into a product, it stays out of the gallery too.
    expect((await convert(design._id)).statusCode).toBe(200);
    expect((await gallery()).customOrders.map((d) => d._id)).not.toContain(design._id);
  });

  it('shows a design whose customer said yes, and takes it out at once when they withdraw, and back when they agree again', async () => {
    const design = await designIn('approved', asha, true);
    const shown = await gallery();
    expect(shown.customOrders[0]).toMatchObject({ _id: design._id, galleryConsent: true });
    expect((await call('GET', `/${design._id}`)).statusCode).toBe(200);

    const withdrawn = await call('PUT', `/${design._id}/gallery-consent`, asha, { galleryConsent: false });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().customOrder).toMatchObject({ status: 'approved', galleryConsent: false });
    const after = await gallery();
    expect(after.total).toBe(shown.total - 1);
    expect(after.customOrders.map((d) => d._id)).not.toContain(design._id);
    expect((await call('GET', `/${design._id}`)).statusCode).toBe(404);

    expect((await call('PUT', `/${design._id}/gallery-consent`, asha, { galleryConsent: true })).statusCode).toBe(200);
    expect((await gallery()).customOrders[0]?._id).toBe(design._id);
  });

  it('lets only the owner answer: 401 for guests, 404 for another customer', async () => {
    const design = await designIn('pending_approval', asha, false);
    expect((await call('PUT', `/${design._id}/gallery-consent`, undefined, { galleryConsent: true })).statusCode).toBe(401);
    expect((await call('PUT', `/${design._id}/gallery-consent`, ravi, { galleryConsent: true })).statusCode).toBe(404);
    expect((await call('GET', `/${design._id}`, asha)).json().customOrder.galleryConsent).toBe(false);
  });

  it.each([[{ galleryConsent: 'yes' }], [{ galleryConsent: 1 }], [{ galleryConsent: null }], [{ galleryConsent: true, public: true }]])(
    'refuses %j with 400 on submit and on a change, and changes nothing',
    async (body) => {
      const design = await generate(asha);
      const res = await submit(design._id, asha, body);
      expect(res.statusCode, res.body).toBe(400);
      expect((await call('GET', `/${design._id}`, asha)).json().customOrder).toMatchObject({ status: 'draft', galleryConsent: false });
      expect((await call('PUT', `/${design._id}/gallery-consent`, asha, body)).statusCode).toBe(400);
    },
  );

  it('needs an answer to change it', async () => {
    const design = await generate(asha);
    expect((await call('PUT', `/${design._id}/gallery-consent`, asha, {})).statusCode).toBe(400);
  });
});

describe('conversion into a product', () => {
  it('creates a product the catalogue lists and a customer can buy', async () => {
    const design = await designIn('approved');
    // Cache the catalogue first: the conversion must drop it.
    const before = await t.app.inject({ url: '/api/admin-public/products?search=Blush&limit=50' });
    const res = await convert(design._id);
    expect(res.statusCode).toBe(200);
    const { product } = res.json<{ product: { _id: string } }>();

    const listed = await t.app.inject({ url: '/api/admin-public/products?search=Blush&limit=50' });
    expect(listed.json().total).toBe(before.json().total + 1);
    const detail = (await t.app.inject({ url: `/api/admin-public/products/${product._id}` })).json().product;
    expect(detail).toMatchObject({
      name: 'Blush Rose and Lily Bouquet',
      price: 1499.5,
      category: { _id: fixture.categories.roses },
      images: [design.generatedImage],
      stock: 10,
      features: ['Hand-tied', 'Fresh from the mandi'],
      tags: ['custom', 'pink'],
      deliveryTime: '4-6 hours',
    });

    const cart = await addToCart(t.app, ravi, product._id, 2);
    expect(cart.items).toEqual([expect.objectContaining({ product: expect.objectContaining({ _id: product._id }), quantity: 2, price: 1499.5 })]);

    // The approval's price and the conversion are on the audit trail, newest first.
    const trail = (await t.app.inject({ url: `/api/admin/audit?entityType=design`, headers: { authorization: `Bearer ${admin}` } })).json();
    const ofDesign = trail.entries.filter((e: { entityId: string }) => e.entityId === design._id).map((e: { action: string }) => e.action);
    expect(ofDesign).toEqual(['design.convert', 'design.approve']);
  });
});

describe('Hindi of the approved details', () => {
  const hindi = {
    name: 'गेंदे और मोगरे की माला',
    description: 'ताज़े गेंदे और मोगरे की कलियों से गूँथी माला',
    features: ['हाथ से गूँथी', 'उसी सुबह बनी'],
    tags: ['गेंदा', 'मोगरा'],
  };
  const garlandsInHindi = async () => {
    await t.database.db.update(categories).set({ nameHi: 'मालाएं' }).where(eq(categories.id, fixture.categories.garlands));
  };

  it('keeps the Hindi staff wrote and shows it to everyone with the category’s Hindi name, in the gallery and on the design', async () => {
    await garlandsInHindi();
    const design = await designIn('pending_approval');
    const res = await approve(design._id, approvalFor({ category: fixture.categories.garlands, hi: hindi }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().customOrder.adminDetails).toMatchObject({
      name: 'Blush Rose and Lily Bouquet',
      hi: hindi,
      category: { _id: fixture.categories.garlands, name: 'Garlands', hi: { name: 'मालाएं' } },
    });

    const gallery = (await t.app.inject({ url: '/api/custom-orders/approved' })).json<{ customOrders: CustomOrder[] }>();
    expect(gallery.customOrders.find((d) => d._id === design._id)?.adminDetails).toMatchObject({ hi: hindi, category: { hi: { name: 'मालाएं' } } });
    const shared = (await call('GET', `/${design._id}`)).json<{ customOrder: CustomOrder }>().customOrder;
    expect(shared.adminDetails?.hi).toEqual(hindi);
  });

  it('leaves out what was not written: a design approved without Hindi has none, one with a Hindi name only has only that', async () => {
    const without = await designIn('approved');
    expect((await call('GET', `/${without._id}`)).json().customOrder.adminDetails).not.toHaveProperty('hi');
    const nameOnly = await designIn('pending_approval');
    // Typed with a decomposed nukta: kept in NFC, as a product's Hindi is.
    const res = await approve(
      nameOnly._id,
      approvalFor({ hi: { name: '  गुलाब का गुलदस्ता ज़रूर  '.normalize('NFD'), description: '', features: [' ', ''], tags: [] } }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().customOrder.adminDetails.hi).toEqual({ name: 'गुलाब का गुलदस्ता ज़रूर'.normalize('NFC') });
  });

  it.each([
    ['hi.name', { name: 'म'.repeat(121) }],
    ['hi.description', { description: 'म'.repeat(4001) }],
    ['hi.tags', { tags: Array.from({ length: 21 }, (_, i) => `टैग ${i}`) }],
    ['hi.features.0', { features: ['म'.repeat(81)] }],
  ])('refuses an over-long %s with a 400 and leaves the design pending', async (path, hi) => {
    const design = await designIn('pending_approval');
    const res = await approve(design._id, approvalFor({ hi }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
    expect((await call('GET', `/${design._id}`, admin)).json().customOrder.status).toBe('pending_approval');
  });

  it('carries the Hindi over to the product it becomes', async () => {
    const design = await designIn('pending_approval');
    expect((await approve(design._id, approvalFor({ hi: hindi }))).statusCode).toBe(200);
    const res = await convert(design._id);
    expect(res.statusCode, res.body).toBe(200);
    const { product } = res.json<{ product: { _id: string } }>();
    const detail = (await t.app.inject({ url: `/api/admin-public/products/${product._id}` })).json().product;
    expect(detail).toMatchObject({ name: 'Blush Rose and Lily Bouquet', hi: hindi });
    // The catalogue's search knows the Hindi of the new product.
    const found = (await t.app.inject({ url: `/api/admin-public/products?search=${encodeURIComponent('मोगरे')}&limit=50` })).json();
    expect(found.products.map((p: { _id: string }) => p._id)).toContain(product._id);
  });

  it('makes a product without Hindi from a design approved without it', async () => {
    const design = await designIn('approved');
    const { product } = (await convert(design._id)).json<{ product: { _id: string } }>();
    expect((await t.app.inject({ url: `/api/admin-public/products/${product._id}` })).json().product).not.toHaveProperty('hi');
  });
});

describe('limits', () => {
  it('allows the hourly quota per customer, counting discarded drafts, then says when to retry', async () => {
    const q = await createTestApp({ CUSTOM_DESIGN_QUOTA_PER_HOUR: '2' });
    try {
      const one = (await registerCustomer(q.app)).token;
      const two = (await registerCustomer(q.app)).token;
      const gen = (token: string) => q.app.inject({ method: 'POST', url: '/api/custom-orders/generate', headers: bearer(token), payload: { prompt: 'Roses' } });
      const first = await gen(one);
      expect(first.statusCode).toBe(201);
      expect((await q.app.inject({ method: 'DELETE', url: `/api/custom-orders/${first.json().customOrder._id}`, headers: bearer(one) })).statusCode).toBe(204);
      expect((await gen(one)).statusCode).toBe(201);
      const over = await gen(one);
      expect(over.statusCode).toBe(429);
      expect(over.json().message).toMatch(/^You can create 2 designs an hour\. Please try again in \d+ minutes?\.$/);
      expect((await gen(two)).statusCode).toBe(201);
    } finally {
      await q.close();
    }
  });

  it('turns customers away while the studio is drawing its maximum', async () => {
    const q = await createTestApp({ CUSTOM_DESIGN_MAX_CONCURRENT: '1' });
    try {
      const token = (await registerCustomer(q.app)).token;
      const gen = () =>
        q.app.inject({ method: 'POST', url: '/api/custom-orders/generate', headers: bearer(token), payload: { prompt: 'A basket of mixed flowers' } });
      const answers = await Promise.all([gen(), gen(), gen()]);
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes[0]).toBe(201);
      expect(codes).toContain(503);
      expect(answers.find((a) => a.statusCode === 503)?.json().message).toBe('The design studio is busy, please try again in a minute');
    } finally {
      await q.close();
    }
  });
});

describe('with an image service', () => {
  it('stores the service’s picture under our own URL, reports the service in health without calling it, and turns a safety refusal into 422', async () => {
    const fake = await startFakeImageApi();
    const s = await createTestApp({ IMAGE_API_BASE_URL: fake.baseUrl, IMAGE_API_KEY: 'sk-test', IMAGE_MODEL: 'test-image-model' });
    try {
      const health = (await s.app.inject({ url: '/api/health' })).json();
      expect(health.imageGenerator).toBe('up');
      expect(fake.requests).toHaveLength(0);

      const token = (await registerCustomer(s.app)).token;
      fake.script({ kind: 'url' });
      const made = await s.app.inject({
        method: 'POST',
        url: '/api/custom-orders/generate',
        headers: bearer(token),
        payload: { prompt: 'Pink roses in a basket' },
      });
      expect(made.statusCode).toBe(201);
      const design = made.json<{ customOrder: CustomOrder }>().customOrder;
      expect(design).toMatchObject({ generator: 'openai', fallback: false, fallbackReason: null });
      expect(design.generatedImage).toMatch(/^\/uploads\/designs\/[0-9a-f]{32}\.webp$/);
      expect(design.generatedImage).not.toContain(fake.baseUrl);

      fake.script({ kind: 'refuse' });
      const refused = await s.app.inject({
        method: 'POST',
        url: '/api/custom-orders/generate',
        headers: bearer(token),
        payload: { prompt: 'Roses for a very bad idea' },
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        code: 'PROMPT_REFUSED',
        message: 'The image service declined this description. Please describe the flowers differently.',
      });
      expect((await s.app.inject({ url: '/api/custom-orders/my-orders', headers: bearer(token) })).json().customOrders).toHaveLength(1);
    } finally {
      await s.close();
      await fake.close();
    }
  });
});
