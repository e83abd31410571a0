// Ordering as a company does, in the browser: a company's order carries its GSTIN from checkout to
// a B2B invoice naming it (a bad GSTIN is refused on the field first).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import type { Browser } from 'playwright-core';
import { describeViolations, launchBrowser, newPage, seriousAxeViolations, waitForHydration } from '../support/browser';
import { adminToken, api, fillCheckout, payAndSeeOrder, signUp } from '../support/journeys';

let browser: Browser;
let product: { slug: string; name: string; price: number };
before(async () => {
  browser = await launchBrowser();
  const token = await adminToken();
  // The owner registers for GST (the settings screen has its own tests).
  await api('/admin/settings', {
    method: 'PUT',
    token,
    body: {
      gst: {
        registered: true,
        legalName: 'Phoolwari Flowers LLP',
        address: '12 Phool Mandi Road, Bengaluru, Karnataka 560002',
        stateCode: '29',
        gstin: '29ABCDE1234F1ZW',
        deliveryFeeRate: 18,
        invoicePrefix: 'PW',
      },
    },
  });
  const { products } = await api<{ products: { slug: string; name: string; price: number; availability: string }[] }>(
    '/admin-public/products?limit=100&sort=price-low',
  );
  const found = products.find((p) => p.availability === 'In Stock' && p.price >= 250);
  assert.ok(found, 'the demo catalogue has a product in stock');
  product = found;
});
after(() => browser.close());

const hasPdftotext = spawnSync('pdftotext', ['-v']).status === 0;
describe('companies', () => {
  it('orders for a company with its GSTIN and gets a B2B invoice naming it', async () => {
    const { page, context, errors } = await newPage(browser);
    await signUp(page, { name: 'Ravi Menon', email: `company.${Date.now()}@example.in` });
    await page.goto(`/product/${product.slug}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: /add to cart/i }).click();
    await page.getByText('Added to cart').first().waitFor();
    await page.goto('/checkout');
    await fillCheckout(page, 'Happy Diwali from all of us');
    await page.getByRole('checkbox', { name: /Ordering for a company\? Add its GSTIN for a tax invoice/ }).check();
    await page.getByRole('textbox', { name: /Company's legal name/ }).fill('Nandi Software LLP');
    const gstin = page.getByRole('textbox', { name: /GSTIN/ });
    await gstin.fill('29AAKFN5678Q1Z3');
    await gstin.blur();
    await page.getByText("This GSTIN's last character does not match: please check it for a typo").waitFor();
    await gstin.fill('29aakfn5678q1z2');
    await gstin.blur();
    assert.deepEqual(await seriousAxeViolations(page).then(describeViolations), '');
    await payAndSeeOrder(page);

    const card = page.getByRole('article').first();
    const button = card.getByRole('button', { name: /^Invoice PW\/\d{2}-\d{2}\/\d{6} \(PDF\)$/ });
    await button.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    const file = await download.path();
    if (hasPdftotext) {
      const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
      assert.match(text, /Nandi Software LLP/);
      assert.match(text, /GSTIN: 29AAKFN5678Q1Z2/);
      assert.match(text, /Karnataka \(29\)/);
      assert.match(text, /Ordered by Ravi Menon/);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
});
