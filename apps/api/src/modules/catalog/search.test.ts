// Product search on a real database: ranked by relevance, tolerant of typos, and knowing the names
// customers in India type for flowers (genda, gulab, mogra, rajnigandha, kamal), in English letters
// and in Devanagari, across the products' English and Hindi.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { newId } from '../../db/ids';
import { products } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { insertTestCatalogue } from '../../test/catalogue-fixture';
import { searchTerms, spellingsOf } from './search-terms';
import { slugify } from './slugs';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const fixture = await insertTestCatalogue(t.database.db);
  const extra = [
    // A marigold garland whose description mentions roses: it must come after the roses themselves.
    {
      name: 'Marigold Festival Garland',
      description: 'Orange marigold strands with a few red roses tucked in',
      tags: ['marigold', 'festival'],
      categoryId: fixture.categories.garlands,
      reviewsCount: 900,
      featured: true,
      nameHi: 'त्योहार की गेंदे की माला',
    },
    { name: 'Tuberose Stems', description: 'Ten long stems, fragrant at night', tags: ['white'], categoryId: fixture.categories.roses, reviewsCount: 5 },
    { name: 'Lotus Pooja Bunch', description: 'Pink lotus buds for the temple', tags: ['pooja'], categoryId: fixture.categories.garlands, reviewsCount: 5 },
    // Flowers named only in their Hindi: found by the English and romanised names all the same.
    {
      name: 'Valentine Heart',
      description: 'Fifty red blooms set in a heart',
      tags: ['love'],
      categoryId: fixture.categories.roses,
      reviewsCount: 5,
      nameHi: 'गुलाबों का दिल',
      tagsHi: ['प्यार'],
    },
    {
      name: 'Night Bloom String',
      description: 'A metre of white buds for the braid',
      tags: ['white'],
      categoryId: fixture.categories.garlands,
      reviewsCount: 5,
      nameHi: 'मोगरे की लड़ी',
      descriptionHi: 'चोटी के लिए एक मीटर ताज़ी कलियाँ',
    },
    // More of jasmine's names in its text than the Mogra Gajra has: it must still come after it for 'mogra'.
    {
      name: 'Madurai Malli String',
      description: 'A metre of malli, the jasmine of Madurai: chameli buds strung tight',
      tags: ['jasmine', 'malli', 'chameli'],
      categoryId: fixture.categories.garlands,
      reviewsCount: 5,
    },
    // गुलाबी is pink, not a rose: a Hindi word's longer neighbours are not taken for it.
    {
      name: 'Pastel Carnation Posy',
      description: 'Six soft carnations',
      tags: ['pastel'],
      categoryId: fixture.categories.roses,
      reviewsCount: 5,
      nameHi: 'गुलाबी कार्नेशन का गुलदस्ता',
    },
    // A number in a search means that number: twelve stems, not a box of 120.
    { name: 'Red Rose Box of 120', description: 'A hundred and twenty red roses', tags: ['red'], categoryId: fixture.categories.roses, reviewsCount: 800 },
    { name: 'Red Rose Bouquet (12 stems)', description: 'A dozen red roses', tags: ['red'], categoryId: fixture.categories.roses, reviewsCount: 5 },
    // गेंदा as the nominative in a Hindi name, गेंदे as a sentence bends it in the others: whichever
    // letters the customer types the flower in, the garland named for it comes first.
    {
      name: 'Genda Phool Mala',
      description: 'Five feet of fresh orange marigolds',
      tags: ['pooja'],
      categoryId: fixture.categories.garlands,
      reviewsCount: 5,
      nameHi: 'गेंदे के फूलों की माला',
    },
    {
      name: 'Car Decoration – Marigold',
      description: 'A wedding car dressed in strings of flowers',
      tags: ['wedding', 'car'],
      categoryId: fixture.categories.garlands,
      reviewsCount: 500,
      featured: true,
      nameHi: 'गाड़ी की सजावट – गेंदा',
    },
  ];
  await t.database.db.insert(products).values(extra.map((p) => ({ id: newId(), slug: slugify(p.name), pricePaise: 39_900, stock: 10, ...p })));
});
afterAll(() => t.close());

const search = async (words: string, extra = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin-public/products?search=${encodeURIComponent(words)}&limit=100${extra}` });
  expect(res.statusCode).toBe(200);
  return res.json<{ products: { name: string; price: number }[]; total: number }>();
};
const names = async (words: string, extra = '') => (await search(words, extra)).products.map((p) => p.name);

describe('search', () => {
  it('ranks a product named for the word before one whose description only mentions it', async () => {
    const found = await names('rose');
    expect(found.indexOf('Red Rose Bouquet')).toBeGreaterThanOrEqual(0);
    expect(found.indexOf('Marigold Festival Garland')).toBeGreaterThan(found.indexOf('Red Rose Bouquet'));
    expect(found.at(-1)).toBe('Marigold Festival Garland');
    // Both words in the name beat one of them.
    expect((await names('red rose'))[0]).toBe('Red Rose Bouquet');
  });

  it('puts a product named with the word as typed before one named by another name of it', async () => {
    expect((await names('mogra'))[0]).toBe('Mogra Gajra');
    expect((await names('malli'))[0]).toBe('Madurai Malli String');
  });

  it('tolerates a typo', async () => {
    expect(await names('rosse')).toEqual(expect.arrayContaining(['Red Rose Bouquet', 'Pink Rose Box', 'White Rose Vase']));
    expect(await names('jasmin')).toContain('Mogra Gajra');
    expect(await names('bouqet')).toContain('Red Rose Bouquet');
  });

  it('knows the Hindi and regional names customers type', async () => {
    expect(await names('genda')).toEqual(expect.arrayContaining(['Genda Phool Toran', 'Marigold Festival Garland']));
    expect(await names('marigold')).toContain('Genda Phool Toran');
    // Every product named for the rose comes first, in English ('Rose') or in Hindi ('गुलाबों का दिल').
    expect((await names('gulab')).slice(0, 8).sort()).toEqual([
      'Pink Rose Box',
      'Red Rose Bouquet',
      'Red Rose Bouquet (12 stems)',
      'Red Rose Box of 120',
      'Rose Varmala Pair',
      'Valentine Heart',
      'White Rose Vase',
      'Yellow Rose Bunch',
    ]);
    expect((await names('mogra')).sort()).toEqual(['Madurai Malli String', 'Mogra Gajra', 'Night Bloom String']);
    expect((await names('jasmine')).sort()).toEqual(['Madurai Malli String', 'Mogra Gajra', 'Night Bloom String']);
    expect(await names('rajnigandha')).toEqual(['Tuberose Stems']);
    expect(await names('kamal')).toEqual(['Lotus Pooja Bunch']);
    expect(await names('gajra')).toEqual(['Mogra Gajra']);
    expect(await names('varmala')).toEqual(['Rose Varmala Pair']);
    expect((await names('toran'))[0]).toBe('Genda Phool Toran');
  });

  it('finds the same products in Devanagari, romanised Hindi and English', async () => {
    const sameThing = [
      ['गुलाब', 'gulab', 'rose'],
      ['गेंदा', 'गेंदे', 'genda', 'marigold'],
      ['मोगरा', 'mogra', 'jasmine'],
    ];
    for (const spellings of sameThing) {
      const found = await Promise.all(spellings.map(async (word) => (await names(word)).sort()));
      for (const other of found.slice(1)) expect(other).toEqual(found[0]);
    }
    expect(await names('गुलाब')).toEqual(expect.arrayContaining(['Red Rose Bouquet', 'Valentine Heart', 'Marigold Festival Garland']));
    expect(await names('rose')).not.toContain('Pastel Carnation Posy');
    expect(await names('genda')).toEqual(expect.arrayContaining(['Genda Phool Toran', 'Marigold Festival Garland']));
    expect((await names('मोगरा')).sort()).toEqual(['Madurai Malli String', 'Mogra Gajra', 'Night Bloom String']);
    expect(await names('रजनीगंधा')).toEqual(['Tuberose Stems']);
    expect(await names('कमल')).toEqual(['Lotus Pooja Bunch']);
    expect(await names('गजरा')).toEqual(['Mogra Gajra']);
    expect(await names('वरमाला')).toEqual(['Rose Varmala Pair']);
    expect((await names('तोरण'))[0]).toBe('Genda Phool Toran');
  });

  it('takes a number as that number, not the start of a bigger one', async () => {
    expect(await names('12 red roses')).toEqual(['Red Rose Bouquet (12 stems)']);
    expect(await names('rose 120')).toEqual(['Red Rose Box of 120']);
    expect(await names('roses 1')).toEqual([]);
  });

  it('ranks one word alike in each of its spellings, Devanagari or English letters', async () => {
    const romanised = await names('genda');
    expect(romanised[0]).toBe('Genda Phool Mala');
    expect(await names('गेंदा')).toEqual(romanised);
    expect(await names('गेंदे')).toEqual(romanised);
    expect(await names('gainda')).toEqual(romanised);
    // Another word for the flower finds the same products, the one named with that word first.
    expect((await names('marigold')).sort()).toEqual([...romanised].sort());
    expect(await names('marigold')).not.toEqual(romanised);
  });

  it('finds a product by a Hindi word only its Hindi description has, and by a half-typed Hindi word', async () => {
    expect(await names('चोटी')).toEqual(['Night Bloom String']);
    // ज़ typed as one code point or as ज and a nukta is the same letter.
    expect(await names('ता\u095Bी')).toEqual(['Night Bloom String']);
    expect(await names('ताज\u093Cी')).toEqual(['Night Bloom String']);
    expect(await names('गुलाबी')).toEqual(['Pastel Carnation Posy']);
    expect(await names('प्या')).toEqual(['Valentine Heart']);
    // A name in Hindi weighs as much as one in English: the heart comes before a description's mention.
    const roses = await names('गुलाब');
    expect(roses.indexOf('Valentine Heart')).toBeLessThan(roses.indexOf('Marigold Festival Garland'));
  });

  it('keeps a sort the customer chose, and counts every match across pages', async () => {
    const byPrice = (await search('rose', '&sort=price-low')).products.map((p) => p.price);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
    const all = await search('rose');
    const pages = [];
    for (let page = 1; page <= Math.ceil(all.total / 2); page++) {
      const res = await t.app.inject({ method: 'GET', url: `/api/admin-public/products?search=rose&limit=2&page=${page}` });
      const answer = res.json<{ products: { name: string }[]; total: number }>();
      expect(answer.total).toBe(all.total);
      pages.push(...answer.products.map((p) => p.name));
    }
    expect(pages).toEqual(all.products.map((p) => p.name));
    const past = await t.app.inject({ method: 'GET', url: `/api/admin-public/products?search=rose&limit=2&page=50` });
    expect(past.json()).toMatchObject({ products: [], total: all.total });
  });

  it('finds a renamed product by its new name at once (the search text follows every write)', async () => {
    const [row] = await t.database.db.select().from(products).where(eq(products.name, 'Tuberose Stems'));
    await t.database.db
      .update(products)
      .set({ name: 'Rajnigandha Sticks', tags: ['night-queen'] })
      .where(eq(products.id, row!.id));
    expect(await names('sticks')).toEqual(['Rajnigandha Sticks']);
    expect(await names('night-queen')).toEqual(['Rajnigandha Sticks']);
    await t.database.db
      .update(products)
      .set({ nameHi: 'रजनीगंधा की डंडियाँ', tagsHi: ['रातरानी'] })
      .where(eq(products.id, row!.id));
    expect(await names('डंडियाँ')).toEqual(['Rajnigandha Sticks']);
    expect(await names('रातरानी')).toEqual(['Rajnigandha Sticks']);
  });
});

describe('searchTerms', () => {
  it('splits on anything but letters and digits, drops repeats, adds other names, and caps the words', () => {
    expect(searchTerms('  Genda, GENDA!! phool ')).toEqual([
      ['genda', 'marigold', 'gainda', 'गेंदा', 'गेंदे', 'गेंदों', 'गेंडा', 'zendu', 'chendu'],
      ['phool', 'flower', 'flowers', 'फूल', 'फूलों', 'pushp', 'पुष्प'],
    ]);
    expect(searchTerms('%_%')).toEqual([]);
    expect(searchTerms('a b c d e f g h')).toHaveLength(6);
    expect(searchTerms('गुलाब')).toEqual([['गुलाब', 'rose', 'gulab', 'गुलाबों', 'roja']]);
    expect(spellingsOf('गुलाब')).toEqual(['गुलाब', 'gulab', 'गुलाबों']);
    expect(spellingsOf('rosebud')).toEqual(['rosebud']);
    expect(searchTerms('ताज़े फूल')[0]).toEqual(['ताज़े']);
    // A nukta typed as its own code point is the same letter.
    expect(searchTerms('गुड\u093Cहल')[0]).toContain('hibiscus');
  });
});
