// The commerce journey on a phone: sign up, add two products, the cart's server-computed summary,
// the demo promo code, an add-on from the cart's offer, checkout with pincode, slot, gift message
// and substitutes allowed except lilies, pay in the simulated dialog, and the order in My Orders;
// a failed payment keeps the cart.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, describeViolations, launchBrowser, newPage, seriousAxeViolations, waitForHydration } from '../support/browser';
import { makeJpegs } from '../support/images';
import { fillCheckout, payAndSeeOrder, signUp } from '../support/journeys';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser.close());

const rupees = (n: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: n % 1 ? 2 : 0, minimumFractionDigits: n % 1 ? 2 : 0 }).format(n);

interface ApiProduct {
  _id: string;
  name: string;
  price: number;
  stock: number;
  availability: string;
  isAddon: boolean;
  options: unknown[];
}

async function inStockProducts(): Promise<ApiProduct[]> {
  const res = await fetch(`${baseUrl}/api/admin-public/products?limit=100&sort=price-low`);
  const { products } = (await res.json()) as { products: ApiProduct[] };
  // Products sold in one size: a size's price is asked and checked in sizes.test.ts.
  return products.filter((p) => !p.isAddon && p.options.length === 0 && p.availability === 'In Stock' && p.price >= 250 && p.price <= 900);
}

async function addToCart(page: Page, product: ApiProduct, referencePhoto?: string) {
  await page.goto(`/product/${product._id}`);
  await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
  await waitForHydration(page);
  if (referencePhoto) await page.getByLabel('Add a reference photo').setInputFiles(referencePhoto);
  await page.getByRole('button', { name: /add to cart/i }).click();
  await page.getByText('Added to cart').first().waitFor();
}

async function cartTotals(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await fetch(`${baseUrl}/api/cart`, { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { cart: { totals: { subtotal: number; total: number; promoDiscount: number }; totalItems: number } }).cart;
}

describe('checkout', () => {
  it('signs up, fills a cart, applies the demo code, pays and sees the order', async () => {
    const [first, second] = await inStockProducts();
    assert.ok(first && second, 'the demo catalogue has two affordable products in stock');
    const { page, context, errors } = await newPage(browser);
    await signUp(page, { name: 'Lakshmi Narayan', email: `checkout.${Date.now()}@example.in` });
    // The first comes with a photo of what the customer has in mind, for the florist.
    const [photo] = await makeJpegs(1);
    await addToCart(page, first, photo);
    await addToCart(page, second);

    await page.goto('/cart');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const before = await cartTotals(page);
    assert.equal(before.totalItems, 2);
    assert.equal(before.totals.subtotal, first.price + second.price);
    await page.getByText(rupees(before.totals.total)).first().waitFor();
    assert.deepEqual(await seriousAxeViolations(page).then(describeViolations), '');

    await page.getByLabel('Promo code').fill('phool10');
    await page.getByRole('button', { name: 'Apply' }).click();
    // Applied when the code shows with its Remove button: the hint under the box names PHOOL10 too.
    await page.getByRole('button', { name: 'Remove promo code PHOOL10' }).waitFor();
    const withPromo = await cartTotals(page);
    assert.ok(withPromo.totals.promoDiscount > 0, 'the demo code takes something off');
    await page.getByText(rupees(withPromo.totals.total)).first().waitFor();

    // A greeting card from the add-ons the cart offers: a line of its own.
    const offer = page.getByRole('region', { name: 'Add a little extra' });
    await offer.getByRole('button', { name: /^Add Greeting Card/ }).click();
    await offer.getByRole('link', { name: /Greeting Card/ }).waitFor({ state: 'detached' });
    assert.equal((await cartTotals(page)).totalItems, 3);

    await page.getByRole('link', { name: 'Proceed to checkout' }).click();
    await page.waitForURL(/\/checkout$/);
    const pay = page.getByRole('button', { name: /^Pay ₹/ });
    assert.equal(await pay.isDisabled(), true, 'Pay waits for a complete form');
    const giftMessage = `Happy birthday, Amma! ${Date.now()}`;
    await fillCheckout(page, giftMessage, { never: 'lilies' });
    await page.waitForFunction(() => {
      const button = [...document.querySelectorAll('button')].find((b) => /^Pay ₹/.test(b.textContent ?? ''));
      return button && !button.disabled;
    });
    assert.deepEqual(await seriousAxeViolations(page).then(describeViolations), '');
    await payAndSeeOrder(page);
    await page.getByText('Address, recipient and price details').first().click();
    await page.getByText(giftMessage).waitFor();
    await page.getByText(first.name).first().waitFor();
    await page.getByText('Substitutes allowed (equal or higher value) · never: lilies').waitFor();
    await page.getByText('Add-on', { exact: true }).waitFor();
    const thumb = page.getByRole('link', { name: `Your reference photo for ${first.name}` });
    const href = await thumb.getAttribute('href');
    assert.ok(href, 'My Orders links the reference photo');
    assert.equal((await fetch(`${baseUrl}${href}`)).headers.get('content-type'), 'image/webp');
    assert.equal((await cartTotals(page)).totalItems, 0, 'the cart is empty after paying');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('keeps the cart and says so when the payment fails', async () => {
    const [product] = (await inStockProducts()).slice(2);
    assert.ok(product);
    const { page, context } = await newPage(browser);
    await signUp(page, { name: 'Ravi Kumar', email: `failed.${Date.now()}@example.in` });
    await addToCart(page, product);
    await page.goto('/checkout');
    await fillCheckout(page, 'With love');
    const pay = page.getByRole('button', { name: /^Pay ₹/ });
    await page.waitForFunction(() => {
      const button = [...document.querySelectorAll('button')].find((b) => /^Pay ₹/.test(b.textContent ?? ''));
      return button && !button.disabled;
    });
    await pay.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Fail payment' }).click();
    await page.getByText('Payment failed').first().waitFor();
    assert.match(page.url(), /\/checkout$/);
    assert.equal((await cartTotals(page)).totalItems, 1);
    await context.close();
  });
});
