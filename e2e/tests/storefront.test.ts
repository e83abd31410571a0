// Journeys of a customer browsing the shop on a phone: home, header search, filters in the URL,
// a product page — each checked as a person sees it, plus axe-core on every page they visit.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { baseUrl, describeViolations, launchBrowser, newPage, seriousAxeViolations, waitForHydration } from '../support/browser';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser.close());

interface ListedProduct {
  _id: string;
  slug: string;
  name: string;
  price: number;
  originalPrice: number;
  availability: string;
}

async function apiProducts(query: string): Promise<{ products: ListedProduct[]; total: number }> {
  const res = await fetch(`${baseUrl}/api/admin-public/products${query}`);
  assert.equal(res.status, 200);
  return (await res.json()) as { products: ListedProduct[]; total: number };
}

describe('storefront', () => {
  it('home shows the hero, categories and 4 trending products', async () => {
    const { page, context, errors } = await newPage(browser);
    await page.goto('/');
    await page.getByRole('link', { name: 'Shop Now' }).waitFor();
    await page.getByRole('link', { name: /AI Custom Orders/ }).waitFor();
    const trending = page.locator('section', { has: page.getByRole('heading', { name: 'Trending Now' }) });
    await trending.getByRole('link').first().waitFor();
    const expected = (await apiProducts('?sort=popularity&limit=4')).products.map((p) => p.name);
    for (const name of expected) await trending.getByText(name, { exact: true }).first().waitFor();
    assert.equal(await trending.locator('a[href^="/product/"]').evaluateAll((links) => new Set(links.map((a) => a.getAttribute('href'))).size), 4);
    assert.deepEqual(await seriousAxeViolations(page).then(describeViolations), '');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('searching from the header lands on the server-filtered results', async () => {
    const { page, context } = await newPage(browser, { width: 1280, height: 900 });
    await page.goto('/');
    const search = page.getByRole('combobox', { name: /search flowers/i }).first();
    await search.fill('rose');
    await search.press('Enter');
    await page.waitForURL(/\/products\?search=rose/);
    const { total, products } = await apiProducts('?search=rose&limit=12');
    assert.ok(total > 0);
    await page.getByText(new RegExp(`of ${total} products?`)).waitFor();
    await page.getByText(products[0]!.name, { exact: true }).first().waitFor();
    assert.deepEqual(await seriousAxeViolations(page).then(describeViolations), '');
    await context.close();
  });

  it('keeps category, sort and price filters in the URL across a reload, also chosen one straight after the other on a slow phone', async () => {
    const { page, context } = await newPage(browser, { width: 1280, height: 900 });
    await page.goto('/products');
    await waitForHydration(page);
    const categoriesRes = (await (await fetch(`${baseUrl}/api/categories`)).json()) as { categories: { _id: string; slug: string; name: string }[] };
    const category = categoriesRes.categories[0]!;
    // A phone's CPU (a quarter of this one) and no pause between the two choices: the sort, chosen
    // while the category's list is still loading or drawing, once replaced the category.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.getByRole('button', { name: category.name, exact: true }).first().click();
    await page.getByRole('combobox', { name: /sort/i }).selectOption('price-low');
    await page.waitForURL(new RegExp(`category=${category.slug}.*sort=price-low|sort=price-low.*category=${category.slug}`));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    const expected = (await apiProducts(`?category=${category._id}&sort=price-low&limit=12`)).products.map((p) => p.name);
    const listed = async () => page.locator('main :is(h2, h3) a[href^="/product/"]').allInnerTexts();
    // The previous list stays on screen (dimmed) while the sorted one loads: wait for the answer.
    await page
      .waitForFunction(
        (names) =>
          JSON.stringify(
            [...document.querySelectorAll('main :is(h2, h3) a[href^="/product/"]')].slice(0, names.length).map((a) => (a as HTMLElement).innerText),
          ) === JSON.stringify(names),
        expected,
      )
      .catch(() => undefined);
    assert.deepEqual((await listed()).slice(0, expected.length), expected);

    await page.reload();
    await page.getByText(expected[0]!, { exact: true }).first().waitFor();
    assert.match(page.url(), new RegExp(`category=${category.slug}`));
    assert.match(page.url(), /sort=price-low/);
    assert.equal(await page.getByRole('combobox', { name: /sort/i }).inputValue(), 'price-low');
    assert.deepEqual((await listed()).slice(0, expected.length), expected);
    await context.close();
  });

  it('a product page shows price, discount and availability', async () => {
    const all = (await apiProducts('?limit=100')).products;
    const discounted = all.find((p) => p.originalPrice > p.price && p.availability === 'In Stock')!;
    assert.ok(discounted, 'the demo catalogue has a discounted product in stock');
    const percent = Math.round(((discounted.originalPrice - discounted.price) / discounted.originalPrice) * 100);
    const rupees = (n: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(n);

    const { page, context, errors } = await newPage(browser);
    // An older link by id moves, permanently, to the product's readable address.
    const moved = await page.goto(`/product/${discounted._id}`);
    assert.equal(moved?.request().redirectedFrom()?.url(), new URL(`/product/${discounted._id}`, page.url()).href);
    assert.equal(new URL(page.url()).pathname, `/product/${discounted.slug}`);
    await page.getByRole('heading', { level: 1, name: discounted.name }).waitFor();
    await page.getByText(rupees(discounted.price)).first().waitFor();
    await page.getByText(rupees(discounted.originalPrice)).first().waitFor();
    await page
      .getByText(new RegExp(`${percent}% off`, 'i'))
      .first()
      .waitFor();
    await page.getByText('In Stock', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: /add to cart/i }).waitFor();
    assert.deepEqual(await seriousAxeViolations(page).then(describeViolations), '');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('an unknown product says so and offers the way back', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/product/0123456789abcdef01234567');
    await page.getByText('Product not found').first().waitFor();
    await page
      .getByRole('link', { name: /back to products/i })
      .or(page.getByRole('button', { name: /back to products/i }))
      .first()
      .click();
    await page.waitForURL(/\/products$/);
    await context.close();
  });
});
