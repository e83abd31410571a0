// Address words: made from names for new products, and given to the products a shop already had by
// the migration that brought them in (0027), whatever their names.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { createPglite, MIGRATIONS_DIR } from '../../db/client';
import { freeSlug, slugify } from './slugs';

describe('slugify', () => {
  it.each([
    ['Red Rose Bouquet (12 stems)', 'red-rose-bouquet-12-stems'],
    ['Lilies & Exotics', 'lilies-and-exotics'],
    ['Crème Brûlée Cake — ½ kg', 'creme-brulee-cake-1-2-kg'],
    ['गेंदे की माला', ''],
    [`${'Long '.repeat(20)}Garland`, 'long-long-long-long-long-long-long-long-long-long-long-long'],
  ])('%s → %s', (name, word) => expect(slugify(name)).toBe(word));

  it('takes the first free word, never one that reads as an id', async () => {
    const taken = new Set(['mogra-gajra', 'mogra-gajra-2']);
    expect(await freeSlug('Mogra Gajra', async (s) => taken.has(s))).toBe('mogra-gajra-3');
    expect(await freeSlug('मोगरा', async () => false)).toBe('product');
    expect(await freeSlug('deadbeefdeadbeefdeadbeef', async () => false)).toBe('deadbeefdeadbeefdeadbeef-1');
  });
});

describe('migration 0027: the products a shop already has get their words', () => {
  it('names each by its name, and one whose word is taken or empty by the end of its id too', async () => {
    // The migrations as they were before 0027, then the whole set over the same database.
    const before = mkdtempSync(path.join(tmpdir(), 'phoolwari-migrations-'));
    try {
      cpSync(MIGRATIONS_DIR, before, { recursive: true, filter: (f) => !/0027_|\.test\.ts$/.test(f) });
      const journal = JSON.parse(readFileSync(path.join(before, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
      journal.entries = journal.entries.filter((e) => e.tag < '0027');
      writeFileSync(path.join(before, 'meta/_journal.json'), JSON.stringify(journal));
      const client = await createPglite();
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: before });
      await client.exec(`
        insert into categories (id, name, slug, description) values ('c00000000000000000000001', 'Roses', 'roses', '');
        insert into products (id, name, description, price_paise, category_id, created_at) values
          ('a00000000000000000000001', 'Red Rose Bouquet (12 stems)', '', 59900, 'c00000000000000000000001', now() - interval '3 days'),
          ('a00000000000000000000002', 'Red Rose Bouquet — 12 Stems', '', 59900, 'c00000000000000000000001', now() - interval '1 day'),
          ('a00000000000000000000003', 'गुलाब', '', 9900, 'c00000000000000000000001', now()),
          ('a00000000000000000000004', 'Lilies & Orchids', '', 99900, 'c00000000000000000000001', now());
      `);
      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
      const { rows } = await client.query<{ id: string; slug: string }>('select id, slug from products order by id');
      expect(rows.map((r) => r.slug)).toEqual(['red-rose-bouquet-12-stems', 'red-rose-bouquet-12-stems-00000002', 'product-00000003', 'lilies-and-orchids']);
      await expect(client.query(`update products set slug = 'lilies-and-orchids' where id = 'a00000000000000000000001'`)).rejects.toThrow(/unique/);
      await client.close();
    } finally {
      rmSync(before, { recursive: true, force: true });
    }
    // Every migration runs twice on a new PGlite: longer than one test usually takes on a busy machine.
  }, 90_000);
});
