// The demo seed for real: a migrated database, real pictures on disk decoded by sharp, and the
// "only into an empty catalogue" and --reset behaviours.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { newId } from '../db/ids';
import { categories, customOrders, products, reviews, users } from '../db/schema';
import { DEMO_DESIGNS, DEMO_DESIGN_OWNER } from './demo-designs';
import { seedDemoCatalogue } from './seed';
import { ProductListQuerySchema } from '@phoolwari/contracts';
import { listProducts } from '../modules/catalog/repo';

let database: TestDatabase;
let uploadsDir: string;
let firstRun = { categories: 0, products: 0 };

beforeAll(async () => {
  database = await createTestDatabase();
  uploadsDir = await mkdtemp(path.join(tmpdir(), 'phoolwari-seed-'));
});

afterAll(async () => {
  await database?.dispose();
  if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
});

/** The file behind an `/uploads/...` URL, and its 400-px sibling. */
function filesOf(url: string): { large: string; small: string } {
  expect(url).toMatch(/^\/uploads\/catalogue\/[a-z0-9-]+\.webp$/);
  const large = path.join(uploadsDir, url.slice('/uploads/'.length));
  return { large, small: large.replace(/\.webp$/, '-400.webp') };
}

async function expectWebp(file: string, size: number): Promise<void> {
  expect(existsSync(file), file).toBe(true);
  const meta = await sharp(file).metadata();
  expect(meta.format).toBe('webp');
  expect([meta.width, meta.height]).toEqual([size, size]);
  expect(meta.exif).toBeUndefined();
  // Decode every pixel, not just the header: a truncated file fails here.
  const { info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
  expect(info.width).toBe(size);
}

describe('seedDemoCatalogue', () => {
  it('fills an empty database with a complete catalogue and real pictures', async () => {
    const result = await seedDemoCatalogue(database.db, { uploadsDir });
    expect(result.seeded).toBe(true);
    expect(result.categories).toBeGreaterThanOrEqual(8);
    expect(result.products).toBeGreaterThanOrEqual(40);
    firstRun = { categories: result.categories, products: result.products };

    const cats = await database.db.select().from(categories);
    const prods = await database.db.select().from(products);
    expect(cats).toHaveLength(result.categories);
    expect(prods).toHaveLength(result.products);

    for (const c of cats) {
      expect(c.isActive).toBe(true);
      expect(prods.filter((p) => p.categoryId === c.id).length, c.slug).toBeGreaterThanOrEqual(4);
    }
    expect(prods.some((p) => p.stock === 0)).toBe(true);
    expect(prods.some((p) => p.stock >= 1 && p.stock <= 5)).toBe(true);
    expect(prods.some((p) => p.originalPricePaise > p.pricePaise)).toBe(true);
    expect(prods.filter((p) => p.featured).length).toBeGreaterThanOrEqual(8);
    expect(prods.filter((p) => p.pricePaise <= 100_000).length).toBeGreaterThan(prods.length / 2);
    for (const p of prods) {
      expect(p.pricePaise % 100, p.name).toBe(0);
      expect(p.originalPricePaise === 0 || p.originalPricePaise > p.pricePaise, p.name).toBe(true);
      // Fresh flowers are HSN 0603 at nil rate; the gifts sent with them carry their own codes and
      // rates, and are the add-ons offered beside bouquets.
      expect(
        [
          ['0603', 0],
          // The schedule in force since 22 September 2025 (see the seed's catalogue).
          ['1905', 5],
          ['1806', 5],
          ['7013', 18],
          ['4909', 12],
          ['9503', 5],
        ],
        p.name,
      ).toContainEqual([p.hsnCode, p.gstRate]);
      expect(p.isAddon, p.name).toBe(p.hsnCode !== '0603');
      if (p.isAddon) expect(p.featured, p.name).toBe(false);
      expect(p.tags.length).toBeGreaterThanOrEqual(2);
      expect(p.images.length).toBeGreaterThanOrEqual(1);
      expect(p.images.length).toBeLessThanOrEqual(3);
      if (p.hsnCode !== '0603') continue; // gifts have no demo reviews (those are written about flowers)
      expect(p.rating).toBeGreaterThanOrEqual(3.6);
      expect(p.rating).toBeLessThanOrEqual(4.9);
    }
    // New arrivals are the most recent, so "newest" shows them first.
    const newest = [...prods].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    const freshCount = prods.filter((p) => p.isNew).length;
    expect(freshCount).toBeGreaterThan(0);
    expect(newest.slice(0, freshCount).every((p) => p.isNew)).toBe(true);

    const urls = [...cats.map((c) => c.image), ...prods.flatMap((p) => p.images)];
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) {
      const { large, small } = filesOf(url);
      await expectWebp(large, 800);
      await expectWebp(small, 400);
    }
  }, 90_000);

  it('writes every category and product in Hindi too, in Devanagari, and search finds them by it', async () => {
    const cats = await database.db.select().from(categories);
    const prods = await database.db.select().from(products);
    for (const row of [...cats, ...prods]) {
      expect(row.nameHi, row.name).toMatch(/\p{Script=Devanagari}/u);
      expect(row.descriptionHi, row.name).toMatch(/\p{Script=Devanagari}/u);
      // Hindi words, not English ones in Latin letters ('Premium', 'Mini').
      expect(row.nameHi, row.name).not.toMatch(/[a-z]/i);
      for (const text of [row.nameHi, row.descriptionHi]) expect(text.normalize('NFC'), row.name).toBe(text);
    }
    for (const p of prods) {
      expect(p.featuresHi, p.name).toHaveLength(p.features.length);
      expect(p.tagsHi.length, p.name).toBeGreaterThanOrEqual(2);
      for (const tag of p.tagsHi) expect(tag, p.name).not.toMatch(/[a-z]/i);
    }

    const search = async (words: string) => {
      const { rows } = await listProducts(database.db, { query: ProductListQuerySchema.parse({ search: words, limit: 100 }) });
      return rows.map((r) => r.name);
    };
    const roses = (await search('गुलाब')).sort();
    expect(roses).toContain('Red Rose Bouquet');
    expect((await search('gulab')).sort()).toEqual(roses);
    expect((await search('rose')).sort()).toEqual(roses);
    expect(await search('गेंदे की माला')).toContain('Genda Phool Mala');
    expect((await search('मोगरा गजरा'))[0]).toBe('Mogra Gajra (pair)');
    // The name a customer typed comes first, before the products named by another name of it.
    expect((await search('mogra'))[0]).toMatch(/Mogra/);
    expect((await search('gulab'))[0]).toMatch(/Gulab/);
    expect((await search('jasmine'))[0]).toMatch(/Jasmine/);
    expect(await search('तोरण')).toEqual(expect.arrayContaining(['Genda Phool Toran', 'Griha Pravesh Door Decoration']));
  });

  it('gives every product demo reviews, and computes its rating and reviews count from them', async () => {
    const prods = await database.db.select().from(products);
    const rows = await database.db.select().from(reviews);
    for (const p of prods.filter((p) => p.hsnCode === '0603')) {
      const own = rows.filter((r) => r.productId === p.id);
      expect(own.length, p.name).toBeGreaterThanOrEqual(3);
      expect(p.reviewsCount, p.name).toBe(own.length);
      expect(p.rating, p.name).toBeCloseTo(Math.round((10 * own.reduce((sum, r) => sum + r.rating, 0)) / own.length) / 10, 5);
      // Believable: nobody reviews a product twice, and no two reviews of it say the same words.
      const words = own.map((r) => r.comment).filter(Boolean);
      expect(new Set(words).size, p.name).toBe(words.length);
      expect(new Set(own.map((r) => r.authorName)).size, p.name).toBe(own.length);
      for (const r of own) {
        // Demo reviews belong to no customer, so they never pass for verified purchases.
        expect(r).toMatchObject({ userId: null, orderId: null, hiddenAt: null });
        expect(r.authorName).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
        expect(r.createdAt.getTime()).toBeGreaterThanOrEqual(p.createdAt.getTime());
      }
    }
  });

  it('fills the demo gallery with approved designs, two of them products, owned by an account nobody can sign in to', async () => {
    const designs = await database.db.select().from(customOrders);
    expect(designs).toHaveLength(DEMO_DESIGNS.length);
    const [owner] = await database.db.select().from(users).where(eq(users.email, DEMO_DESIGN_OWNER.email));
    expect(owner?.disabledAt).not.toBeNull();
    expect(owner?.passwordHash?.startsWith('scrypt$')).toBe(false);
    const prods = await database.db.select().from(products);
    for (const d of designs) {
      expect(d.userId).toBe(owner?.id);
      // The shop's own examples are in the gallery by the shop's own consent.
      expect(d.galleryConsent, d.customOrderId).toBe(true);
      expect(d.approvedPricePaise).toBeGreaterThan(0);
      // In Hindi too, in Devanagari words (not English in Latin letters), as the catalogue is.
      for (const text of [d.approvedNameHi, d.approvedDescriptionHi, ...d.approvedTagsHi]) {
        expect(text, d.customOrderId).toMatch(/\p{Script=Devanagari}/u);
        expect(text, d.customOrderId).not.toMatch(/[a-z]/i);
        expect(text.normalize('NFC'), d.customOrderId).toBe(text);
      }
      expect(d.approvedFeaturesHi, d.customOrderId).toHaveLength(d.approvedFeatures.length);
      await expectWebp(filesOf(d.generatedImage).large, 800);
      if (d.status === 'converted_to_product') {
        const product = prods.find((p) => p.id === d.convertedProductId);
        expect(product?.images[0]).toBe(d.generatedImage);
        expect(product?.pricePaise).toBe(d.approvedPricePaise);
        expect(product?.nameHi).toBe(d.approvedNameHi);
      } else {
        expect(d.status).toBe('approved');
        expect(d.convertedProductId).toBeNull();
      }
    }
    expect(designs.filter((d) => d.status === 'converted_to_product')).toHaveLength(2);
  });

  it('does nothing when the catalogue already has categories', async () => {
    const before = await database.db.select({ id: products.id }).from(products);
    const result = await seedDemoCatalogue(database.db, { uploadsDir });
    expect(result).toMatchObject({ seeded: false, categories: 0, products: 0 });
    const after = await database.db.select({ id: products.id }).from(products);
    expect(after.map((p) => p.id).sort()).toEqual(before.map((p) => p.id).sort());
  });

  it('replaces the catalogue on reset and leaves users alone', async () => {
    const userId = newId();
    await database.db.insert(users).values({ id: userId, email: 'asha@example.in', name: 'Asha', passwordHash: 'x' });
    const oldIds = new Set((await database.db.select({ id: products.id }).from(products)).map((p) => p.id));
    const stray = path.join(uploadsDir, 'catalogue', 'left-over.webp');
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .webp()
      .toFile(stray);

    const result = await seedDemoCatalogue(database.db, { uploadsDir, reset: true });
    expect(result).toMatchObject({ seeded: true, ...firstRun });

    const prods = await database.db.select().from(products);
    expect(prods).toHaveLength(result.products);
    expect(await database.db.select().from(categories)).toHaveLength(result.categories);
    expect(prods.some((p) => oldIds.has(p.id))).toBe(false);
    const emails = (await database.db.select({ email: users.email }).from(users)).map((u) => u.email).sort();
    expect(emails).toEqual(['asha@example.in', DEMO_DESIGN_OWNER.email]);
    expect(await database.db.select().from(customOrders)).toHaveLength(DEMO_DESIGNS.length);
    // The folder was emptied first: only the new pictures (800 + 400 each) are there.
    const files = await readdir(path.join(uploadsDir, 'catalogue'));
    expect(files).not.toContain('left-over.webp');
    const catImages = (await database.db.select({ image: categories.image }).from(categories)).length;
    const drawnDesigns = DEMO_DESIGNS.filter((d) => !d.product).length;
    expect(files).toHaveLength(2 * (catImages + prods.reduce((n, p) => n + p.images.length, 0) + drawnDesigns));
  }, 90_000);
});
