// The catalogue API on a real database: every filter and sort, pagination, 404s (in the page's
// language too), validation, the response cache, and authorization on every admin write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { categories, products } from '../../db/schema';
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
});
afterAll(() => t.close());

const list = async (query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin-public/products${query}` });
  expect(res.statusCode).toBe(200);
  return res.json<{ products: { name: string; price: number }[]; total: number; page: number; totalPages: number }>();
};
const names = (answer: { products: { name: string }[] }) => answer.products.map((p) => p.name);

describe('product list', () => {
  it('lists active categories’ products with the contract shape', async () => {
    const answer = await list('?limit=100');
    expect(answer.total).toBe(7);
    expect(names(answer)).not.toContain('Old Stock Wreath');
    const bouquet = answer.products.find((p) => p.name === 'Red Rose Bouquet');
    expect(bouquet).toMatchObject({
      price: 799,
      originalPrice: 999,
      category: { _id: fixture.categories.roses, name: 'Roses' },
      availability: 'In Stock',
      tags: ['red', 'anniversary'],
      deliveryTime: '2-4 hours',
      rating: 4.8,
      reviews: 120,
    });
  });

  it('computes availability from stock', async () => {
    const all = (await list('?limit=100')).products as unknown as { name: string; availability: string }[];
    const byName = Object.fromEntries(all.map((p) => [p.name, p.availability]));
    expect(byName['Yellow Rose Bunch']).toBe('Out of Stock');
    expect(byName['Mogra Gajra']).toBe('Limited Stock');
    expect(byName['Genda Phool Toran']).toBe('In Stock');
  });

  it('searches name, description and tags, case-insensitively', async () => {
    expect(names(await list('?search=ROSE&limit=100')).sort()).toEqual(
      ['Pink Rose Box', 'Red Rose Bouquet', 'Rose Varmala Pair', 'White Rose Vase', 'Yellow Rose Bunch'].sort(),
    );
    expect(names(await list('?search=pooja'))).toEqual(['Genda Phool Toran']);
    expect(names(await list('?search=jasmine%20buds'))).toEqual(['Mogra Gajra']);
    expect(names(await list('?search=100%25'))).toEqual(['Mogra Gajra']);
    expect((await list('?search=orchid')).total).toBe(0);
  });

  it('treats % and _ in a search as plain characters', async () => {
    expect((await list('?search=_')).total).toBe(0);
    expect((await list('?search=%25%25')).total).toBe(0);
  });

  it('filters by category and price range (rupees, inclusive)', async () => {
    expect(names(await list(`?category=${fixture.categories.garlands}&sort=price-low`))).toEqual(['Mogra Gajra', 'Genda Phool Toran', 'Rose Varmala Pair']);
    expect(names(await list('?minPrice=300&maxPrice=799&sort=price-low'))).toEqual(['Yellow Rose Bunch', 'White Rose Vase', 'Red Rose Bouquet']);
    expect(names(await list('?maxPrice=549.5&sort=price-high'))).toEqual(['White Rose Vase', 'Yellow Rose Bunch', 'Genda Phool Toran', 'Mogra Gajra']);
    expect((await list(`?category=${fixture.categories.hidden}`)).total).toBe(0);
  });

  it('sorts by each of the five orders', async () => {
    expect(names(await list('?sort=price-low&limit=3'))).toEqual(['Mogra Gajra', 'Genda Phool Toran', 'Yellow Rose Bunch']);
    expect(names(await list('?sort=price-high&limit=3'))).toEqual(['Rose Varmala Pair', 'Pink Rose Box', 'Red Rose Bouquet']);
    expect(names(await list('?sort=rating&limit=3'))).toEqual(['Mogra Gajra', 'Red Rose Bouquet', 'Rose Varmala Pair']);
    expect(names(await list('?sort=newest&limit=3'))).toEqual(['Red Rose Bouquet', 'Genda Phool Toran', 'Rose Varmala Pair']);
    // Popularity: featured first, then by number of reviews.
    expect(names(await list('?sort=popularity&limit=3'))).toEqual(['Red Rose Bouquet', 'White Rose Vase', 'Genda Phool Toran']);
    expect(names(await list('?limit=3'))).toEqual(names(await list('?sort=popularity&limit=3')));
  });

  it('paginates without gaps or repeats', async () => {
    const pages = await Promise.all([1, 2, 3].map((p) => list(`?sort=price-low&limit=3&page=${p}`)));
    expect(pages.map((p) => p.page)).toEqual([1, 2, 3]);
    expect(pages.every((p) => p.total === 7 && p.totalPages === 3)).toBe(true);
    const seen = pages.flatMap(names);
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    expect(names(await list('?limit=3&page=9'))).toEqual([]);
  });

  it.each([
    ['?sort=cheapest', 'sort'],
    ['?page=0', 'page'],
    ['?page=abc', 'page'],
    ['?limit=1000', 'limit'],
    ['?limit=2.5', 'limit'],
    ['?minPrice=-5', 'minPrice'],
    ['?maxPrice=lots', 'maxPrice'],
    ['?minPrice=900&maxPrice=100', 'minPrice'],
    ['?category=Roses!', 'category'],
    [`?search=${'x'.repeat(101)}`, 'search'],
  ])('answers 400 for %s', async (query, field) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin-public/products${query}` });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toEqual(expect.any(String));
    expect(body.errors.map((e: { path: string }) => e.path)).toContain(field);
  });
});

describe('one product and categories', () => {
  it('answers one product, 404 for an unknown id and 400 for a malformed one', async () => {
    const ok = await t.app.inject({ method: 'GET', url: `/api/admin-public/products/${fixture.products['Mogra Gajra']}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().product).toMatchObject({ name: 'Mogra Gajra', price: 149, stock: 3, availability: 'Limited Stock' });

    const missing = await t.app.inject({ method: 'GET', url: '/api/admin-public/products/0123456789abcdef01234567' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Product not found' });

    const hidden = await t.app.inject({ method: 'GET', url: `/api/admin-public/products/${fixture.products['Old Stock Wreath']}` });
    expect(hidden.statusCode).toBe(404);

    const bad = await t.app.inject({ method: 'GET', url: '/api/admin-public/products/Not%20an%20address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ path: 'id' });
    const unknownWord = await t.app.inject({ method: 'GET', url: '/api/admin-public/products/not-a-product' });
    expect(unknownWord.statusCode).toBe(404);
  });

  it('names each product and category by a readable address word, and finds them by it', async () => {
    const byId = (await t.app.inject({ method: 'GET', url: `/api/admin-public/products/${fixture.products['Mogra Gajra']}` })).json().product;
    expect(byId.slug).toBe('mogra-gajra');
    expect(byId.category.slug).toEqual(expect.stringMatching(/^[a-z0-9-]+$/));
    const bySlug = await t.app.inject({ method: 'GET', url: '/api/admin-public/products/mogra-gajra' });
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json().product).toEqual(byId);
    // The listing takes the category's word, or its id as older links have it: the same products.
    const byWord = (await t.app.inject({ method: 'GET', url: `/api/admin-public/products?category=${byId.category.slug}&limit=100` })).json();
    const byCategoryId = (await t.app.inject({ method: 'GET', url: `/api/admin-public/products?category=${byId.category._id}&limit=100` })).json();
    expect(byWord.total).toBeGreaterThan(0);
    expect(byWord.products.map((p: { _id: string }) => p._id)).toEqual(byCategoryId.products.map((p: { _id: string }) => p._id));
    expect(byWord.products.every((p: { category: { _id: string } }) => p.category._id === byId.category._id)).toBe(true);
  });

  it('gives a new product the first free word of its name, and keeps it when the product is renamed', async () => {
    const product = (name: string) => ({ name, description: 'Fresh', price: 499, category: fixture.categories.roses, stock: 5 });
    const add = (name: string) => t.app.inject({ method: 'POST', url: '/api/admin-public/products', headers: bearer(adminToken), payload: product(name) });
    const first = (await add('Rose & Lily Basket (Deluxe)')).json().product;
    const second = (await add('Rose & Lily Basket — Deluxe')).json().product;
    const devanagari = (await add('गुलाब')).json().product;
    expect([first.slug, second.slug, devanagari.slug]).toEqual(['rose-and-lily-basket-deluxe', 'rose-and-lily-basket-deluxe-2', 'product']);
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin-public/products/${first._id}`,
      headers: bearer(adminToken),
      payload: { ...product('Rose Basket'), stockWas: 5 },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().product).toMatchObject({ name: 'Rose Basket', slug: 'rose-and-lily-basket-deluxe' });
    // The other tests count the fixture's products.
    for (const { _id } of [first, second, devanagari]) {
      expect((await t.app.inject({ method: 'DELETE', url: `/api/admin-public/products/${_id}`, headers: bearer(adminToken) })).statusCode).toBe(204);
    }
  });

  it('lists active categories by sort order, with product counts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/categories' });
    expect(res.statusCode).toBe(200);
    const cats = res.json().categories;
    expect(cats.map((c: { name: string }) => c.name)).toEqual(['Garlands', 'Roses']);
    expect(cats[1]).toMatchObject({ slug: 'roses', isActive: true, sortOrder: 1, productCount: 4 });
    const one = await t.app.inject({ method: 'GET', url: `/api/admin-public/categories/${fixture.categories.roses}` });
    expect(one.json().category.name).toBe('Roses');
    const inactive = await t.app.inject({ method: 'GET', url: `/api/admin-public/categories/${fixture.categories.hidden}` });
    expect(inactive.statusCode).toBe(404);
  });

  it('lets only admins list inactive categories', async () => {
    const asAdmin = await t.app.inject({ method: 'GET', url: '/api/admin/categories', headers: bearer(adminToken) });
    expect(asAdmin.json().categories).toHaveLength(3);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/categories', headers: bearer(customerToken) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/categories' })).statusCode).toBe(401);
  });

  it('answers repeated reads with an ETag and 304', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/admin-public/products?sort=rating' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({ method: 'GET', url: '/api/admin-public/products?sort=rating', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('admin product list', () => {
  const adminList = (query = '', token = adminToken) => t.app.inject({ method: 'GET', url: `/api/admin/products${query}`, headers: bearer(token) });

  it('includes inactive categories’ products, takes the storefront’s query and is never cached', async () => {
    const res = await adminList('?limit=100');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.etag).toBeUndefined();
    const answer = res.json<{ products: { name: string }[]; total: number }>();
    expect(answer.total).toBe(8);
    expect(names(answer)).toContain('Old Stock Wreath');

    const hidden = (await adminList(`?category=${fixture.categories.hidden}`)).json();
    expect(names(hidden)).toEqual(['Old Stock Wreath']);
    expect(names((await adminList('?search=wreath&sort=price-low')).json())).toEqual(['Old Stock Wreath']);
    expect((await adminList('?limit=3&page=3')).json()).toMatchObject({ total: 8, page: 3, totalPages: 3 });
    expect((await adminList('?sort=cheapest')).statusCode).toBe(400);
  });

  it('answers one product of an inactive category to admins only', async () => {
    const url = `/api/admin/products/${fixture.products['Old Stock Wreath']}`;
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(adminToken) });
    expect(res.statusCode).toBe(200);
    expect(res.json().product).toMatchObject({ name: 'Old Stock Wreath', category: { _id: fixture.categories.hidden } });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(customerToken) })).statusCode).toBe(403);
  });

  it('refuses guests (401) and customers (403)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/products' })).statusCode).toBe(401);
    expect((await adminList('', customerToken)).statusCode).toBe(403);
  });
});

describe('admin writes', () => {
  const validProduct = () => ({
    name: 'Orchid Stem Box',
    description: 'Six purple orchid stems in a gift box',
    price: 1499,
    originalPrice: 1799,
    category: fixture.categories.roses,
    stock: 12,
    tags: ['orchid', ' ', 'orchid', 'purple'],
    features: ['Long lasting'],
    isNewProduct: true,
  });

  const writes = () => [
    { method: 'POST' as const, url: '/api/admin-public/products', payload: validProduct() },
    { method: 'PUT' as const, url: `/api/admin-public/products/${fixture.products['Pink Rose Box']}`, payload: { ...validProduct(), stockWas: 25 } },
    { method: 'DELETE' as const, url: `/api/admin-public/products/${fixture.products['Pink Rose Box']}` },
    { method: 'POST' as const, url: '/api/admin-public/categories', payload: { name: 'Orchids', description: 'Exotic' } },
    { method: 'PUT' as const, url: `/api/admin-public/categories/${fixture.categories.roses}`, payload: { name: 'Rosy', description: 'x' } },
    { method: 'PATCH' as const, url: `/api/admin-public/categories/${fixture.categories.roses}/status`, payload: { isActive: false } },
    { method: 'DELETE' as const, url: `/api/admin-public/categories/${fixture.categories.hidden}` },
  ];

  async function snapshot() {
    const db = t.database.db;
    return JSON.stringify([await db.select().from(products).orderBy(products.id), await db.select().from(categories).orderBy(categories.id)]);
  }

  it('refuses every write without a token (401) and for a customer (403), changing nothing', async () => {
    const before = await snapshot();
    for (const write of writes()) {
      const anon = await t.app.inject(write);
      expect(anon.statusCode, `${write.method} ${write.url}`).toBe(401);
      const customer = await t.app.inject({ ...write, headers: bearer(customerToken) });
      expect(customer.statusCode, `${write.method} ${write.url}`).toBe(403);
      expect(customer.json()).toMatchObject({ message: 'Your role in the shop does not allow this', code: 'FORBIDDEN' });
    }
    expect(await snapshot()).toBe(before);
  });

  it('creates, updates and deletes a product as admin, and the storefront sees it at once', async () => {
    await list('?search=orchid'); // warm the cache
    const created = await t.app.inject({ method: 'POST', url: '/api/admin-public/products', headers: bearer(adminToken), payload: validProduct() });
    expect(created.statusCode).toBe(201);
    const product = created.json().product;
    expect(product).toMatchObject({ name: 'Orchid Stem Box', price: 1499, isNew: true, tags: ['orchid', 'purple'], deliveryTime: '2-4 hours' });
    expect(names(await list('?search=orchid'))).toEqual(['Orchid Stem Box']);

    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/admin-public/products/${product._id}`,
      headers: bearer(adminToken),
      payload: { ...validProduct(), price: 1399.5, stock: 0, stockWas: product.stock },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().product).toMatchObject({ price: 1399.5, availability: 'Out of Stock' });

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/admin-public/products/${product._id}`, headers: bearer(adminToken) });
    expect(deleted.statusCode).toBe(204);
    expect((await list('?search=orchid')).total).toBe(0);
  });

  it('never undoes sales with a stale stock: an unchanged stock is left as orders made it, a changed one must start from it', async () => {
    const created = (
      await t.app.inject({ method: 'POST', url: '/api/admin-public/products', headers: bearer(adminToken), payload: { ...validProduct(), stock: 10 } })
    ).json().product;
    const put = (body: object) =>
      t.app.inject({ method: 'PUT', url: `/api/admin-public/products/${created._id}`, headers: bearer(adminToken), payload: { ...validProduct(), ...body } });
    // Two sold while the owner had the form open (stock 10 loaded, 8 now).
    await t.database.db.update(products).set({ stock: 8 }).where(eq(products.id, created._id));
    // A price edit with the stock field untouched keeps the 8.
    const priced = await put({ price: 1599, stock: 10, stockWas: 10 });
    expect(priced.statusCode).toBe(200);
    expect(priced.json().product).toMatchObject({ price: 1599, stock: 8 });
    // A stock edit from the stale 10 is refused, and changes nothing.
    const stale = await put({ price: 1699, stock: 15, stockWas: 10 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STOCK_CHANGED', message: 'Orders changed the stock to 8 while you were editing. Check it and save again.' });
    expect(await t.database.db.query.products.findFirst({ where: eq(products.id, created._id) })).toMatchObject({ stock: 8, pricePaise: 159_900 });
    // From the stock as it is now, the edit goes through.
    expect((await put({ stock: 15, stockWas: 8 })).json().product.stock).toBe(15);
    // An edit must say what it started from.
    expect((await put({ stock: 15 })).statusCode).toBe(400);
  });

  it.each([
    ['no category', { category: '' }, 'Please select a category'],
    ['a malformed category', { category: 'abc' }, 'Invalid category selected'],
    ['an unknown category', { category: '0123456789abcdef01234567' }, 'Invalid category selected'],
    ['a price as text', { price: '1499' }, undefined],
    ['a negative stock', { stock: -1 }, undefined],
    ['a fractional paisa', { price: 10.555 }, undefined],
    ['no name', { name: '' }, 'Name is required'],
  ])('refuses a product with %s (400) and stores nothing', async (_label, override, message) => {
    const before = await t.database.db.$count(products);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin-public/products',
      headers: bearer(adminToken),
      payload: { ...validProduct(), ...override },
    });
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().errors.map((e: { message: string }) => e.message)).toContain(message);
    expect(await t.database.db.$count(products)).toBe(before);
  });

  it('manages categories: create, duplicate 409, deactivate hides products, delete refused while in use', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin-public/categories',
      headers: bearer(adminToken),
      payload: { name: 'Orchids', description: 'Exotic stems', sortOrder: 5 },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().category).toMatchObject({ name: 'Orchids', slug: 'orchids', isActive: true, sortOrder: 5 });
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/admin-public/categories',
      headers: bearer(adminToken),
      payload: { name: 'orchids', description: 'again' },
    });
    expect(dup.statusCode).toBe(409);

    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin-public/categories/${fixture.categories.garlands}/status`,
      headers: bearer(adminToken),
      payload: { isActive: false },
    });
    expect(off.statusCode).toBe(200);
    expect(names(await list('?search=gajra'))).toEqual([]);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin-public/categories/${fixture.categories.garlands}/status`,
      headers: bearer(adminToken),
      payload: { isActive: true },
    });
    expect(names(await list('?search=gajra'))).toEqual(['Mogra Gajra']);

    const inUse = await t.app.inject({ method: 'DELETE', url: `/api/admin-public/categories/${fixture.categories.garlands}`, headers: bearer(adminToken) });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toMatchObject({ code: 'CATEGORY_IN_USE' });
    const empty = await t.app.inject({ method: 'DELETE', url: `/api/admin-public/categories/${created.json().category._id}`, headers: bearer(adminToken) });
    expect(empty.statusCode).toBe(204);
  });

  it("takes only the shop's own pictures for products and categories (400 otherwise, nothing saved)", async () => {
    const before = await snapshot();
    const foreign = [
      'https://evil.example/rose.jpg',
      'http://169.254.169.254/latest/meta-data/',
      '//evil.example/x.webp',
      'javascript:alert(1)',
      '/uploads/../secrets.json',
      '/uploads/a/../../x.webp',
      'file:///etc/passwd',
      '/etc/passwd',
    ];
    for (const image of foreign) {
      const product = await t.app.inject({
        method: 'POST',
        url: '/api/admin-public/products',
        headers: bearer(adminToken),
        payload: { ...validProduct(), images: ['/uploads/catalogue/orchid-1.webp', image] },
      });
      expect([image, product.statusCode, product.json().errors?.[0]?.path]).toEqual([image, 400, 'images.1']);
      const category = await t.app.inject({
        method: 'POST',
        url: '/api/admin-public/categories',
        headers: bearer(adminToken),
        payload: { name: 'Orchids', description: 'Exotic', image },
      });
      expect([image, category.statusCode, category.json().errors?.[0]?.path]).toEqual([image, 400, 'image']);
    }
    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/admin-public/categories/${fixture.categories.roses}`,
      headers: bearer(adminToken),
      payload: { name: 'Roses', description: 'x', image: 'https://evil.example/roses.jpg' },
    });
    expect(update.statusCode).toBe(400);
    expect(await snapshot()).toBe(before);
    // The shop's uploads are taken.
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/admin-public/products',
      headers: bearer(adminToken),
      payload: { ...validProduct(), name: 'Orchid Pair', images: ['/uploads/catalogue/orchid-1.webp'] },
    });
    expect(own.statusCode).toBe(201);
  });
});

describe('Hindi beside the English', () => {
  const hindiProduct = (categoryId: string) => ({
    name: 'Marigold Door Toran',
    description: 'Marigold and mango leaves for the main door',
    price: 349,
    category: categoryId,
    stock: 9,
    tags: ['marigold'],
    features: ['Fits a 3 ft door'],
    hi: { name: '  गेंदे का तोरण ', description: 'मुख्य दरवाज़े के लिए गेंदे और आम के पत्ते', tags: ['गेंदा', ' ', 'गेंदा', 'दिवाली'], features: ['3 फ़ुट के दरवाज़े पर'] },
  });
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: bearer(adminToken), payload });
  const put = (url: string, payload: object) => t.app.inject({ method: 'PUT', url, headers: bearer(adminToken), payload });

  it('keeps a product’s and a category’s Hindi, answers it to everyone, and finds the product by it', async () => {
    const category = (await post('/api/admin-public/categories', { name: 'Torans', description: 'For the door', hi: { name: 'तोरण', description: '' } })).json()
      .category;
    expect(category.hi).toEqual({ name: 'तोरण' });
    const created = await post('/api/admin-public/products', hindiProduct(category._id));
    expect(created.statusCode).toBe(201);
    const product = created.json().product;
    expect(product.hi).toEqual({ name: 'गेंदे का तोरण', description: 'मुख्य दरवाज़े के लिए गेंदे और आम के पत्ते', tags: ['गेंदा', 'दिवाली'], features: ['3 फ़ुट के दरवाज़े पर'] });
    expect(product.category).toEqual({ _id: category._id, slug: 'torans', name: 'Torans', hi: { name: 'तोरण' } });

    const read = await t.app.inject({ method: 'GET', url: `/api/admin-public/products/${product._id}` });
    expect(read.json().product).toMatchObject({ name: 'Marigold Door Toran', hi: product.hi });
    expect(names(await list('?search=दिवाली'))).toEqual(['Marigold Door Toran']);
    const publicCategories = (await t.app.inject({ method: 'GET', url: '/api/categories' })).json().categories as { _id: string; hi?: object }[];
    expect(publicCategories.find((c) => c._id === category._id)?.hi).toEqual({ name: 'तोरण' });
  });

  it('leaves empty Hindi fields out, keeps the Hindi when an edit sends none, and clears it when an edit sends it empty', async () => {
    const category = (await post('/api/admin-public/categories', { name: 'Door Garlands', description: 'For the door' })).json().category;
    expect(category).not.toHaveProperty('hi');
    const product = (await post('/api/admin-public/products', hindiProduct(category._id))).json().product;
    const url = `/api/admin-public/products/${product._id}`;
    const { hi: _hi, ...english } = hindiProduct(category._id);

    const nameOnly = await put(url, { ...english, stockWas: 9, hi: { name: 'तोरण', description: '   ', tags: [], features: [''] } });
    expect(nameOnly.statusCode).toBe(200);
    expect(nameOnly.json().product.hi).toEqual({ name: 'तोरण' });
    const untouched = await put(url, { ...english, price: 399, stockWas: 9 });
    expect(untouched.json().product).toMatchObject({ price: 399, hi: { name: 'तोरण' } });
    const cleared = await put(url, { ...english, stockWas: 9, hi: {} });
    expect(cleared.json().product).not.toHaveProperty('hi');
    const found = (await list('?search=दिवाली&limit=100')).products as unknown as { _id: string }[];
    expect(found.map((p) => p._id)).not.toContain(product._id);

    const renamed = await put(`/api/admin-public/categories/${category._id}`, {
      name: 'Door Garlands',
      description: 'For the door',
      hi: { name: 'बंदनवार', description: 'दरवाज़े के लिए' },
    });
    expect(renamed.json().category.hi).toEqual({ name: 'बंदनवार', description: 'दरवाज़े के लिए' });
  });

  it.each([
    ['a Hindi name over 120 characters', { name: 'फ'.repeat(121) }, 'hi.name'],
    ['a Hindi description over 4000 characters', { description: 'फ'.repeat(4001) }, 'hi.description'],
    ['a Hindi tag over 80 characters', { tags: ['फ'.repeat(81)] }, 'hi.tags.0'],
    ['more than 20 Hindi features', { features: Array.from({ length: 21 }, (_, i) => `बात ${i}`) }, 'hi.features'],
    ['a Hindi name that is not text', { name: 5 }, 'hi.name'],
  ])('refuses a product with %s (400) and stores nothing', async (_label, hi, path) => {
    const before = await t.database.db.$count(products);
    const res = await post('/api/admin-public/products', { ...hindiProduct(fixture.categories.roses), hi });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(path);
    expect(await t.database.db.$count(products)).toBe(before);
  });

  it('refuses a category whose Hindi name is over 80 characters (400)', async () => {
    const res = await post('/api/admin-public/categories', { name: 'Long', description: 'x', hi: { name: 'फ'.repeat(81) } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { path: string }) => e.path)).toContain('hi.name');
  });
});

// A product or category that is not there, said in the page's language: the web app names it in
// Accept-Language ('hi' on the Hindi pages); without it, word for word the English as before.
const HINDI = { 'accept-language': 'hi' };
const MISSING = '0123456789abcdef01234567';

describe('catalogue refusals in the page’s language', () => {
  const read = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('says a product is not found in Hindi', async () => {
    const url = `/api/admin-public/products/${MISSING}`;
    expect((await read(url)).json()).toMatchObject({ code: 'NOT_FOUND', message: 'Product not found' });
    const hindi = await read(url, HINDI);
    expect(hindi.statusCode).toBe(404);
    expect(hindi.json()).toMatchObject({ code: 'NOT_FOUND', message: 'उत्पाद नहीं मिला' });
  });

  it('says a category is not found in Hindi', async () => {
    const url = `/api/admin-public/categories/${MISSING}`;
    expect((await read(url)).json()).toMatchObject({ code: 'NOT_FOUND', message: 'Category not found' });
    expect((await read(url, HINDI)).json()).toMatchObject({ code: 'NOT_FOUND', message: 'श्रेणी नहीं मिली' });
  });
});
