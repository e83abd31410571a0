// The sitemap and robots.txt on a real database: every active product, active category and public
// design on the shop's public address; private pages kept out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { newId } from '../../db/ids';
import { customOrders } from '../../db/schema';
import { createTestApp, registerCustomer, type TestApp } from '../../test/app';
import { insertTestCatalogue } from '../../test/catalogue-fixture';
import { newCustomOrderId } from '../custom-designs/service';
import { slugify } from '../catalog';

let t: TestApp;
let fixture: Awaited<ReturnType<typeof insertTestCatalogue>>;
const designs = { approved: newId(), draft: newId(), private: newId() };

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://flowers.example.in/' });
  fixture = await insertTestCatalogue(t.database.db);
  const customer = await registerCustomer(t.app);
  const userId = (await t.database.db.query.users.findFirst({ where: (u, { eq: is }) => is(u.email, customer.user.email) }))!.id;
  const design = (id: string, status: 'approved' | 'draft', galleryConsent = true) => ({
    id,
    customOrderId: newCustomOrderId(new Date()),
    userId,
    prompt: 'Red roses',
    generatedImage: '/uploads/designs/x.webp',
    generator: 'procedural',
    status,
    galleryConsent,
  });
  await t.database.db
    .insert(customOrders)
    .values([design(designs.approved, 'approved'), design(designs.draft, 'draft'), design(designs.private, 'approved', false)]);
});
afterAll(() => t.close());

describe('sitemap.xml', () => {
  it('lists fixed pages, active categories, their products and public designs on PUBLIC_URL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain('https://flowers.example.in/');
    expect(locs).toContain('https://flowers.example.in/products');
    expect(locs).toContain('https://flowers.example.in/custom-orders');
    // Pages by their readable addresses: a category's and a product's word, never an id.
    expect(locs).toContain('https://flowers.example.in/products?category=roses');
    expect(locs).not.toContain('https://flowers.example.in/products?category=retired');
    for (const name of Object.keys(fixture.products)) {
      const listed = locs.includes(`https://flowers.example.in/product/${slugify(name)}`);
      expect(listed, name).toBe(name !== 'Old Stock Wreath');
    }
    expect(locs).toContain(`https://flowers.example.in/custom-order/${designs.approved}`);
    expect(locs).not.toContain(`https://flowers.example.in/custom-order/${designs.draft}`);
    // Approved, but its customer did not agree to the gallery: not public, so not listed.
    expect(locs).not.toContain(`https://flowers.example.in/custom-order/${designs.private}`);
    expect(res.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it('lists every page in Hindi too, each language naming the other', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const rose = 'red-rose-bouquet';
    expect(locs).toContain('https://flowers.example.in/hi');
    expect(locs).toContain(`https://flowers.example.in/hi/product/${rose}`);
    expect(locs.filter((l) => l!.includes('/hi')).length).toBe(locs.length / 2);
    const hindiEntry = res.body.split('<url>').find((u) => u.includes(`<loc>https://flowers.example.in/hi/product/${rose}</loc>`));
    expect(hindiEntry).toContain(`<xhtml:link rel="alternate" hreflang="en-IN" href="https://flowers.example.in/product/${rose}"/>`);
    expect(hindiEntry).toContain(`<xhtml:link rel="alternate" hreflang="hi-IN" href="https://flowers.example.in/hi/product/${rose}"/>`);
  });

  it('follows the catalogue: a design taken out of the gallery leaves it', async () => {
    await t.database.db.update(customOrders).set({ status: 'rejected' }).where(eq(customOrders.id, designs.approved));
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.body).not.toContain(designs.approved);
  });
});

describe('robots.txt', () => {
  it('points to the sitemap and keeps staff, checkout, cart, orders and the API out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const lines = res.body.split('\n');
    expect(lines).toContain('Sitemap: https://flowers.example.in/sitemap.xml');
    for (const path of ['/admin', '/checkout', '/cart', '/orders', '/track/', '/api/', '/hi/admin', '/hi/checkout', '/hi/cart', '/hi/orders', '/hi/track/'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).not.toContain('Disallow: /');
  });
});
