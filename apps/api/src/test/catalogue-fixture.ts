// A small, known catalogue for tests: three categories (one inactive) and eight products whose
// prices, ratings, reviews and dates make every filter and sort give a predictable answer.
import type { Db } from '../db/client';
import { newId } from '../db/ids';
import { categories, products } from '../db/schema';
import { slugify } from '../modules/catalog';

export async function insertTestCatalogue(db: Db) {
  const cat = { roses: newId(), garlands: newId(), hidden: newId() };
  await db.insert(categories).values([
    { id: cat.roses, name: 'Roses', slug: 'roses', description: 'Roses of every colour', sortOrder: 1 },
    { id: cat.garlands, name: 'Garlands', slug: 'garlands', description: 'Marigold and jasmine', sortOrder: 0 },
    { id: cat.hidden, name: 'Retired', slug: 'retired', description: 'No longer sold', sortOrder: 2, isActive: false },
  ]);
  const day = 86_400_000;
  const base = Date.now() - 30 * day;
  const rows = [
    { name: 'Red Rose Bouquet', categoryId: cat.roses, price: 799, rating: 4.8, reviews: 120, tags: ['red', 'anniversary'], days: 1, featured: true },
    { name: 'Pink Rose Box', categoryId: cat.roses, price: 1299, rating: 4.2, reviews: 40, tags: ['pink'], days: 5 },
    { name: 'White Rose Vase', categoryId: cat.roses, price: 549.5, rating: 4.5, reviews: 300, tags: ['white', 'sympathy'], days: 9 },
    { name: 'Yellow Rose Bunch', categoryId: cat.roses, price: 349, rating: 3.9, reviews: 10, tags: ['yellow'], days: 12, stock: 0 },
    { name: 'Genda Phool Toran', categoryId: cat.garlands, price: 249, rating: 4.6, reviews: 210, tags: ['marigold', 'pooja'], days: 2 },
    {
      name: 'Mogra Gajra',
      categoryId: cat.garlands,
      price: 149,
      rating: 4.9,
      reviews: 80,
      tags: ['jasmine', 'fragrant'],
      days: 20,
      stock: 3,
      description: 'Hand-strung 100% jasmine buds',
    },
    { name: 'Rose Varmala Pair', categoryId: cat.garlands, price: 2499, rating: 4.7, reviews: 60, tags: ['wedding', 'varmala'], days: 3 },
    { name: 'Old Stock Wreath', categoryId: cat.hidden, price: 999, rating: 5, reviews: 999, tags: ['rose'], days: 40 },
  ];
  const ids: Record<string, string> = {};
  await db.insert(products).values(
    rows.map((r) => {
      const id = newId();
      ids[r.name] = id;
      return {
        id,
        name: r.name,
        slug: slugify(r.name),
        description: r.description ?? `${r.name}, fresh from the mandi`,
        pricePaise: Math.round(r.price * 100),
        originalPricePaise: r.name === 'Red Rose Bouquet' ? 99_900 : 0,
        categoryId: r.categoryId,
        images: [`/uploads/catalogue/${r.name.toLowerCase().replaceAll(' ', '-')}-1.webp`],
        stock: r.stock ?? 25,
        tags: r.tags,
        features: ['Fresh'],
        featured: r.featured ?? false,
        rating: r.rating,
        reviewsCount: r.reviews,
        createdAt: new Date(base + (30 - r.days) * day),
      };
    }),
  );
  return { categories: cat, products: ids };
}
