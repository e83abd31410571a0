// @vitest-environment node
// The server's renderer with the real route table and pages, on a reader that answers from
// fixtures: each storefront page's HTML carries its content and <head>, the data the browser will
// hydrate from travels with it, a missing product is a 404 page, and session pages are left to
// the browser.
import { describe, expect, it } from 'vitest';
import type { StorefrontReader } from '@phoolwari/contracts';
import { listAnswer, makeCategory, makeProduct, PRODUCT_ID } from '../features/catalog/test-utils';
import { approvedDesign, DESIGN_ID, DETAILS_WITH_HINDI, galleryAnswer } from '../features/custom-designs/test-utils';
import { HYDRATION_DATA_ELEMENT_ID } from '../lib/route-loader';
import { renderStorefrontPage } from './entry-server';

const shell =
  '<!doctype html><html lang="en-IN"><head><meta charset="UTF-8" /><title>Shell</title><meta name="description" content="Shell"></head><body class="shop"><div id="root"></div></body></html>';

/** The page as the browser gets it: the whole document, split where the API's old renderer split it. */
async function renderPage(url: string) {
  const page = await renderStorefrontPage({ url, publicUrl: 'https://flowers.example.in', reader, shell });
  let document = '';
  for await (const chunk of page.body) document += Buffer.from(chunk).toString('utf8');
  // React closes void elements with "/>"; the assertions read them as HTML writes them.
  const head = /<head>([\s\S]*)<\/head>/.exec(document)![1]!.replace(/\/>/g, '>');
  const root = /<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(document)?.[1] ?? '';
  return { status: page.status, document, head, html: root, data: document };
}

const category = makeCategory({ name: 'Garlands' });
const product = makeProduct({
  name: 'Genda Phool Toran <Diwali>',
  price: 1299,
  availability: 'In Stock',
  rating: 4.6,
  reviews: 21,
  images: ['/uploads/catalogue/toran.webp'],
  description: 'Marigold and mango leaves, strung by hand for the door.',
});
const design = approvedDesign({ adminDetails: DETAILS_WITH_HINDI });
const asked: string[] = [];

const reader: StorefrontReader = {
  categories: async () => (asked.push('categories'), { categories: [category] }),
  settings: async () => {
    throw new Error('no page reads settings on the server');
  },
  policies: async () => ({
    policies: { paymentMethods: ['UPI', 'Credit and debit cards'], cashOnDelivery: false, selfCancellationMinutes: null, deliveryZones: ['Bengaluru City'] },
  }),
  products: async (query) => (asked.push(`products ${JSON.stringify(query)}`), listAnswer([product])),
  product: async (id) => (id === PRODUCT_ID ? { product } : null),
  addOns: async () => (asked.push('add-ons'), { products: [] }),
  reviews: async () => ({ reviews: [], total: 0, page: 1, totalPages: 0, averageRating: 0 }) as never,
  gallery: async () => galleryAnswer([design]),
  design: async (id) => (id === DESIGN_ID ? { customOrder: design } : null),
};

const render = renderPage;

/** The JSON-LD objects of a head. */
const jsonLd = (head: string) =>
  [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);

describe('renderStorefrontPage', () => {
  it('renders a product page with its content, preview tags and Product JSON-LD', async () => {
    const page = (await render(`/product/${PRODUCT_ID}`))!;
    expect(page.status).toBe(200);
    // Escaped: `<` starts no tag.
    expect(page.html).toContain('Genda Phool Toran &lt;Diwali&gt;');
    expect(page.html).not.toContain('<Diwali>');
    expect(page.html).toContain('₹1,299');
    expect(page.html).toContain('In Stock');
    // Attribute values are taken whole: the picture's alt, the name, has a `>` in it.
    expect(page.html).toMatch(/<img(?:"[^"]*"|[^>"])+src="\/uploads\/catalogue\/toran.webp"(?:"[^"]*"|[^>"])+width="800" height="800"/);
    expect(page.head).toContain('<title>Genda Phool Toran &lt;Diwali&gt; — Phoolwari</title>');
    expect(page.head).toContain(`<link rel="canonical" href="https://flowers.example.in/product/${PRODUCT_ID}">`);
    expect(page.head).toContain(`<meta property="og:image" content="https://flowers.example.in/share/products/${PRODUCT_ID}.jpg">`);
    expect(page.head).toContain('<meta property="og:type" content="product">');
    expect(page.head).toMatch(/<link rel="preload" as="image" fetchPriority="high" imageSrcSet="[^"]*toran[^"]*" imageSizes="[^"]+"/);
    const [ld, breadcrumbs] = jsonLd(page.document);
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: 'Genda Phool Toran <Diwali>',
      offers: { '@type': 'Offer', price: '1299.00', priceCurrency: 'INR', availability: 'https://schema.org/InStock' },
      aggregateRating: { ratingValue: '4.6', reviewCount: 21 },
    });
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    // No text of a product can close the script element it sits in.
    expect(page.document).not.toContain('<Diwali>');
  });

  it('sends the data the page was rendered from, for the browser to hydrate with', async () => {
    const page = (await render(`/product/${PRODUCT_ID}`))!;
    const json = page.data.match(new RegExp(`<script type="application/json" id="${HYDRATION_DATA_ELEMENT_ID}">(.*)</script>`))?.[1];
    const { query: state, loaderData } = JSON.parse(json!) as {
      query: { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
      loaderData: Record<string, unknown>;
    };
    const keys = state.queries.map((q) => q.queryKey);
    // The route's own data (its head) travels too, so the router starts from what the server rendered.
    expect(JSON.stringify(loaderData)).toContain('"canonical":"https://flowers.example.in/product/');
    expect(keys).toContainEqual(['catalog', 'product', PRODUCT_ID]);
    expect(keys).toContainEqual(['categories', 'active']);
    expect(state.queries.find((q) => q.queryKey[1] === 'product')?.state.data).toEqual({ product });
  });

  it('renders the same page, byte for byte, from the answers the shop keeps, its data dated when they were read', async () => {
    // As the shop's reader does: an answer is read once and handed out until the catalogue changes.
    const keptAnswers = new Map<string, unknown>();
    const keeping = (answers: StorefrontReader): StorefrontReader =>
      Object.fromEntries(
        Object.entries(answers).map(([name, read]) => [
          name,
          async (...args: unknown[]) => {
            const key = `${name} ${JSON.stringify(args)}`;
            if (!keptAnswers.has(key)) keptAnswers.set(key, await (read as (...a: unknown[]) => Promise<unknown>)(...args));
            return keptAnswers.get(key);
          },
        ]),
      ) as unknown as StorefrontReader;
    const kept = keeping(reader);
    const renderWith = async (using: StorefrontReader) => {
      const page = await renderStorefrontPage({ url: `/product/${PRODUCT_ID}`, publicUrl: 'https://flowers.example.in', reader: using, shell });
      let document = '';
      for await (const chunk of page.body) document += Buffer.from(chunk).toString('utf8');
      return document;
    };
    const dates = (document: string) => {
      const data = JSON.parse(new RegExp(`id="${HYDRATION_DATA_ELEMENT_ID}">(.*?)</script>`, 's').exec(document)![1]!) as {
        query: { queries: { dehydratedAt: number; state: { dataUpdatedAt: number } }[] };
      };
      return new Set(data.query.queries.flatMap((q) => [q.dehydratedAt, q.state.dataUpdatedAt]));
    };
    const first = await renderWith(kept);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const again = await renderWith(kept);
    expect(again).toBe(first);
    expect(dates(first).size).toBe(1);
    // A price changed: a new answer, a new page, dated when it was read.
    keptAnswers.set(`product ${JSON.stringify([PRODUCT_ID])}`, { product: { ...product, price: 1199 } });
    const changed = await renderWith(kept);
    expect(changed).toContain('₹1,199');
    expect([...dates(changed)][0]).toBeGreaterThan([...dates(first)][0]!);
  });

  it('answers 404 with the "Product not found" page for a product that does not exist', async () => {
    const page = (await render('/product/cccccccccccccccccccccccc'))!;
    expect(page.status).toBe(404);
    expect(page.html).toContain('Product not found');
    expect(page.head).toContain('<meta name="robots" content="noindex, follow">');
  });

  it("renders the listing from its query, the home page with the shop's JSON-LD, and the gallery and a design", async () => {
    asked.length = 0;
    const listing = (await render(`/products?category=${category._id}&sort=price-low`))!;
    expect(listing.html).toContain('Genda Phool Toran');
    expect(asked).toContain(`products ${JSON.stringify({ sort: 'price-low', page: 1, limit: 12, category: category._id })}`);
    expect(listing.head).toContain('<title>Garlands — Phoolwari</title>');
    expect(listing.head).toContain(`href="https://flowers.example.in/products?category=${category._id}"`);

    const home = (await render('/'))!;
    expect(home.html).toContain('Shop by Category');
    expect(home.html).toContain('Genda Phool Toran');
    const florist = jsonLd(home.document).find((o) => o['@type'] === 'Florist');
    expect(florist).toMatchObject({
      address: { addressLocality: 'Bengaluru', postalCode: '560002' },
      openingHoursSpecification: [{ opens: '08:00' }, { opens: '09:00' }],
    });
    expect(home.head).toContain('<meta property="og:image" content="https://flowers.example.in/share/shop.jpg">');

    expect((await render('/custom-orders'))!.html).toContain(design.adminDetails!.name);
    const designPage = (await render(`/custom-order/${DESIGN_ID}`))!;
    expect(designPage.status).toBe(200);
    expect(designPage.head).toContain(`/share/designs/${DESIGN_ID}.jpg`);
    expect((await render('/custom-order/dddddddddddddddddddddddd'))!.status).toBe(404);
  });

  it('renders the Hindi gallery and design page with the Hindi staff wrote for the design', async () => {
    const hindiName = DETAILS_WITH_HINDI.hi!.name!;
    const gallery = (await render('/hi/custom-orders'))!;
    expect(gallery.html).toContain(hindiName);
    expect(gallery.html).not.toContain(DETAILS_WITH_HINDI.name);
    const designPage = (await render(`/hi/custom-order/${DESIGN_ID}`))!;
    expect(designPage.status).toBe(200);
    expect(designPage.html).toContain(hindiName);
    expect(designPage.html).toContain('मालाएं');
    expect(designPage.head).toContain(`<title>${hindiName} — `);
    // The English pages keep the English.
    expect((await render(`/custom-order/${DESIGN_ID}`))!.head).toContain(`<title>${DETAILS_WITH_HINDI.name} — `);
  });

  it('states on the terms page the ways to pay and the cancellation rule the shop actually has', async () => {
    const terms = (await render('/terms'))!;
    expect(terms.html).toContain('<li>UPI</li>');
    expect(terms.html).not.toMatch(/cash on delivery/i);
    expect(terms.html).toContain('To cancel an order, call us');
    expect(terms.html).not.toMatch(/within 30 minutes/);
  });

  it('preloads the Devanagari font, regular and bold, on Hindi pages, and on English ones only the language switch’s word', async () => {
    const fontPreloads = (head: string) => [...head.matchAll(/<link rel="preload"[^>]* as="font"[^>]*>/g)].map((m) => m[0]);
    for (const url of ['/hi', `/hi/product/${PRODUCT_ID}`, '/hi/products', '/hi/about']) {
      const links = fontPreloads((await render(url))!.head);
      expect(links, url).toHaveLength(2);
      for (const [i, weight] of ['400', '700'].entries()) {
        // crossorigin: a font is fetched in CORS mode, and a preload fetched otherwise is not used.
        expect(links[i], url).toMatch(
          new RegExp(`^<link rel="preload" href="[^"]*noto-sans-devanagari-${weight}[^"]*\\.woff2" as="font" crossorigin="" type="font/woff2">$`),
        );
      }
    }
    for (const url of ['/', `/product/${PRODUCT_ID}`, '/products', '/about']) {
      expect(fontPreloads((await render(url))!.head), url).toEqual([
        expect.stringMatching(/^<link rel="preload" href="[^"]*hindi-language-name-400[^"]*\.woff2" as="font" crossorigin="" type="font\/woff2">$/),
      ]);
    }
  });

  it('leaves pages that need a session or a form of their own to the browser', async () => {
    for (const url of ['/cart', '/checkout', '/orders', '/account', '/login', '/admin', '/custom-order']) {
      const page = await render(url);
      expect(page.html, url).toBe('');
      expect(page.document, url).not.toContain(HYDRATION_DATA_ELEMENT_ID);
    }
  });

  it('gives such a page the shop’s title and tagline in its language, and the Devanagari it shows', async () => {
    const hindi = (await render('/hi/cart?x=1')).head;
    expect(hindi).toContain('<title>Phoolwari — ताज़े फूल और मालाएँ</title>');
    expect(hindi).toMatch(/<meta name="description" content="[^"]*[\u0900-\u097F][^"]*">/);
    expect(hindi.match(/<link rel="preload"[^>]* as="font"/g)).toHaveLength(2);
    const english = (await render('/cart')).head;
    expect(english).toContain('<title>Phoolwari — fresh flowers and garlands</title>');
    expect(english.match(/<link rel="preload"[^>]* as="font"[^>]*>/g)).toEqual([expect.stringContaining('hindi-language-name-400')]);
  });
});
