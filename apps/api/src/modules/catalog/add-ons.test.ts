// Add-ons on a real database: the list the product page and the cart offer (in stock, sold,
// cheapest first, cached until the catalogue or stock changes), and the admin's flag on a product.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { products } from '../../db/schema';
import { bearer, createTestApp, loginAdmin, registerCustomer, type TestApp } from '../../test/app';
import { insertTestCatalogue } from '../../test/catalogue-fixture';

let t: TestApp;
let fixture: Awaited<ReturnType<typeof insertTestCatalogue>>;
let adminToken: string;
let customerToken: string;

beforeAll(async () => {
  t = await createTestApp();
  fixture = await insertTestCatalogue(t.database.db);
  adminToken = await loginAdmin(t);
  customerToken = (await registerCustomer(t.app)).token;
  // Four add-ons: two on sale, one sold out, one in a category the shop has switched off.
  const addOns = ['Mogra Gajra', 'Genda Phool Toran', 'Yellow Rose Bunch', 'Old Stock Wreath'].map((name) => fixture.products[name]!);
  await t.database.db.update(products).set({ isAddon: true }).where(inArray(products.id, addOns));
});
afterAll(() => t.close());

const addOnNames = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/products/add-ons' });
  expect(res.statusCode).toBe(200);
  return res.json<{ products: { name: string; isAddon: boolean }[] }>().products.map((p) => p.name);
};

describe('GET /api/products/add-ons', () => {
  it('lists add-ons in stock and on sale, cheapest first, in the product shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products/add-ons' });
    const answer = res.json();
    expect(answer.products.map((p: { name: string }) => p.name)).toEqual(['Mogra Gajra', 'Genda Phool Toran']);
    expect(answer.products[0]).toMatchObject({ price: 149, stock: 3, availability: 'Limited Stock', isAddon: true });
  });

  it('drops an add-on the moment it sells out, and shows it again when restocked', async () => {
    const toran = fixture.products['Genda Phool Toran']!;
    await t.database.db.update(products).set({ stock: 0 }).where(eq(products.id, toran));
    // A direct database write does not clear the cache; an admin edit does, as an order does.
    const edit = await t.app.inject({ method: 'GET', url: `/api/admin/products/${toran}`, headers: bearer(adminToken) });
    const p = edit.json().product;
    const body = {
      name: p.name,
      description: p.description,
      price: p.price,
      category: p.category._id,
      images: p.images,
      stock: 0,
      stockWas: 0,
      tags: p.tags,
      features: p.features,
      isAddon: true,
    };
    expect((await t.app.inject({ method: 'PUT', url: `/api/admin-public/products/${toran}`, headers: bearer(adminToken), payload: body })).statusCode).toBe(
      200,
    );
    expect(await addOnNames()).toEqual(['Mogra Gajra']);
    const restock = await t.app.inject({
      method: 'PUT',
      url: `/api/admin-public/products/${toran}`,
      headers: bearer(adminToken),
      payload: { ...body, stock: 10 },
    });
    expect(restock.statusCode).toBe(200);
    expect(await addOnNames()).toEqual(['Mogra Gajra', 'Genda Phool Toran']);
  });

  it('leaves bouquets out, and add-ons still appear in their own category of the catalogue', async () => {
    expect(await addOnNames()).not.toContain('Red Rose Bouquet');
    const listed = (await t.app.inject({ method: 'GET', url: `/api/admin-public/products?category=${fixture.categories.garlands}` })).json();
    expect(listed.products.map((p: { name: string }) => p.name)).toContain('Mogra Gajra');
  });
});

describe('the admin’s add-on flag', () => {
  const newProduct = {
    name: 'Greeting Card',
    description: 'A folded card with your message',
    price: 99,
    category: '',
    stock: 50,
    isAddon: true,
    hsnCode: '4909',
    gstRate: 12,
  };

  it('is set on create, carried by the product, changed on edit, and defaults to off', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin-public/products',
      headers: bearer(adminToken),
      payload: { ...newProduct, category: fixture.categories.roses },
    });
    expect(created.statusCode).toBe(201);
    const card = created.json().product;
    expect(card).toMatchObject({ isAddon: true, hsnCode: '4909', gstRate: 12 });
    expect(await addOnNames()).toEqual(['Greeting Card', 'Mogra Gajra', 'Genda Phool Toran']);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin-public/products/${card._id}` })).json().product.isAddon).toBe(true);

    const off = await t.app.inject({
      method: 'PUT',
      url: `/api/admin-public/products/${card._id}`,
      headers: bearer(adminToken),
      payload: { ...newProduct, category: fixture.categories.roses, stockWas: 50, isAddon: false },
    });
    expect(off.json().product.isAddon).toBe(false);
    expect(await addOnNames()).not.toContain('Greeting Card');

    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/admin-public/products',
      headers: bearer(adminToken),
      payload: { name: 'Lily Bunch', description: 'Lilies', price: 499, category: fixture.categories.roses, stock: 5 },
    });
    expect(plain.json().product.isAddon).toBe(false);
  });

  it('refuses a flag that is not a boolean (400) and a customer (403), changing nothing', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin-public/products',
      headers: bearer(adminToken),
      payload: { ...newProduct, name: 'Bad Card', category: fixture.categories.roses, isAddon: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { path: string }) => e.path)).toContain('isAddon');
    const customer = await t.app.inject({
      method: 'POST',
      url: '/api/admin-public/products',
      headers: bearer(customerToken),
      payload: { ...newProduct, name: 'Sneaky Card', category: fixture.categories.roses },
    });
    expect(customer.statusCode).toBe(403);
    const gajra = fixture.products['Mogra Gajra']!;
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/admin-public/products/${gajra}`,
      headers: bearer(customerToken),
      payload: { ...newProduct, category: fixture.categories.garlands, stockWas: 3, isAddon: false },
    });
    expect(edit.statusCode).toBe(403);
    expect(await addOnNames()).toContain('Mogra Gajra');
    expect(
      (await t.database.db.select().from(products).where(eq(products.name, 'Sneaky Card'))).length +
        (await t.database.db.select().from(products).where(eq(products.name, 'Bad Card'))).length,
    ).toBe(0);
  });
});
