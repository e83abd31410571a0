// Sizes and a message on the cake, on a phone: the customer picks 24 stems of the red roses (the
// price follows), a 1 kg truffle cake with "Happy birthday" written on it, sees both sizes and the
// message in the cart, pays, and finds them in My Orders; a sold-out size cannot be chosen.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { baseUrl, describeViolations, launchBrowser, newPage, seriousAxeViolations, waitForHydration } from '../support/browser';
import { fillCheckout, payAndSeeOrder, signUp } from '../support/journeys';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser.close());

interface ApiProduct {
  _id: string;
  slug: string;
  name: string;
  options: { _id: string; label: string; price: number; stock: number }[];
}

async function demoProduct(search: string, name: string): Promise<ApiProduct> {
  const res = await fetch(`${baseUrl}/api/admin-public/products?search=${encodeURIComponent(search)}&limit=20`);
  const { products } = (await res.json()) as { products: ApiProduct[] };
  const found = products.find((p) => p.name === name);
  assert.ok(found && found.options.length > 0, `the demo catalogue sells ${name} in sizes`);
  return found;
}

describe('sizes and a message', () => {
  it('picks a size and a message, and sees them in the cart and the order', async () => {
    const roses = await demoProduct('red rose', 'Red Rose Bouquet');
    const cake = await demoProduct('truffle cake', 'Chocolate Truffle Cake');
    const { page, context, errors } = await newPage(browser);
    await signUp(page, { name: 'Kavya Menon', email: `sizes.${Date.now()}@example.in` });

    await page.goto(`/product/${roses.slug}`);
    await waitForHydration(page);
    const sizes = page.getByRole('group', { name: 'Size' });
    await sizes.getByRole('radio', { name: /^24 stems/ }).check();
    await page.getByText('₹1,099').first().waitFor();
    assert.deepEqual(await seriousAxeViolations(page).then(describeViolations), '');
    await page.getByRole('button', { name: /add to cart/i }).click();
    await page.getByText('Added to cart').first().waitFor();

    await page.goto(`/product/${cake.slug}`);
    await waitForHydration(page);
    await page.getByRole('group', { name: 'Size' }).getByRole('radio', { name: /^1 kg/ }).check();
    await page.getByRole('textbox', { name: 'Personal message (optional)' }).fill('Happy birthday Kavya');
    await page.getByText('20 of 30 characters').waitFor();
    await page.getByRole('button', { name: /add to cart/i }).click();
    await page.getByText('Added to cart').first().waitFor();

    await page.goto('/cart');
    await page.getByRole('link', { name: 'Red Rose Bouquet — 24 stems' }).waitFor();
    await page.getByRole('link', { name: 'Chocolate Truffle Cake — 1 kg' }).waitFor();
    await page.getByText('Happy birthday Kavya').waitFor();
    assert.deepEqual(await seriousAxeViolations(page).then(describeViolations), '');

    await page.getByRole('link', { name: 'Proceed to checkout' }).click();
    await page.waitForURL(/\/checkout$/);
    await fillCheckout(page, 'With love');
    await payAndSeeOrder(page);
    await page.getByText('Red Rose Bouquet — 24 stems').first().waitFor();
    await page.getByText('Chocolate Truffle Cake — 1 kg').first().waitFor();
    await page.getByText('Happy birthday Kavya').first().waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });
});
