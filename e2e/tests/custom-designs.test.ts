// The custom design journey with no image service configured: a customer describes a garland, the
// shop draws it offline and the customer places it; the admin approves it with a price and converts
// it into a product; the product is in the catalogue and the gallery, and the customer buys it.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { baseUrl, describeViolations, launchBrowser, newPage, seriousAxeViolations } from '../support/browser';
import { fillCheckout, openAdminTab, payAndSeeOrder, signInAsAdmin, signUp } from '../support/journeys';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser.close());

const stamp = Date.now().toString(36);
const prompt = `A thick wedding varmala of red roses and white mogra with a few marigolds (${stamp})`;
const designName = `Rose and Mogra Varmala ${stamp}`;

describe('custom designs', () => {
  it('goes from a described design to a product the customer buys', async () => {
    const customer = await newPage(browser);
    const page = customer.page;
    await signUp(page, { name: 'Kavya Reddy', email: `design.${stamp}@example.in` });

    await page.goto('/custom-order');
    const generate = page.getByRole('button', { name: 'Generate AI Design' });
    assert.equal(await generate.isDisabled(), true, 'nothing to draw yet');
    await page.getByRole('textbox', { name: 'Describe your flower design' }).fill(prompt);
    assert.match((await page.getByTestId('prompt-counter').textContent()) ?? '', new RegExp(`${prompt.length}\\s*/\\s*500`));
    assert.deepEqual(await seriousAxeViolations(page).then(describeViolations), '');
    await generate.click();
    // No image service is configured: the shop's studio draws the design and says it is a preview,
    // as what it is, not as a failure.
    await page.getByText('Your design preview is ready').waitFor({ timeout: 30_000 });
    assert.equal(await page.getByTestId('fallback-note').textContent(), 'Drawn by our design studio as a preview; the florist will make it by hand.');
    assert.equal(await page.getByText(/unavailable/).count(), 0);

    // The drawn design is our own stored WebP.
    const image = page.getByRole('img', { name: /^Generated design/ });
    await image.waitFor();
    const src = await image.getAttribute('src');
    assert.ok(src && src.startsWith('/'), `the design image is served by the shop (${src})`);
    const meta = await sharp(Buffer.from(await (await fetch(`${baseUrl}${src}`)).arrayBuffer())).metadata();
    assert.equal(meta.format, 'webp');

    // The gallery question is off until the customer says yes; this customer does, so the design reaches the gallery below.
    const consent = page.getByRole('checkbox', { name: /public gallery/ });
    assert.equal(await consent.isChecked(), false);
    await consent.check();
    await page.getByRole('button', { name: 'Place Custom Order' }).click();
    await page.getByText('Custom order submitted for admin approval!').waitFor();
    await page.getByText('Pending Approval').first().waitFor();

    // The admin reviews, approves with a price, and converts the design into a product.
    const staff = await newPage(browser, { width: 1280, height: 900 });
    const desk = staff.page;
    await signInAsAdmin(desk);
    await openAdminTab(desk, 'Custom Orders');
    const card = desk.getByRole('article').filter({ hasText: stamp });
    await card.getByRole('button', { name: 'Review & Approve' }).click();
    const form = desk.getByRole('dialog');
    await form.getByLabel(/^Name/).fill(designName);
    await form.getByLabel(/^Description/).fill('Red roses and white mogra, hand-tied for the wedding stage.');
    await form.getByLabel(/^Price/).fill('2499');
    await form.getByLabel(/^Category/).selectOption({ label: 'Wedding Garlands & Varmala' });
    await form.getByLabel(/^Features/).fill('Fresh roses, , Hand-tied ,Same-day delivery');
    await form.getByLabel(/^Tags/).fill('wedding, varmala');
    await form.getByRole('button', { name: 'Approve', exact: true }).click();
    await desk.getByText('Custom order approved successfully!').waitFor();

    await desk.getByLabel('Status', { exact: true }).selectOption({ label: 'Approved' });
    const approved = desk.getByRole('article').filter({ hasText: stamp });
    await approved.getByRole('button', { name: 'Convert to Product' }).click();
    const convert = desk.getByRole('dialog');
    await convert.getByLabel(/^Stock/).fill('5');
    await convert.getByRole('button', { name: 'Convert to Product', exact: true }).click();
    await desk.getByText('Custom order converted to product successfully!').waitFor();
    assert.deepEqual(staff.errors, []);
    await staff.context.close();

    // The catalogue lists the new product, with the approved details.
    const listed = (await (await fetch(`${baseUrl}/api/admin-public/products?search=${encodeURIComponent(designName)}`)).json()) as {
      products: { _id: string; name: string; price: number; stock: number; features: string[] }[];
    };
    assert.equal(listed.products.length, 1);
    assert.equal(listed.products[0]!.price, 2499);
    assert.equal(listed.products[0]!.stock, 5);
    assert.deepEqual(listed.products[0]!.features, ['Fresh roses', 'Hand-tied', 'Same-day delivery']);

    // The customer sees it as available, finds it in the gallery and buys it.
    await page.goto('/custom-order');
    await page.getByRole('tab', { name: 'My Orders' }).click();
    await page.getByText('Available for Purchase').first().waitFor();
    await page.goto('/custom-orders');
    const galleryCard = page.getByRole('article').filter({ hasText: designName });
    await galleryCard.waitFor();
    await galleryCard.getByText('₹2,499').waitFor();
    assert.deepEqual(await seriousAxeViolations(page).then(describeViolations), '');
    await galleryCard.getByRole('button', { name: `Add ${designName} to cart` }).click();
    await page.getByText('Added to cart').first().waitFor();

    await page.goto('/checkout');
    await fillCheckout(page, 'Congratulations to the couple!');
    await payAndSeeOrder(page);
    await page.getByText(designName).first().waitFor();
    assert.deepEqual(customer.errors, []);
    await customer.context.close();
  });
});
