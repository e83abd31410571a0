// Benchmark: product search on PostgreSQL with 10 000 products. Each query (English, typos, Hindi
// and regional names, two words, words with a number) runs RUNS times through the catalogue service, as the product
// list route does on a cache miss: ranked by relevance, first page of 24 with the total. Beside it,
// the same queries as a plain substring scan (name, description or tags ILIKE '%word%', no ranking,
// no typo tolerance), the search the shop had before, as the reference. Target: p99 ≤ 30 ms.
// Uses BENCH_DATABASE_URL or TEST_DATABASE_URL (a fresh database is created there and dropped).
import { sql } from 'drizzle-orm';
import { createScratchPostgres } from '@phoolwari/api/db/scratch-database';
import { newId } from '@phoolwari/api/db/ids';
import { categories, products } from '@phoolwari/api/db/schema';
import { createCatalogService } from '@phoolwari/api/modules/catalog/service';
import { ProductListQuerySchema } from '@phoolwari/contracts';

const PRODUCTS = 10_000;
const RUNS = 30;
const QUERIES = [
  'rose',
  'red rose',
  'rosse',
  'genda',
  'gulab',
  'mogra',
  'jasmin',
  'rajnigandha',
  'kamal lotus',
  'wedding varmala',
  'orchid vase',
  'bouqet',
  'toran',
  'birthday',
  // Numbers, as customers type stems and sizes (the catalogue's names carry numbers too).
  '12 red roses',
  'rose 37',
];

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const database = await createScratchPostgres(serverUrl, 'phoolwari_bench');

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const ms = (v: number) => `${v.toFixed(1).padStart(6)} ms`;

try {
  const db = database.db;
  const categoryIds = Array.from({ length: 12 }, () => newId());
  await db.insert(categories).values(categoryIds.map((id, i) => ({ id, name: `Category ${i}`, slug: `category-${i}`, description: 'Bench category' })));

  // A catalogue that looks like many florists' together: flower × form × colour, with tags and a sentence.
  const flowers = ['Rose', 'Marigold', 'Jasmine', 'Tuberose', 'Lotus', 'Orchid', 'Lily', 'Carnation', 'Gerbera', 'Sunflower', 'Chrysanthemum', 'Tulip'];
  const forms = ['Bouquet', 'Garland', 'Basket', 'Vase', 'Box', 'Bunch', 'Toran', 'Varmala', 'Gajra', 'Wreath', 'Stems', 'Hamper'];
  const colours = ['Red', 'White', 'Pink', 'Yellow', 'Orange', 'Purple', 'Mixed', 'Peach'];
  const occasions = ['birthday', 'anniversary', 'wedding', 'pooja', 'sympathy', 'diwali', 'get well', 'congratulations'];
  const rows = Array.from({ length: PRODUCTS }, (_, i) => {
    const flower = flowers[i % flowers.length]!;
    const form = forms[Math.floor(i / flowers.length) % forms.length]!;
    const colour = colours[Math.floor(i / (flowers.length * forms.length)) % colours.length]!;
    const occasion = occasions[i % occasions.length]!;
    return {
      id: newId(),
      name: `${colour} ${flower} ${form} ${i}`,
      slug: `${colour}-${flower}-${form}-${i}`.toLowerCase().replaceAll(' ', '-'),
      description: `Fresh ${colour.toLowerCase()} ${flower.toLowerCase()}s arranged by hand for a ${occasion}, with a few ${flowers[(i + 3) % flowers.length]!.toLowerCase()}s and greens.`,
      pricePaise: 19_900 + (i % 50) * 10_000,
      categoryId: categoryIds[i % categoryIds.length]!,
      stock: i % 7,
      tags: [flower.toLowerCase(), occasion, colour.toLowerCase()],
      reviewsCount: i % 300,
      rating: 3 + (i % 20) / 10,
    };
  });
  for (let i = 0; i < rows.length; i += 1000) await db.insert(products).values(rows.slice(i, i + 1000));
  await db.execute(sql`analyze products`);

  const catalog = createCatalogService(db, { onChange: async () => {} });
  const relevance = (search: string) => catalog.listProducts(ProductListQuerySchema.parse({ search, limit: 24 }));
  const substring = async (search: string) => {
    const pattern = `%${search}%`;
    const result = await db.execute(
      sql`select id, name, count(*) over () as total from products where name ilike ${pattern} or description ilike ${pattern} or array_to_string(tags, ' ') ilike ${pattern} order by featured desc, reviews_count desc, rating desc, id limit 24`,
    );
    return result.rows.length;
  };

  const measure = async (run: (q: string) => Promise<unknown>) => {
    const times: number[] = [];
    const perQuery = new Map<string, number>();
    for (const q of QUERIES) await run(q); // warm the plan cache and buffers
    for (let r = 0; r < RUNS; r++) {
      for (const q of QUERIES) {
        const started = performance.now();
        await run(q);
        const took = performance.now() - started;
        times.push(took);
        perQuery.set(q, Math.max(perQuery.get(q) ?? 0, took));
      }
    }
    times.sort((a, b) => a - b);
    return { p50: percentile(times, 50), p99: percentile(times, 99), perQuery };
  };

  console.log(`Product search on PostgreSQL, ${PRODUCTS} products, ${QUERIES.length} queries × ${RUNS} runs, first page of 24\n`);
  const ranked = await measure(relevance);
  const plain = await measure(substring);
  console.log(`${''.padEnd(36)}${'p50'.padStart(9)} ${'p99'.padStart(9)}`);
  console.log(`${'relevance search (the shop)'.padEnd(36)}${ms(ranked.p50)} ${ms(ranked.p99)}   target p99 ≤ 30 ms: ${ranked.p99 <= 30 ? 'met' : 'NOT met'}`);
  console.log(`${'substring scan, unranked (reference)'.padEnd(36)}${ms(plain.p50)} ${ms(plain.p99)}`);
  console.log('\nslowest run per query (relevance search), and what it finds:');
  for (const q of QUERIES) {
    const answer = await relevance(q);
    console.log(`  ${ms(ranked.perQuery.get(q) ?? 0)}  ${q.padEnd(16)} ${String(answer.total).padStart(5)} found, first: ${answer.products[0]?.name ?? '—'}`);
  }
} finally {
  await database.dispose();
}
