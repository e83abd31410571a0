// What a link shared on WhatsApp, a search engine and a phone with slow scripts see: storefront
// pages arrive rendered, with their own title, preview tags, a JPEG preview and JSON-LD, the same
// bytes for the same data (a repeat read is a 304) and their inline scripts allowed by hash; links and
// the search form work before any script runs; the page then hydrates without a mismatch (React
// reports one as a recoverable error, which the shop says in the console).
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, newContext, newPage, waitForHydration, waitForPage } from '../support/browser';
import { api } from '../support/journeys';

let browser: Browser;
let product: { _id: string; slug: string; name: string; price: number };
before(async () => {
  browser = await launchBrowser();
  product = (await api<{ products: (typeof product)[] }>('/admin-public/products?sort=popularity&limit=1')).products[0]!;
});
after(() => browser.close());

async function html(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${baseUrl}${path}`, { headers });
  return { status: res.status, headers: res.headers, body: await res.text() };
}

const meta = (body: string, key: string) => body.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1];
const rupees = (n: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(n);

describe('server-rendered storefront', () => {
  it('sends a product page with its name, price, picture, preview tags and Product JSON-LD in the HTML', async () => {
    const page = await html(`/product/${product.slug}`, { 'accept-encoding': 'br' });
    assert.equal(page.status, 200);
    assert.equal(page.headers.get('content-encoding'), 'br');
    assert.match(page.body, new RegExp(`<title>${product.name.replace(/[()]/g, '\\$&')} — Phoolwari</title>`));
    assert.ok(page.body.includes(rupees(product.price)), 'price in the HTML');
    assert.match(page.body, /<img[^>]+width="800" height="800"/);
    assert.ok(meta(page.body, 'description'));
    assert.equal(meta(page.body, 'og:title'), product.name);
    assert.equal(meta(page.body, 'twitter:card'), 'summary_large_image');
    const image = meta(page.body, 'og:image')!;
    assert.match(image, /^http:\/\/.+\/share\/products\/[0-9a-f]{24}\.jpg$/);
    // The preview itself: a JPEG WhatsApp shows, at least 600 px wide.
    const preview = await fetch(image.replace(/^https?:\/\/[^/]+/, baseUrl));
    assert.equal(preview.headers.get('content-type'), 'image/jpeg');
    const { format, width } = await sharp(Buffer.from(await preview.arrayBuffer())).metadata();
    assert.equal(format, 'jpeg');
    assert.ok((width ?? 0) >= 600);
    const ld = [...page.body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as { '@type': string; offers?: { price: string; priceCurrency: string } },
    );
    const productLd = ld.find((o) => o['@type'] === 'Product');
    assert.equal(productLd?.offers?.priceCurrency, 'INR');
    assert.equal(Number(productLd?.offers?.price), product.price);
    assert.ok(ld.some((o) => o['@type'] === 'BreadcrumbList'));
  });

  it('sends home, listing, search, gallery and static pages with their content and their own titles', async () => {
    const home = await html('/');
    assert.match(home.body, /Shop by Category/);
    assert.match(home.body, /"@type":"Florist"/);
    const search = await html('/products?search=rose');
    assert.match(search.body, /<title>Search: rose — Phoolwari<\/title>/);
    assert.match(search.body, /Rose/);
    assert.match((await html('/custom-orders')).body, /<title>Custom Design Gallery — Phoolwari<\/title>/);
    for (const [path, title] of [
      ['/about', 'About Phoolwari'],
      ['/contact', 'Contact us'],
      ['/terms', 'Terms of Service'],
      ['/privacy', 'Privacy Policy'],
    ]) {
      const page = await html(path!);
      assert.equal(page.status, 200, path);
      assert.ok(page.body.includes(`<title>${title} — Phoolwari</title>`), path);
      assert.ok(page.body.includes(`<h1`), path);
    }
  });

  it('sends the same page, byte for byte, while its data are the same: a repeat read is a 304, in English and Hindi', async () => {
    for (const path of ['/', '/products', `/product/${product.slug}`, '/custom-orders', '/about', '/hi', '/hi/products', `/hi/product/${product.slug}`]) {
      const first = await html(path);
      const etag = first.headers.get('etag');
      assert.ok(etag, path);
      assert.equal((await html(path)).body, first.body, path);
      assert.equal((await fetch(`${baseUrl}${path}`, { headers: { 'if-none-match': etag } })).status, 304, path);
    }
  });

  it("allows the page's inline scripts (the router's hydration data and imports) by their hashes, never unsafe-inline", async () => {
    const page = await html(`/product/${product.slug}`);
    const scriptSrc = page.headers
      .get('content-security-policy')!
      .match(/script-src ([^;]*)/)![1]!
      .split(' ');
    assert.ok(!scriptSrc.includes("'unsafe-inline'"));
    const inline = [...page.body.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*\stype="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    assert.ok(inline.some((text) => text.includes('__reactRouterContext')));
    for (const text of inline) assert.ok(scriptSrc.includes(`'sha256-${createHash('sha256').update(text).digest('base64')}'`), text.slice(0, 80));
  });

  it("answers an unknown product with 404 and the 'Product not found' page", async () => {
    const page = await html('/product/aaaaaaaaaaaaaaaaaaaaaaaa');
    assert.equal(page.status, 404);
    assert.match(page.body, /Product not found/);
  });

  it('works before scripts run: links and the search form lead to rendered pages', async () => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 360, height: 780 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await page.locator(`a[href="/product/${product.slug}"]`).first().click();
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    const search = page.getByLabel('Search flowers and garlands');
    await search.fill('marigold');
    await search.press('Enter');
    await page.waitForURL(/\/products\?search=marigold/);
    await waitForPage(page, 'Results for “marigold”');
    assert.match(await page.locator('main').innerText(), /Marigold/i);
    await context.close();
  });

  it('reports a page that differs from the server’s HTML, and shows the browser’s render of it', async () => {
    // The server's HTML of the product page with its heading changed, as a renderer bug would.
    const context = await newContext(browser);
    const tab = await context.newPage();
    await tab.route(`**/product/${product.slug}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(`>${product.name}</h1>`, `>${product.name} (old)</h1>`);
      await route.fulfill({ response, body });
    });
    const consoleErrors: string[] = [];
    tab.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await tab.goto(`/product/${product.slug}`);
    await waitForHydration(tab);
    // React's production build names the mismatch by its error number (418: the text differs).
    await tab.getByRole('heading', { level: 1, name: product.name, exact: true }).waitFor();
    const reported = consoleErrors.filter((text) => text.startsWith('Hydration:'));
    assert.equal(reported.length, 1, consoleErrors.join('\n'));
    assert.match(reported[0]!, /418/);
    await context.close();
  });

  for (const width of [360, 1280]) {
    it(`hydrates every storefront page without a mismatch at ${width} px, then navigates in the browser`, async () => {
      const { page, context, errors } = await newPage(browser, { width });
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      for (const path of ['/', '/products', `/product/${product.slug}`, '/custom-orders', '/about']) {
        // Not 'networkidle': a page reads the shop's settings, and Chromium revalidates a stale copy
        // (stale-while-revalidate) in a background request it may hold open for half a minute.
        await page.goto(path);
        await waitForHydration(page).catch((error: unknown) => {
          throw new Error(`${path} did not hydrate: ${String(error)}`);
        });
      }
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      await page.locator('footer').getByRole('link', { name: 'Products', exact: true }).click();
      await page.waitForURL(/\/products$/);
      assert.equal(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), true, 'navigated without reloading');
      assert.deepEqual(consoleErrors, []);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }
});
