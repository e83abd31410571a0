// A customer who has no e-mail to give: she taps "Add to Cart" as a visitor, the item waits in her
// cart, and she signs in with the code the shop texts to her mobile number; the item is still there.
// A wrong code is refused on the code field first. The shop here is one of its own, whose phone
// provider is a local fake of Twilio's API (the other journeys' shop sends no texts), and the
// login page is checked in Hindi and at 360 and 1280 px.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startFakeSmsProvider, type FakeSmsProvider } from '@phoolwari/api/test/fake-sms-provider';
import { describeViolations, launchBrowser, seriousAxeViolations, waitForHydration } from '../support/browser';
import { startShop } from '../support/shop';

const SID = 'AC00000000000000000000000000e2e0ff';
const AUTH = 'e2e-sms-token';

let browser: Browser;
let sms: FakeSmsProvider;
let shop: Awaited<ReturnType<typeof startShop>>;
let productSlug: string;
before(async () => {
  sms = await startFakeSmsProvider(SID, AUTH);
  [browser, shop] = await Promise.all([
    launchBrowser(),
    startShop({
      env: { SMS_PROVIDER: 'twilio', SMS_API_URL: sms.apiUrl, SMS_ACCOUNT_SID: SID, SMS_AUTH_TOKEN: AUTH, SMS_SENDER: '+919800000001', JOB_WORKERS: 'true' },
    }),
  ]);
  const answer = (await (await fetch(`${shop.baseUrl}/api/admin-public/products?sort=popularity&limit=10`)).json()) as {
    products: { slug: string; availability: string }[];
  };
  productSlug = answer.products.find((p) => p.availability === 'In Stock')!.slug;
});
after(async () => {
  await browser?.close();
  await shop?.stop();
  await sms?.close();
});

async function open(width: number): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL: shop.baseUrl, viewport: { width, height: width < 600 ? 780 : 900 }, locale: 'en-IN', bypassCSP: true });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // A hydration mismatch is React's recoverable error, said in the console by the shop's browser entry.
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat/i.test(message.text())) errors.push(`${page.url()}: ${message.text().slice(0, 160)}`);
  });
  return { context, page, errors };
}

/** The code in the newest text to `to`, waiting for the shop's queue to send it. */
async function textedCode(to: string, after: number): Promise<string> {
  for (let attempt = 0; attempt < 80; attempt++) {
    const message = sms.messages.slice(after).find((m) => m.to === to);
    const code = message && /\b(\d{6})\b/.exec(message.body)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no code texted to ${to}`);
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
      // Checkout asks the visitor to sign in; the mobile number comes first.
      await page.getByRole('button', { name: 'Mobile number', pressed: true }).waitFor();
      assert.match(page.url(), /\/login$/);
      const sentBefore = sms.messages.length;
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
