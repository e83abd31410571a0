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
  type GstRate,
} from '@phoolwari/contracts';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { toPaise, toRupees } from '../../platform/money';
import * as repo from './repo';
import { pageInfo } from '../../db/pagination';

export type ProductInput = z.output<typeof ProductWriteSchema>;
type CategoryInput = z.output<typeof CategoryWriteSchema>;


export function availabilityOf(stock: number): Availability {
  if (stock <= 0) return 'Out of Stock';
  return stock <= LOW_STOCK_THRESHOLD ? 'Limited Stock' : 'In Stock';
}

export function toProductDto(row: repo.ProductWithCategory): Product {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    price: toRupees(row.pricePaise),
    originalPrice: toRupees(row.originalPricePaise),
    category: { _id: row.categoryId, name: row.categoryName },
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
  };
}

export function toCategoryDto(row: repo.CategoryRow, productCount?: number): Category {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    image: row.image,
    isActive: row.isActive,
    sortOrder: row.sortOrder,
    ...(productCount === undefined ? {} : { productCount }),
  };
}

export function slugify(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/&/g, ' and ')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'category'
  );
}

function toProductValues(input: ProductInput): repo.ProductValues {
  return {
    name: input.name,
    description: input.description,
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
  };
}

/** `onChange` runs after every catalogue write: the response cache listens to it. */
export function createCatalogService(db: Db, { onChange }: { onChange: () => void }) {
  /** Runs a write, then tells listeners the catalogue changed. */
  async function write<T>(work: () => Promise<T>): Promise<T> {
    const result = await work();
    onChange();
    return result;
  }

  async function assertCategoryExists(categoryId: string, tx: DbOrTx = db) {
    if (!(await repo.findCategory(tx, categoryId))) {
      throw badRequest('Invalid category selected', [{ path: 'category', message: 'Invalid category selected' }]);
    }
  }

  async function getProduct(id: string, opts: { includeInactive?: boolean } = {}): Promise<Product> {
    const row = await repo.findProduct(db, id, opts);
    if (!row) throw notFound('Product not found');
    return toProductDto(row);
  }

  return {
    async listProducts(query: ProductListQuery, opts: { includeInactive?: boolean } = {}): Promise<ProductListAnswer> {
      const { rows, total } = await repo.listProducts(db, { query, ...opts });
      return { products: rows.map(toProductDto), ...pageInfo(query, total) };
    },

    getProduct,

    async listAddOns(): Promise<Product[]> {
      return (await repo.listAddOns(db, ADD_ON_LIMIT)).map(toProductDto);
    },

    createProduct: (input: ProductInput): Promise<Product> =>
      write(async () => {
        await assertCategoryExists(input.category);
        const id = await repo.insertProduct(db, toProductValues(input));
        return getProduct(id, { includeInactive: true });
      }),

    updateProduct: (id: string, input: ProductInput & { stockWas: number }): Promise<Product> =>
      write(async () => {
        await assertCategoryExists(input.category);
        const outcome = await repo.updateProduct(db, id, toProductValues(input), input.stockWas);
        if (outcome === 'missing') throw notFound('Product not found');
        if (outcome === 'stock-changed') {
          const now = (await getProduct(id, { includeInactive: true })).stock;
          throw conflict(`Orders changed the stock to ${now} while you were editing. Check it and save again.`, 'STOCK_CHANGED');
        }
        return getProduct(id, { includeInactive: true });
      }),

    /**
     * Catalogue writes inside a larger transaction (a custom design becoming a product): `work`
     * gets the transaction and the catalogue's writes bound to it; the cache is dropped once it
     * commits, so no reader caches the catalogue as it was in between.
     */
    inTransaction: <T>(work: (tx: Tx, writes: { createProduct(input: ProductInput): Promise<string> }) => Promise<T>): Promise<T> =>
      write(() =>
        db.transaction((tx) =>
          work(tx, {
            async createProduct(input) {
              await assertCategoryExists(input.category, tx);
              return repo.insertProduct(tx, toProductValues(input));
            },
          }),
        ),
      ),

    deleteProduct: (id: string): Promise<void> =>
      write(async () => {
        if (!(await repo.deleteProduct(db, id))) throw notFound('Product not found');
      }),

    async listCategories(opts: { includeInactive?: boolean } = {}): Promise<Category[]> {
      const rows = await repo.listCategories(db, opts);
      return rows.map((r) => toCategoryDto(r.category, r.productCount));
    },

    async getCategory(id: string, opts: { includeInactive?: boolean } = {}): Promise<Category> {
      const row = await repo.findCategory(db, id);
      if (!row || (!row.isActive && !opts.includeInactive)) throw notFound('Category not found');
      return toCategoryDto(row);
    },

    createCategory: (input: CategoryInput): Promise<Category> =>
      write(async () => {
        const row = await repo.insertCategory(db, { ...input, slug: slugify(input.name) });
        if (!row) throw conflict('A category with this name already exists', 'CATEGORY_EXISTS');
        return toCategoryDto(row);
      }),

    updateCategory: (id: string, input: CategoryInput): Promise<Category> =>
      write(async () => {
        const slug = slugify(input.name);
        const clash = await repo.findCategoryBySlug(db, slug);
        if (clash && clash.id !== id) throw conflict('A category with this name already exists', 'CATEGORY_EXISTS');
        const row = await repo.updateCategory(db, id, { ...input, slug });
        if (!row) throw notFound('Category not found');
        return toCategoryDto(row);
      }),

    setCategoryActive: (id: string, isActive: boolean): Promise<Category> =>
      write(async () => {
        const row = await repo.updateCategory(db, id, { isActive });
        if (!row) throw notFound('Category not found');
        return toCategoryDto(row);
      }),

    deleteCategory: (id: string): Promise<void> =>
      write(async () => {
        const inUse = await repo.countProductsInCategory(db, id);
        if (inUse > 0) {
          throw conflict(`This category still has ${inUse} product${inUse === 1 ? '' : 's'}. Move or delete them first.`, 'CATEGORY_IN_USE');
        }
        if (!(await repo.deleteCategory(db, id))) throw notFound('Category not found');
      }),
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
