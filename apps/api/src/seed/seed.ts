// Seeds the demo catalogue into an empty database (or, with `reset`, replaces the catalogue):
// draws every picture into UPLOADS_DIR/catalogue as `<name>.webp` (800 px) beside
// `<name>-400.webp` (400 px) — the web app builds its srcset from that pair — then inserts the
// categories, products and their demo reviews in one transaction; each product's rating and
// reviews count are then computed from its reviews. The demo gallery's custom designs come with it,
// owned by one account nobody can sign in to. Other users, sessions and orders are untouched.
import { availableParallelism } from 'node:os';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { DRAWN_BY_DESIGN_STUDIO } from '@phoolwari/contracts';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { newId } from '../db/ids';
import { categories, customOrders, productOptions, products, reviews, users } from '../db/schema';
import { refreshProductRatings } from '../modules/reviews';
import { DEMO_CATEGORIES, DEMO_PRODUCTS, type ArtRecipe } from './catalogue';
import { DEMO_DESIGNS, DEMO_DESIGN_OWNER } from './demo-designs';
import { demoReviewsFor } from './demo-reviews';
import { readPrompt } from '../platform/image-generation/procedural';
import { renderFlowerArt, type ArtSpec } from '../platform/image-generation/flower-art';
import { slugify } from '../modules/catalog';

export interface SeedOptions {
  uploadsDir: string;
  /** Delete every product and category (and their pictures) first. */
  reset?: boolean;
  log?: (msg: string) => void;
}

export interface SeedResult {
  seeded: boolean;
  categories: number;
  products: number;
  ms: number;
}

/** Folder under the uploads root, and URL prefix, of the seeded pictures. */
const CATALOGUE_DIR = 'catalogue';
/** Any constant works: it only has to be the same for every instance seeding one database. */
const SEED_LOCK_KEY = 7_431_902;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows per insert statement: well under PostgreSQL's limit of 65,535 parameters. */
const REVIEW_BATCH = 1000;

interface Picture {
  /** File name without extension, e.g. `red-rose-bouquet-12-1`. */
  name: string;
  spec: ArtSpec;
}

export async function seedDemoCatalogue(db: Db, opts: SeedOptions): Promise<SeedResult> {
  const started = performance.now();
  const log = opts.log ?? (() => undefined);
  const elapsed = () => Math.round(performance.now() - started);

  if (!opts.reset && (await hasCatalogue(db))) {
    return { seeded: false, categories: 0, products: 0, ms: elapsed() };
  }

  const dir = path.join(opts.uploadsDir, CATALOGUE_DIR);
  if (opts.reset) {
    await db.transaction(async (tx) => {
      const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_DESIGN_OWNER.email));
      if (owner) await tx.delete(customOrders).where(eq(customOrders.userId, owner.id));
      await tx.delete(products);
      await tx.delete(categories);
    });
    await rm(dir, { recursive: true, force: true });
  }

  const categoryPictures = new Map(DEMO_CATEGORIES.map((c) => [c.slug, listPictures(`category-${c.slug}`, c.art, 1)]));
  const productPictures = new Map(DEMO_PRODUCTS.map((p) => [p.slug, listPictures(p.slug, p.art, p.images)]));
  // Demo designs that are not products are drawn from their words, as the offline designer would.
  const designPictures = new Map(
    DEMO_DESIGNS.filter((d) => !d.product).map((d) => [d.customOrderId, [{ name: `design-${d.customOrderId.toLowerCase()}`, spec: readPrompt(d.prompt) }]]),
  );
  const pictures = [...categoryPictures.values(), ...productPictures.values(), ...designPictures.values()].flat();
  log(`Drawing ${pictures.length} demo catalogue pictures into ${dir}`);
  await mkdir(dir, { recursive: true });
  await drawPictures(pictures, dir);
  log(`Pictures drawn in ${elapsed()} ms`);

  const now = Date.now();
  const categoryIds = new Map(DEMO_CATEGORIES.map((c) => [c.slug, newId(now - 90 * DAY_MS)]));
  const categoryRows = DEMO_CATEGORIES.map((c) => {
    const createdAt = new Date(now - 90 * DAY_MS);
    return {
      id: categoryIds.get(c.slug) ?? newId(),
      name: c.name,
      slug: c.slug,
      description: c.description,
      nameHi: c.hi.name,
      descriptionHi: c.hi.description,
      image: pictureUrls(categoryPictures.get(c.slug))[0] ?? '',
      isActive: c.isActive,
      sortOrder: c.sortOrder,
      createdAt,
      updatedAt: createdAt,
    };
  });
  const ages = assignAges(DEMO_PRODUCTS);
  const productRows = DEMO_PRODUCTS.map((p, i) => {
    const categoryId = categoryIds.get(p.category);
    if (!categoryId) throw new Error(`Demo product ${p.slug} names an unknown category ${p.category}`);
    const createdAt = new Date(now - (ages[i] ?? 30) * DAY_MS);
    return {
      id: newId(createdAt.getTime()),
      name: p.name,
      slug: slugify(p.name),
      description: p.description,
      nameHi: p.hi.name,
      descriptionHi: p.hi.description,
      tagsHi: p.hi.tags,
      featuresHi: p.hi.features,
      pricePaise: Math.round(p.price * 100),
      originalPricePaise: Math.round(p.originalPrice * 100),
      categoryId,
      images: pictureUrls(productPictures.get(p.slug)),
      stock: p.stock,
      tags: p.tags,
      features: p.features,
      deliveryTime: p.deliveryTime,
      featured: p.featured,
      isNew: p.isNew,
      isAddon: p.isAddon ?? false,
      hsnCode: p.hsnCode ?? '0603',
      gstRate: p.gstRate ?? 0,
      personalisationMax: p.personalisationMax ?? 0,
      createdAt,
      updatedAt: createdAt,
    };
  });

  const optionRows = productRows.flatMap((row, i) =>
    (DEMO_PRODUCTS[i]?.options ?? []).map((o, sortOrder) => ({
      id: newId(),
      productId: row.id,
      label: o.label,
      labelHi: o.labelHi,
      pricePaise: Math.round(o.price * 100),
      stock: o.stock,
      sku: o.sku,
      sortOrder,
    })),
  );

  const reviewRows = productRows.flatMap((row, i) => {
    const p = DEMO_PRODUCTS[i];
    return p ? demoReviewsFor({ id: row.id, slug: p.slug, rating: p.rating, reviews: p.reviews, createdAt: row.createdAt }, now) : [];
  });

  const inserted = await db.transaction(async (tx) => {
    // Several instances may boot at once on one empty PostgreSQL: the lock lets one seed and the
    // others find the catalogue already there (the pictures they drew are byte-identical).
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if ((await tx.select({ id: categories.id }).from(categories).limit(1)).length > 0) return false;
    await tx.insert(categories).values(categoryRows);
    await tx.insert(products).values(productRows);
    if (optionRows.length > 0) {
      await tx.insert(productOptions).values(optionRows);
      // The search document is made when the product is written: again now, with its sizes.
      await tx.execute(sql`UPDATE ${products} SET name = name WHERE id IN (SELECT product_id FROM ${productOptions})`);
    }
    for (let i = 0; i < reviewRows.length; i += REVIEW_BATCH) await tx.insert(reviews).values(reviewRows.slice(i, i + REVIEW_BATCH));
    await refreshProductRatings(
      tx,
      productRows.map((p) => p.id),
    );
    await insertDemoDesigns(tx, { now, categoryIds, productRows, designPictures });
    return true;
  });
  if (!inserted) return { seeded: false, categories: 0, products: 0, ms: elapsed() };
  return { seeded: true, categories: categoryRows.length, products: productRows.length, ms: elapsed() };
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The demo gallery: designs owned by an account nobody can sign in to, approved and two converted. */
async function insertDemoDesigns(
  tx: Tx,
  {
    now,
    categoryIds,
    productRows,
    designPictures,
  }: {
    now: number;
    categoryIds: Map<string, string>;
    productRows: ReadonlyArray<typeof products.$inferInsert & { id: string }>;
    designPictures: Map<string, Picture[]>;
  },
): Promise<void> {
  await tx
    .insert(users)
    // No scheme in the hash: no password ever matches it; disabled: the account cannot sign in.
    .values({ id: newId(now - 90 * DAY_MS), email: DEMO_DESIGN_OWNER.email, name: DEMO_DESIGN_OWNER.name, passwordHash: '!', disabledAt: new Date(now) })
    .onConflictDoNothing({ target: users.email });
  const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_DESIGN_OWNER.email));
  if (!owner) throw new Error('The demo designs have no owner');
  const productOf = new Map(DEMO_PRODUCTS.map((p, i) => [p.slug, productRows[i]]));
  const rows = DEMO_DESIGNS.map((d) => {
    const createdAt = new Date(now - d.ageDays * DAY_MS);
    const approvedAt = new Date(createdAt.getTime() + DAY_MS / 2);
    const product = d.product ? productOf.get(d.product) : undefined;
    if (d.product && !product) throw new Error(`Demo design ${d.customOrderId} names an unknown product ${d.product}`);
    const details = product
      ? {
          name: product.name,
          description: product.description,
          pricePaise: product.pricePaise,
          categoryId: product.categoryId,
          deliveryTime: product.deliveryTime ?? '',
          features: product.features ?? [],
          tags: product.tags ?? [],
          hi: { name: product.nameHi ?? '', description: product.descriptionHi ?? '', features: product.featuresHi ?? [], tags: product.tagsHi ?? [] },
        }
      : d.approved && { ...d.approved, pricePaise: Math.round(d.approved.price * 100), categoryId: categoryIds.get(d.approved.category) ?? null };
    if (!details) throw new Error(`Demo design ${d.customOrderId} has neither a product nor approved details`);
    return {
      id: newId(createdAt.getTime()),
      customOrderId: d.customOrderId,
      userId: owner.id,
      prompt: d.prompt,
      generatedImage: product?.images?.[0] ?? pictureUrls(designPictures.get(d.customOrderId))[0] ?? '',
      generator: 'procedural',
      fallback: true,
      fallbackReason: DRAWN_BY_DESIGN_STUDIO,
      status: product ? ('converted_to_product' as const) : ('approved' as const),
      approvedName: details.name,
      approvedDescription: details.description,
      approvedPricePaise: details.pricePaise,
      approvedCategoryId: details.categoryId,
      approvedDeliveryTime: details.deliveryTime,
      approvedFeatures: details.features,
      approvedTags: details.tags,
      approvedNameHi: details.hi.name,
      approvedDescriptionHi: details.hi.description,
      approvedFeaturesHi: details.hi.features,
      approvedTagsHi: details.hi.tags,
      approvedAt,
      submittedAt: createdAt,
      reviewedAt: approvedAt,
      convertedProductId: product?.id ?? null,
      // The shop's own examples, made for the gallery: no customer's privacy is at stake.
      galleryConsent: true,
      createdAt,
      updatedAt: approvedAt,
    };
  });
  await tx.insert(customOrders).values(rows).onConflictDoNothing({ target: customOrders.customOrderId });
}

async function hasCatalogue(db: Db): Promise<boolean> {
  const rows = await db.select({ id: categories.id }).from(categories).limit(1);
  return rows.length > 0;
}

/** The first picture is the product as designed, the second a close-up of it, the third another arrangement. */
function listPictures(base: string, art: ArtRecipe, count: number): Picture[] {
  const pictures: Picture[] = [{ name: `${base}-1`, spec: { ...art, seed: `${base}-1` } }];
  if (count >= 2) pictures.push({ name: `${base}-2`, spec: { ...art, seed: `${base}-1`, closeUp: true } });
  if (count >= 3) pictures.push({ name: `${base}-3`, spec: { ...art, seed: `${base}-3` } });
  return pictures;
}

function pictureUrls(pictures: readonly Picture[] | undefined): string[] {
  return (pictures ?? []).map((p) => `/uploads/${CATALOGUE_DIR}/${p.name}.webp`);
}

/** Draws with a few pictures in flight: resvg and sharp work on libuv's pool, not the main thread. */
async function drawPictures(pictures: readonly Picture[], dir: string): Promise<void> {
  const workers = Math.max(2, Math.min(4, availableParallelism()));
  let next = 0;
  const work = async () => {
    for (let i = next++; i < pictures.length; i = next++) {
      const picture = pictures[i];
      if (!picture) continue;
      const art = await renderFlowerArt(picture.spec);
      // The small one first, so a served 800-px picture always has its sibling.
      await writeAtomically(path.join(dir, `${picture.name}-400.webp`), art.w400);
      await writeAtomically(path.join(dir, `${picture.name}.webp`), art.w800);
    }
  };
  await Promise.all(Array.from({ length: workers }, work));
}

/** Write then rename, so the server never serves half a file. */
async function writeAtomically(file: string, data: Buffer): Promise<void> {
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, data);
  await rename(temp, file);
}

/**
 * Days since each product was "added": new arrivals within the last week, the rest spread over
 * the last two months in a slug-derived order, so sorting by newest differs from catalogue order.
 */
function assignAges(items: ReadonlyArray<{ slug: string; isNew: boolean }>): number[] {
  const fresh = items.filter((p) => p.isNew).length;
  const older = items.length - fresh;
  const olderOrder = items
    .map((p, i) => ({ i, p, key: hashSlug(p.slug) }))
    .filter(({ p }) => !p.isNew)
    .sort((a, b) => a.key - b.key)
    .map(({ i }) => i);
  const ages = new Array<number>(items.length).fill(30);
  let freshIndex = 0;
  items.forEach((p, i) => {
    if (p.isNew) ages[i] = 0.5 + (6 * freshIndex++) / Math.max(1, fresh);
  });
  olderOrder.forEach((itemIndex, rank) => {
    ages[itemIndex] = 8 + (52 * rank) / Math.max(1, older - 1);
  });
  return ages;
}

function hashSlug(slug: string): number {
  let h = 2166136261;
  for (let i = 0; i < slug.length; i++) h = Math.imul(h ^ slug.charCodeAt(i), 16777619);
  return h >>> 0;
}
