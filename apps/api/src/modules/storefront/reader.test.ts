// The server renderer's reader answers exactly as the public API does (so a hydrated page and the
// browser's later requests agree), and says null for what a visitor may not see.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../db/ids';
import { customOrders } from '../../db/schema';
import { bearer, createTestApp, loginAdmin, registerCustomer, type TestApp } from '../../test/app';
import { insertTestCatalogue } from '../../test/catalogue-fixture';
import { newCustomOrderId } from '../custom-designs/service';
import type { StorefrontReader } from '@phoolwari/contracts';

let t: TestApp;
let reader: StorefrontReader;
let fixture: Awaited<ReturnType<typeof insertTestCatalogue>>;
const designs = { approved: newId(), draft: newId() };

beforeAll(async () => {
  t = await createTestApp();
  fixture = await insertTestCatalogue(t.database.db);
  const customer = await registerCustomer(t.app);
  const userId = (await t.database.db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, customer.user.email) }))!.id;
  const design = (id: string, status: 'approved' | 'draft') => ({
    id,
    customOrderId: newCustomOrderId(new Date()),
    userId,
    prompt: 'Red roses',
    generatedImage: '/uploads/designs/x.webp',
    generator: 'procedural',
    status,
    // The customer agreed to the gallery: without it an approved design is not public.
    galleryConsent: true,
  });
  await t.database.db.insert(customOrders).values([design(designs.approved, 'approved'), design(designs.draft, 'draft')]);
  reader = t.app.shop.storefront;
});
afterAll(() => t.close());

const api = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.json<unknown>();
};

describe('storefront reader', () => {
  it('answers as the public API does, field for field', async () => {
    const id = fixture.products['Red Rose Bouquet']!;
    expect(await reader.categories()).toEqual(await api('/api/categories'));
    expect(await reader.settings()).toEqual(await api('/api/settings'));
    expect(await reader.policies()).toEqual(await api('/api/shop/policies'));
    expect(await reader.products({ sort: 'price-low', page: 1, limit: 3, search: 'rose' })).toEqual(
      await api('/api/admin-public/products?sort=price-low&page=1&limit=3&search=rose'),
    );
    expect(await reader.product(id)).toEqual(await api(`/api/admin-public/products/${id}`));
    expect(await reader.reviews(id, 1, 5)).toEqual(await api(`/api/products/${id}/reviews?page=1&limit=5`));
    expect(await reader.gallery(1, 12)).toEqual(await api('/api/custom-orders/approved?page=1&limit=12'));
    expect(await reader.design(designs.approved)).toEqual(await api(`/api/custom-orders/${designs.approved}`));
  });

  it("says null for a missing product, a hidden category's product, a draft design and a query the API refuses", async () => {
    expect(await reader.product(newId())).toBeNull();
    expect(await reader.product(fixture.products['Old Stock Wreath']!)).toBeNull();
    expect(await reader.design(designs.draft)).toBeNull();
    expect(await reader.design(newId())).toBeNull();
    expect(await reader.products({ minPrice: 500, maxPrice: 100 })).toBeNull();
  });

  it('keeps the catalogue’s answers until a write changes them, as the API’s cached answers are kept', async () => {
    const id = fixture.products['Pink Rose Box']!;
    const first = await reader.product(id);
    // The same answer, read once: pages rendered from it are the same.
    expect(await reader.product(id)).toBe(first);
    expect(await reader.categories()).toBe(await reader.categories());
    expect(await reader.reviews(id, 1, 5)).toBe(await reader.reviews(id, 1, 5));
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin-public/products/${id}`,
      headers: bearer(await loginAdmin(t)),
      payload: {
        name: 'Pink Rose Box',
        description: 'Twelve pink roses in a hat box',
        price: 1199,
        category: fixture.categories.roses,
        stock: 25,
        stockWas: 25,
        tags: ['pink'],
      },
    });
    expect(res.statusCode).toBe(200);
    const changed = await reader.product(id);
    expect(changed?.product.price).toBe(1199);
    expect(changed).toEqual(await api(`/api/admin-public/products/${id}`));
  });

  it('keeps the settings and policies every page reads until the owner changes the settings or the delivery areas', async () => {
    const admin = bearer(await loginAdmin(t));
    const policies = await reader.policies();
    expect(await reader.policies()).toBe(policies);
    const settings = await reader.settings();
    expect(await reader.settings()).toBe(settings);

    const cod = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin,
      payload: { cashOnDelivery: { enabled: !policies.policies.cashOnDelivery, maxOrderValue: 3000, fee: 30, pincodes: [] } },
    });
    expect(cod.statusCode).toBe(200);
    const afterSettings = await reader.policies();
    expect(afterSettings.policies.cashOnDelivery).toBe(!policies.policies.cashOnDelivery);
    expect((await reader.settings()).settings.cashOnDelivery.enabled).toBe(!policies.policies.cashOnDelivery);
    expect(afterSettings).toEqual(await api('/api/shop/policies'));

    const zone = 'Pune Camp';
    expect(afterSettings.policies.deliveryZones).not.toContain(zone);
    const area = await t.app.inject({
      method: 'POST',
      url: '/api/admin/delivery/areas',
      headers: admin,
      payload: { prefix: '411001', zone, fee: 0, isActive: true },
    });
    expect(area.statusCode).toBe(201);
    expect((await reader.policies()).policies.deliveryZones).toContain(zone);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/delivery/areas/${area.json<{ area: { _id: string } }>().area._id}`,
      headers: admin,
    });
    expect(removed.statusCode).toBeLessThan(300);
    expect((await reader.policies()).policies.deliveryZones).not.toContain(zone);
  });
});
