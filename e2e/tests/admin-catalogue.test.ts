// The admin's catalogue journey: a new category, a product in it with two uploaded photos, seen on
// the storefront; a price edit; deactivating the category hides the product; deleting after confirming.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { baseUrl, describeViolations, launchBrowser, newPage, seriousAxeViolations } from '../support/browser';
import { makeJpegs } from '../support/images';
import { openAdminTab as tab, signInAsAdmin } from '../support/journeys';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser.close());

const stamp = Date.now().toString(36);
const categoryName = `Temple Flowers ${stamp}`;
const productName = `Lotus Offering Basket ${stamp}`;

async function storefrontFinds(name: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/admin-public/products?search=${encodeURIComponent(name)}`);
  return ((await res.json()) as { total: number }).total;
}

describe('admin catalogue', () => {
  it('creates a category and a product with photos, edits, hides and deletes it', async () => {
    const { page, context, errors } = await newPage(browser, { width: 1280, height: 900 });
    await signInAsAdmin(page);

    await tab(page, 'Categories');
    await page.getByRole('button', { name: 'Add Category' }).click();
    const categoryDialog = page.getByRole('dialog', { name: 'Add Category' });
    await categoryDialog.getByRole('textbox', { name: 'Name', exact: true }).fill(categoryName);
    await categoryDialog.getByRole('textbox', { name: 'Description', exact: true }).fill('Lotus, marigold and tulsi for the temple');
    await categoryDialog.getByRole('button', { name: 'Create Category' }).click();
    await page.getByText('Category created successfully!').waitFor();

    await tab(page, 'Products');
    await page.getByRole('button', { name: 'Add Product' }).click();
    const form = page.getByRole('dialog', { name: 'Add Product' });
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(productName);
    await form.getByRole('combobox', { name: 'Category' }).selectOption({ label: categoryName });
    await form.getByRole('textbox', { name: 'Description', exact: true }).fill('Five pink lotuses with marigold and tulsi, in a cane basket.');
    await form.getByRole('spinbutton', { name: 'Price (₹)', exact: true }).fill('649');
    await form.getByRole('spinbutton', { name: 'Original price (₹)' }).fill('799');
    await form.getByRole('spinbutton', { name: 'Stock', exact: true }).fill('12');
    const photos = await makeJpegs(2);
    await form.getByTestId('image-file-input').setInputFiles(photos);
    await page.getByText('Images uploaded successfully!').waitFor();
    await form.getByRole('button', { name: 'Remove picture 2' }).waitFor();
    await form.getByRole('button', { name: 'Create Product' }).click();
    await page.getByText('Product created successfully!').waitFor();

    // The storefront shows it, with its photos as stored WebP in two widths.
    assert.equal(await storefrontFinds(productName), 1);
    const shop = (await newPage(browser)).page;
    await shop.goto(`/products?search=${encodeURIComponent(productName)}`);
    await shop.getByRole('link', { name: productName }).click();
    await shop.getByRole('heading', { level: 1, name: productName }).waitFor();
    await shop.getByText('₹649').first().waitFor();
    await shop.getByRole('button', { name: 'Show picture 2 of 2' }).waitFor();
    const images = await shop
      .locator('main img[src^="/uploads/images/"]')
      .evaluateAll((imgs) => imgs.map((img) => ({ src: img.getAttribute('src'), srcset: img.getAttribute('srcset') })));
    assert.ok(images.length >= 1, 'the main picture is an uploaded photo');
    assert.match(images[0]!.srcset ?? '', /-400\.webp 400w/);
    const photo = await fetch(`${baseUrl}${images[0]!.src}`);
    assert.equal(photo.headers.get('content-type'), 'image/webp');
    assert.deepEqual(await seriousAxeViolations(shop).then(describeViolations), '');

    // A price edit reaches the storefront.
    const card = page.locator('article', { hasText: productName });
    await card.getByRole('button', { name: /^Edit/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Product' });
    await edit.getByRole('spinbutton', { name: 'Price (₹)', exact: true }).fill('599');
    await edit.getByRole('button', { name: 'Update Product' }).click();
    await page.getByText('Product updated successfully!').waitFor();
    await shop.reload();
    await shop.getByText('₹599').first().waitFor();

    // Deactivating the category takes the product off the storefront.
    await tab(page, 'Categories');
    await page
      .locator('article', { hasText: categoryName })
      .getByRole('button', { name: /^Deactivate/ })
      .click();
    await page.locator('article', { hasText: categoryName }).getByText('Inactive').waitFor();
    assert.equal(await storefrontFinds(productName), 0);
    await shop.reload();
    await shop.getByText('Product not found').first().waitFor();

    // Deleting asks first.
    await tab(page, 'Products');
    await page
      .locator('article', { hasText: productName })
      .getByRole('button', { name: /^Delete/ })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete product?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Product deleted successfully!').waitFor();
    await page.locator('article', { hasText: productName }).waitFor({ state: 'detached' });
    assert.deepEqual(await seriousAxeViolations(page).then(describeViolations), '');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
