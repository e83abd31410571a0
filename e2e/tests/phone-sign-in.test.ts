// A customer who has no e-mail to give: she taps "Add to Cart" as a visitor, the item waits in her
// cart, and she signs in with the code the shop texts to her mobile number; the item is still there.
// A wrong code is refused on the code field first. The shop's phone provider is a local fake of
// Twilio's API (support/phone.ts), and the login page is checked in Hindi and at 360 and 1280 px.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { baseUrl, describeViolations, launchBrowser, newPage, seriousAxeViolations, waitForHydration } from '../support/browser';
import { fillCheckout } from '../support/journeys';
import { textedCode, textsTo } from '../support/phone';

let browser: Browser;
let productSlug: string;
before(async () => {
  browser = await launchBrowser();
  const answer = (await (await fetch(`${baseUrl}/api/admin-public/products?sort=popularity&limit=10`)).json()) as {
    products: { slug: string; availability: string; options: unknown[] }[];
  };
  productSlug = answer.products.find((p) => p.availability === 'In Stock' && p.options.length === 0)!.slug; // sold as one: its cart line is its name
});
after(() => browser?.close());

async function open(width: number) {
  const opened = await newPage(browser, { width, height: width < 600 ? 780 : 900 });
  opened.page.setDefaultTimeout(15_000);
  return opened;
}

describe('signing in by phone from Add to Cart', () => {
  for (const [width, number] of [
    [360, '9822211100'],
    [1280, '9822211101'],
  ] as const) {
    it(`keeps the item added as a visitor and signs in with a texted code at ${width} px`, async () => {
      const { page, context, errors } = await open(width);
      await page.goto(`/product/${productSlug}`);
      await waitForHydration(page);
      const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
      await page
        .getByRole('button', { name: /Add to Cart/ })
        .first()
        .click();
      await page.getByText('Added to cart').first().waitFor();
      // The visitor stays on the product, and the cart holds it.
      assert.match(page.url(), new RegExp(`/product/${productSlug}$`));
      await page.goto('/cart');
      await page.getByRole('link', { name, exact: true }).first().waitFor();

      await page.getByRole('link', { name: 'Proceed to checkout' }).click();
      // Checkout offers the visitor signing in first (a guest checkout beside it); the mobile number comes first.
      await page.getByRole('link', { name: 'Sign in with your mobile number' }).click();
      await page.getByRole('button', { name: 'Mobile number', pressed: true }).waitFor();
      assert.match(page.url(), /\/login$/);
      const sentBefore = (await textsTo(`+91${number}`)).length;
      await page.getByLabel(/^Mobile number/).fill(number);
      await page.getByRole('button', { name: 'Send code' }).click();
      await page.getByText(/We sent a 6-digit code to/).waitFor();
      const code = await textedCode(`+91${number}`, sentBefore);

      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      await page.getByLabel(/^6-digit code/).fill(wrong);
      await page.getByRole('button', { name: 'Verify and sign in' }).click();
      await page.getByText('That code is not right. 4 tries left.').waitFor();
      assert.match(page.url(), /\/login$/);
      const violations = await seriousAxeViolations(page);
      assert.deepEqual(violations, [], describeViolations(violations));
      assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'nothing wider than the screen');

      await page.getByLabel(/^6-digit code/).fill(code);
      await page.getByLabel(/^Your name/).fill('Lakshmi Devi');
      await page.getByRole('button', { name: 'Verify and sign in' }).click();
      // Back to checkout, signed in, with the item the visitor added.
      await page.waitForURL(/\/checkout$/);
      // The guest cart's cookie is gone: the cart is the account's now.
      assert.deepEqual(await context.cookies(), []);
      await page.goto('/cart');
      await page.getByRole('link', { name, exact: true }).first().waitFor();
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  it('checks out as a guest, follows the order by its tracking link, and finds it in My Orders after signing in with that number', async () => {
    const number = '9822211102';
    const { page, context, errors } = await open(360);
    await page.goto(`/product/${productSlug}`);
    await waitForHydration(page);
    await page
      .getByRole('button', { name: /Add to Cart/ })
      .first()
      .click();
    await page.getByText('Added to cart').first().waitFor();
    await page.goto('/cart');
    await page.getByRole('link', { name: 'Proceed to checkout' }).click();
    await page.getByRole('button', { name: 'Continue as guest' }).click();

    await fillCheckout(page, 'Happy birthday, Amma');
    // The guest's number is theirs, and so is the e-mail the confirmation goes to.
    await page.getByRole('textbox', { name: 'Your mobile number', exact: true }).fill(number);
    await page.getByRole('textbox', { name: 'Your e-mail', exact: true }).fill(`guest.${Date.now()}@example.in`);
    await page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => /^Pay ₹/.test(b.textContent ?? '') && !b.disabled));
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /^Pay ₹/ }).click();

    // No My Orders for a guest: the confirmation stays, with the way to follow the order.
    const heading = page.getByRole('heading', { name: /^Thank you! Your order .+ is confirmed\.$/ });
    await heading.waitFor();
    const orderNumber = /order (\S+) is confirmed/.exec((await heading.textContent())!)![1]!;
    assert.match(page.url(), /\/checkout$/);
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'nothing wider than the screen');
    const violations = await seriousAxeViolations(page);
    assert.deepEqual(violations, [], describeViolations(violations));
    await page.getByRole('link', { name: 'Track your order' }).click();
    await page.waitForURL(/\/track\//);
    // The confirmation shows the number too: the tracking page's own heading says it is there.
    await page.locator('#tracking-title').waitFor();
    await page.getByText(orderNumber).first().waitFor();

    // Later, the number proven by a texted code brings the order into the account.
    await page.goto('/login');
    const sentBefore = (await textsTo(`+91${number}`)).length;
    await page.getByLabel(/^Mobile number/).fill(number);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel(/^6-digit code/).fill(await textedCode(`+91${number}`, sentBefore));
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await page.goto('/orders');
    await page.getByText(orderNumber).first().waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('offers the mobile number first in Hindi too', async () => {
    const { page, context, errors } = await open(360);
    await page.goto('/hi/login');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'मोबाइल नंबर', pressed: true }).waitFor();
    await page.getByRole('button', { name: 'कोड भेजें' }).waitFor();
    await page.getByRole('button', { name: 'ईमेल' }).click();
    await page.getByRole('button', { name: 'लॉग इन' }).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });
});
