// Catalogue use cases: shaping rows into the contract's Product and Category, and the admin writes
// with their rules (the category must exist, a category with products cannot be deleted).
import {
  ADD_ON_LIMIT,
  LOW_STOCK_THRESHOLD,
  type Availability,
  type Category,
  type CategoryWriteSchema,
  type Product,
  type ProductListAnswer,
  type ProductListQuery,
  type ProductWriteSchema,
  type ProductOption,
  type GstRate,
} from '@phoolwari/contracts';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { formatRupees, toPaise, toRupees } from '../../platform/money';
import { changedFields, recordAudit, type AuditActor } from '../audit';
import { wording } from '../../platform/i18n/translator';
import * as messages from './messages';
import * as repo from './repo';
import { slugify } from './slugs';
import { pageInfo } from '../../db/pagination';

export type ProductInput = z.output<typeof ProductWriteSchema>;
type CategoryInput = z.output<typeof CategoryWriteSchema>;

function toCategoryValues({ hi, ...input }: CategoryInput) {
  return { ...input, ...(hi && { nameHi: hi.name, descriptionHi: hi.description }) };
}

export function availabilityOf(stock: number): Availability {
  if (stock <= 0) return 'Out of Stock';
  return stock <= LOW_STOCK_THRESHOLD ? 'Limited Stock' : 'In Stock';
}

/** The Hindi that is written, or nothing: an empty field is left out, and so is an empty `hi`. */
export function hindi<T extends Record<string, string | string[]>>(fields: T): { hi: Partial<T> } | Record<string, never> {
  const written = Object.fromEntries(Object.entries(fields).filter(([, value]) => value.length > 0)) as Partial<T>;
  return Object.keys(written).length > 0 ? { hi: written } : {};
}

export function toOptionDto(o: repo.OptionRow): ProductOption {
  return {
    _id: o.id,
    label: o.label,
    ...(o.labelHi ? { hi: { label: o.labelHi } } : {}),
    price: toRupees(o.pricePaise),
    stock: o.stock,
    sku: o.sku,
    availability: availabilityOf(o.stock),
  };
}

export function toProductDto(row: repo.ProductWithCategory, options: repo.OptionRow[] = []): Product {
  return {
    _id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    ...hindi({ name: row.nameHi, description: row.descriptionHi, features: row.featuresHi, tags: row.tagsHi }),
    price: toRupees(row.pricePaise),
    originalPrice: toRupees(row.originalPricePaise),
    category: { _id: row.categoryId, slug: row.categorySlug, name: row.categoryName, ...hindi({ name: row.categoryNameHi }) },
    images: row.images,
    stock: row.stock,
    tags: row.tags,
    features: row.features,
    deliveryTime: row.deliveryTime,
    featured: row.featured,
    isNew: row.isNew,
    rating: Math.round(row.rating * 10) / 10,
    reviews: row.reviewsCount,
    availability: availabilityOf(row.stock),
    isAddon: row.isAddon,
    hsnCode: row.hsnCode,
    gstRate: row.gstRate as GstRate,
    createdAt: row.createdAt.toISOString(),
    options: options.filter((o) => o.productId === row.id).map(toOptionDto),
    personalisationMax: row.personalisationMax,
  };
}

/** Products with their sizes, read in one more query for the whole page. */
async function toProductDtos(db: DbOrTx, rows: repo.ProductWithCategory[]): Promise<Product[]> {
  const options = await repo.listOptions(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toProductDto(row, options));
}

export function toCategoryDto(row: repo.CategoryRow, productCount?: number): Category {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    ...hindi({ name: row.nameHi, description: row.descriptionHi }),
    image: row.image,
    isActive: row.isActive,
    sortOrder: row.sortOrder,
    ...(productCount === undefined ? {} : { productCount }),
  };
}

function toProductValues(input: ProductInput): repo.ProductValues {
  return {
    name: input.name,
    description: input.description,
    // Left out, the Hindi kept stays as it is (a caller that knows no Hindi cannot wipe it).
    ...(input.hi && { nameHi: input.hi.name, descriptionHi: input.hi.description, featuresHi: input.hi.features, tagsHi: input.hi.tags }),
    pricePaise: toPaise(input.price),
    originalPricePaise: toPaise(input.originalPrice),
    categoryId: input.category,
    images: input.images,
    stock: input.stock,
    tags: input.tags,
    features: input.features,
    deliveryTime: input.deliveryTime,
    featured: input.featured,
    isNew: input.isNewProduct,
    isAddon: input.isAddon,
    hsnCode: input.hsnCode,
    gstRate: input.gstRate,
    personalisationMax: input.personalisationMax,
  };
}

/** Writes the sizes the input carries (none sent: the sizes kept stay). */
async function saveOptionsOf(tx: DbOrTx, productId: string, input: ProductInput): Promise<void> {
  // Sizes kept as they are still set the product's price, whatever the form's price field said.
  if (!input.options) return repo.syncFromOptions(tx, productId);
  await repo.saveOptions(
    tx,
    productId,
    input.options.map((o) => ({ id: o._id, label: o.label, labelHi: o.labelHi, pricePaise: toPaise(o.price), stock: o.stock, sku: o.sku })),
  );
}

/** What the audit trail keeps of a product: the fields staff edit, money in rupees. */
function auditedProduct(p: Product) {
  return {
    name: p.name,
    nameHi: p.hi?.name ?? '',
    price: p.price,
    originalPrice: p.originalPrice,
    stock: p.stock,
    category: p.category.name,
    featured: p.featured,
    deliveryTime: p.deliveryTime,
    hsnCode: p.hsnCode,
    gstRate: p.gstRate,
    sizes: p.options.map((o) => `${o.label} ${o.price} (${o.stock})`).join(', '),
    personalisationMax: p.personalisationMax,
  };
}
const auditedCategory = (c: Category) => ({ name: c.name, nameHi: c.hi?.name ?? '', description: c.description, isActive: c.isActive, sortOrder: c.sortOrder });

/**
 * Refuses a picture address outside the shop's own storage: the contract lets through its uploads
 * and absolute addresses; of those, only ones under the bucket's public base URL (`imageBase`,
 * '/uploads' on disk storage, where no absolute address is the shop's) are its own.
 */
function assertOwnImages(imageBase: string, field: 'images' | 'image', urls: string[]) {
  const message = "Image must be one of the shop's uploaded pictures";
  const problems = urls.flatMap((url, i) =>
    url.startsWith('/uploads/') || (/^https?:/.test(imageBase) && url.startsWith(`${imageBase}/`)) || url === ''
      ? []
      : [{ path: field === 'images' ? `images.${i}` : field, message }],
  );
  if (problems.length > 0) throw badRequest(message, problems);
}

/**
 * `onChange` runs after every catalogue write, and the write answers once it settles: the response
 * cache listens to it, and tells the other instances.
 */
export function createCatalogService(db: Db, { onChange, imageBase = '/uploads' }: { onChange: () => Promise<void>; imageBase?: string }) {
  /** Runs a staff write in one transaction with its audit entry, then tells listeners the catalogue changed. */
  async function write<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    const result = await db.transaction(work);
    await onChange();
    return result;
  }

  async function assertCategoryExists(categoryId: string, tx: DbOrTx = db) {
    if (!(await repo.findCategory(tx, categoryId))) {
      throw badRequest('Invalid category selected', [{ path: 'category', message: 'Invalid category selected' }]);
    }
  }

  async function getProduct(id: string, opts: { includeInactive?: boolean } = {}, tx: DbOrTx = db): Promise<Product> {
    const row = await repo.findProduct(tx, id, opts);
    if (!row) throw notFound(wording(messages, 'productNotFound'));
    return toProductDto(row, await repo.listOptions(tx, [row.id]));
  }

  return {
    async listProducts(query: ProductListQuery, opts: { includeInactive?: boolean } = {}): Promise<ProductListAnswer> {
      const { rows, total } = await repo.listProducts(db, { query, ...opts });
      return { products: await toProductDtos(db, rows), ...pageInfo(query, total) };
    },

    getProduct: (id: string, opts: { includeInactive?: boolean } = {}) => getProduct(id, opts),

    async listAddOns(): Promise<Product[]> {
      return toProductDtos(db, await repo.listAddOns(db, ADD_ON_LIMIT));
    },

    createProduct: (actor: AuditActor, input: ProductInput): Promise<Product> =>
      write(async (tx) => {
        assertOwnImages(imageBase, 'images', input.images);
        await assertCategoryExists(input.category, tx);
        const id = await repo.insertProduct(tx, toProductValues(input));
        await saveOptionsOf(tx, id, input);
        const product = await getProduct(id, { includeInactive: true }, tx);
        await recordAudit(tx, actor, {
          action: 'product.create',
          entityType: 'product',
          entityId: id,
          summary: `${product.name} added at ${formatRupees(toPaise(product.price))}, stock ${product.stock}`,
          after: auditedProduct(product),
        });
        return product;
      }),

    updateProduct: (actor: AuditActor, id: string, input: ProductInput & { stockWas: number }): Promise<Product> =>
      write(async (tx) => {
        assertOwnImages(imageBase, 'images', input.images);
        await assertCategoryExists(input.category, tx);
        const row = await repo.findProduct(tx, id, { includeInactive: true });
        const before = row ? toProductDto(row, await repo.listOptions(tx, [row.id])) : undefined;
        // With sizes, the product's stock is theirs (saveOptions writes it): the form's stock field is not compared.
        const sized = input.options ? input.options.length > 0 : (before?.options.length ?? 0) > 0;
        const values = toProductValues(input);
        const outcome = await repo.updateProduct(tx, id, values, sized ? values.stock! : input.stockWas);
        if (outcome === 'missing' || !before) throw notFound('Product not found');
        if (outcome === 'stock-changed') {
          throw conflict(`Orders changed the stock to ${before.stock} while you were editing. Check it and save again.`, 'STOCK_CHANGED');
        }
        await saveOptionsOf(tx, id, input);
        const after = await getProduct(id, { includeInactive: true }, tx);
        const diff = changedFields(auditedProduct(before), auditedProduct(after));
        const what = Object.entries(diff.after).map(([k, v]) => `${k} ${String(diff.before[k as keyof typeof diff.before])} → ${String(v)}`);
        await recordAudit(tx, actor, {
          action: 'product.update',
          entityType: 'product',
          entityId: id,
          summary: `${after.name}: ${what.length ? what.join(', ') : 'saved unchanged'}`,
          ...diff,
        });
        return after;
      }),

    /**
     * Catalogue writes inside a larger transaction (a custom design becoming a product): `work`
     * gets the transaction and the catalogue's writes bound to it; the cache is dropped once it
     * commits, so no reader caches the catalogue as it was in between.
     */
    inTransaction: <T>(work: (tx: Tx, writes: { createProduct(input: ProductInput): Promise<string> }) => Promise<T>): Promise<T> =>
      write((tx) =>
        work(tx, {
          async createProduct(input) {
            await assertCategoryExists(input.category, tx);
            const id = await repo.insertProduct(tx, toProductValues(input));
            await saveOptionsOf(tx, id, input);
            return id;
          },
        }),
      ),

    deleteProduct: (actor: AuditActor, id: string): Promise<void> =>
      write(async (tx) => {
        const row = await repo.findProduct(tx, id, { includeInactive: true });
        if (!row || !(await repo.deleteProduct(tx, id))) throw notFound('Product not found');
        const before = toProductDto(row);
        await recordAudit(tx, actor, {
          action: 'product.delete',
          entityType: 'product',
          entityId: id,
          summary: `${before.name} deleted`,
          before: auditedProduct(before),
        });
      }),

    async listCategories(opts: { includeInactive?: boolean } = {}): Promise<Category[]> {
      const rows = await repo.listCategories(db, opts);
      return rows.map((r) => toCategoryDto(r.category, r.productCount));
    },

    async getCategory(id: string, opts: { includeInactive?: boolean } = {}): Promise<Category> {
      const row = await repo.findCategory(db, id);
      if (!row || (!row.isActive && !opts.includeInactive)) throw notFound(wording(messages, 'categoryNotFound'));
      return toCategoryDto(row);
    },

    createCategory: (actor: AuditActor, input: CategoryInput): Promise<Category> =>
      write(async (tx) => {
        assertOwnImages(imageBase, 'image', [input.image]);
        const row = await repo.insertCategory(tx, { ...toCategoryValues(input), slug: slugify(input.name) || 'category' });
        if (!row) throw conflict('A category with this name already exists', 'CATEGORY_EXISTS');
        const category = toCategoryDto(row);
        await recordAudit(tx, actor, {
          action: 'category.create',
          entityType: 'category',
          entityId: row.id,
          summary: `Category ${category.name} added`,
          after: auditedCategory(category),
        });
        return category;
      }),

    updateCategory: (actor: AuditActor, id: string, input: CategoryInput): Promise<Category> =>
      write(async (tx) => {
        assertOwnImages(imageBase, 'image', [input.image]);
        const slug = slugify(input.name) || 'category';
        const clash = await repo.findCategoryBySlug(tx, slug);
        if (clash && clash.id !== id) throw conflict('A category with this name already exists', 'CATEGORY_EXISTS');
        const was = await repo.findCategory(tx, id);
        const row = await repo.updateCategory(tx, id, { ...toCategoryValues(input), slug });
        if (!row || !was) throw notFound('Category not found');
        const category = toCategoryDto(row);
        await recordAudit(tx, actor, {
          action: 'category.update',
          entityType: 'category',
          entityId: id,
          summary: `Category ${category.name} edited`,
          ...changedFields(auditedCategory(toCategoryDto(was)), auditedCategory(category)),
        });
        return category;
      }),

    setCategoryActive: (actor: AuditActor, id: string, isActive: boolean): Promise<Category> =>
      write(async (tx) => {
        const row = await repo.updateCategory(tx, id, { isActive });
        if (!row) throw notFound('Category not found');
        await recordAudit(tx, actor, {
          action: isActive ? 'category.show' : 'category.hide',
          entityType: 'category',
          entityId: id,
          summary: `Category ${row.name} ${isActive ? 'shown' : 'hidden'}`,
          before: { isActive: !isActive },
          after: { isActive },
        });
        return toCategoryDto(row);
      }),

    deleteCategory: (actor: AuditActor, id: string): Promise<void> =>
      write(async (tx) => {
        const inUse = await repo.countProductsInCategory(tx, id);
        if (inUse > 0) {
          throw conflict(`This category still has ${inUse} product${inUse === 1 ? '' : 's'}. Move or delete them first.`, 'CATEGORY_IN_USE');
        }
        const was = await repo.findCategory(tx, id);
        if (!was || !(await repo.deleteCategory(tx, id))) throw notFound('Category not found');
        await recordAudit(tx, actor, {
          action: 'category.delete',
          entityType: 'category',
          entityId: id,
          summary: `Category ${was.name} deleted`,
          before: auditedCategory(toCategoryDto(was)),
        });
      }),
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
