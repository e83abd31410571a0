// The JPEG previews shared links show: 1200 × 630 JPEG drawn from a product's or a public design's
// stored WebP picture, or the shop's most popular products; nothing for what a visitor cannot see.
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp, { type OutputInfo } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../db/ids';
import { customOrders, products } from '../../db/schema';
import { createTestApp, registerCustomer, type TestApp } from '../../test/app';
import { insertTestCatalogue } from '../../test/catalogue-fixture';
import { newCustomOrderId } from '../custom-designs/service';
import { createShareImages } from './share-images';

let t: TestApp;
let fixture: Awaited<ReturnType<typeof insertTestCatalogue>>;
const designs = { approved: newId(), draft: newId() };

/** A stored catalogue picture as the image pipeline makes them: an 800 px WebP square. */
async function storePicture(url: string, colour: string) {
  const file = path.join(t.dataDir, 'uploads', url.slice('/uploads/'.length));
  mkdirSync(path.dirname(file), { recursive: true });
  await sharp({ create: { width: 800, height: 800, channels: 3, background: colour } })
    .webp()
    .toFile(file);
}

beforeAll(async () => {
  t = await createTestApp();
  fixture = await insertTestCatalogue(t.database.db);
  for (const name of Object.keys(fixture.products)) await storePicture(`/uploads/catalogue/${name.toLowerCase().replaceAll(' ', '-')}-1.webp`, '#c81e4a');
  await storePicture('/uploads/designs/approved.webp', '#f59e0b');
  const customer = await registerCustomer(t.app);
  const userId = (await t.database.db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, customer.user.email) }))!.id;
  const design = (id: string, status: 'approved' | 'draft') => ({
    id,
    customOrderId: newCustomOrderId(new Date()),
    userId,
    prompt: 'Marigold toran',
    generatedImage: '/uploads/designs/approved.webp',
    generator: 'procedural',
    status,
    // The customer agreed to the gallery: without it an approved design is not public.
    galleryConsent: true,
  });
  await t.database.db.insert(customOrders).values([design(designs.approved, 'approved'), design(designs.draft, 'draft')]);
});
afterAll(() => t.close());

async function jpeg(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('image/jpeg');
  expect(res.headers['cache-control']).toBe('public, max-age=86400');
  return { meta: await sharp(res.rawPayload).metadata(), pixels: await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true }) };
}

/** The colour at (x, y) of a decoded picture. */
function at({ data, info }: { data: Buffer; info: OutputInfo }, x: number, y: number) {
  const i = (y * info.width + x) * info.channels;
  return [data[i]!, data[i + 1]!, data[i + 2]!];
}

describe('share previews', () => {
  it("draws a product's picture as a 1200 × 630 JPEG, centred on the shop's background", async () => {
    const { meta, pixels } = await jpeg(`/share/products/${fixture.products['Red Rose Bouquet']}.jpg`);
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    const [r, g, b] = at(pixels, 600, 315);
    expect(r).toBeGreaterThan(170);
    expect(g).toBeLessThan(70);
    expect(b).toBeLessThan(110);
    // The picture is square: the sides are the pale background.
    expect(at(pixels, 20, 315).every((c) => c > 235)).toBe(true);
  });

  it("draws a public design's picture, and the shop's own from its most popular products", async () => {
    const design = await jpeg(`/share/designs/${designs.approved}.jpg`);
    expect([design.meta.width, design.meta.height]).toEqual([1200, 630]);
    const shop = await jpeg('/share/shop.jpg');
    expect([shop.meta.width, shop.meta.height]).toEqual([1200, 630]);
    // Three pictures side by side: the left and right thirds are filled, not background.
    for (const x of [200, 600, 1000]) expect(at(shop.pixels, x, 315)[1]).toBeLessThan(70);
  });

  it('answers 404 for a missing product, a hidden one or a draft design, and 400 for a malformed id', async () => {
    for (const url of [
      `/share/products/${newId()}.jpg`,
      `/share/products/${fixture.products['Old Stock Wreath']}.jpg`,
      `/share/designs/${designs.draft}.jpg`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: '/share/products/not-an-id.jpg' })).statusCode).toBe(400);
  });
});

describe('a share preview never fetches what is not the shop’s', () => {
  /** A host that counts what it is asked and answers a redirect to `/inside` (another host's, or its own). */
  async function countingHost() {
    const asked: string[] = [];
    const server = createServer((request, response) => {
      asked.push(request.url ?? '');
      if (request.url === '/bucket/moved.webp') response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      else if (request.url === '/bucket/rose.webp')
        void sharp({ create: { width: 40, height: 40, channels: 3, background: '#c81e4a' } })
          .webp()
          .toBuffer()
          .then((bytes) => response.writeHead(200, { 'content-type': 'image/webp' }).end(bytes));
      else response.writeHead(500).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return { asked, base, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  }

  it("answers a product whose picture is another host's with the plain background, kept briefly, and asks that host nothing", async () => {
    const host = await countingHost();
    try {
      const id = newId();
      // Written straight to the database: the API refuses such an address since.
      await t.database.db.insert(products).values({
        id,
        name: 'Borrowed Picture',
        slug: 'borrowed-picture',
        description: 'x',
        pricePaise: 10_000,
        categoryId: fixture.categories.roses,
        images: [`${host.base}/bucket/rose.webp`],
        stock: 3,
      });
      for (let i = 0; i < 2; i++) {
        const res = await t.app.inject({ method: 'GET', url: `/share/products/${id}.jpg` });
        expect([res.statusCode, res.headers['content-type'], res.headers['cache-control']]).toEqual([200, 'image/jpeg', 'public, max-age=300']);
        expect((await sharp(res.rawPayload).metadata()).width).toBe(1200);
      }
      expect(host.asked).toEqual([]);
    } finally {
      await host.close();
    }
  });

  it("fetches from the shop's bucket only, never follows a redirect, and keeps a failure instead of asking again", async () => {
    const host = await countingHost();
    try {
      const failures: unknown[] = [];
      const previews = createShareImages({ uploadsDir: t.dataDir, imageBase: `${host.base}/bucket` });
      const drawn = await previews.preview([`${host.base}/bucket/rose.webp`], (error) => failures.push(error));
      expect([drawn.placeholder, failures]).toEqual([false, []]);

      for (let i = 0; i < 2; i++) expect((await previews.preview([`${host.base}/bucket/moved.webp`], (error) => failures.push(error))).placeholder).toBe(true);
      expect((await previews.preview([`${host.base}/elsewhere/rose.webp`], (error) => failures.push(error))).placeholder).toBe(true);
      expect((await previews.preview([`${host.base}/bucketeer/rose.webp`], (error) => failures.push(error))).placeholder).toBe(true);
      // One request for the picture, one for the redirect (not followed, not repeated), none outside the bucket.
      expect(host.asked).toEqual(['/bucket/rose.webp', '/bucket/moved.webp']);
      expect(failures).toHaveLength(3);
    } finally {
      await host.close();
    }
  });
});
