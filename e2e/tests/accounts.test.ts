// Journeys of accounts: a customer signs up, logs out and back in; a customer cannot use the admin
// sign-in; the admin made with the admin:create command signs in and sees the admin header.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { admin, describeViolations, launchBrowser, newPage, seriousAxeViolations, waitForPage } from '../support/browser';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser.close());

const customer = { name: 'Lakshmi Narayan', email: `lakshmi.${Date.now()}@example.in`, phone: '9812345670', password: 'jasmine-gajra-9' };

describe('accounts', () => {
  it('the login screen has no serious accessibility violations', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/login');
    // The mobile number first; the e-mail form one tap away.
    await page.getByLabel(/^Mobile number/).waitFor();
    assert.deepEqual(await seriousAxeViolations(page).then(describeViolations), '');
    await page.getByRole('button', { name: 'Email', exact: true }).click();
    await page.getByLabel('Email').waitFor();
    assert.deepEqual(await seriousAxeViolations(page).then(describeViolations), '');
    await context.close();
  });

  it('signs up, logs out, and logs back in', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/signup');
    await page.getByLabel('Full name').fill(customer.name);
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel(/mobile number/i).fill(customer.phone);
    await page.getByLabel(/^Password/).fill(customer.password);
    await page.getByLabel(/confirm password/i).fill('not-the-same-1');
    await page.getByRole('button', { name: /create account|sign up/i }).click();
    await page.getByText('Passwords do not match').waitFor();

    await page.getByLabel(/confirm password/i).fill(customer.password);
    await page.getByRole('button', { name: /create account|sign up/i }).click();
    await page.getByText('Account created successfully!').waitFor();
    assert.equal(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').email), customer.email);
    assert.ok(await page.evaluate(() => localStorage.getItem('token')));
    // Signed in, the page moves on to the shop; the header's menu closes when the page changes, so
    // it is opened once the shop's page is there.
    await page.waitForURL((url) => url.pathname === '/');
    await waitForPage(page, /^Fresh flowers & garlands/);

    // On a phone the account actions live in the header's menu.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByText(`Signed in as ${customer.name}`).waitFor();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/login$/);
    await waitForPage(page, 'Welcome back');
    assert.equal(await page.evaluate(() => localStorage.getItem('token')), null);

    await page.getByRole('button', { name: 'Email', exact: true }).click();
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel(/^Password/).fill(customer.password);
    await page.getByRole('button', { name: /^(login|log in|sign in)$/i }).click();
    await page.getByText('Login successful!').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await waitForPage(page, /^Fresh flowers & garlands/);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByText(`Signed in as ${customer.name}`).waitFor();
    await context.close();
  });

  it('refuses a customer on the admin sign-in and stores nothing', async () => {
    const { page, context } = await newPage(browser);
    await page.goto('/admin-login');
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel(/^Password/).fill(customer.password);
    await page.getByRole('button', { name: /sign in|login|log in/i }).click();
    await page.getByText('Access denied. Admin privileges required.').first().waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('token')), null);
    assert.equal(await page.evaluate(() => localStorage.getItem('user')), null);
    await page.goto('/admin');
    await page.waitForURL(/\/admin-login$/);
    await context.close();
  });

  it('the admin made by the CLI signs in and sees the admin header and tabs', async () => {
    assert.ok(admin.email, 'the run made an admin');
    const { page, context } = await newPage(browser, { width: 1280, height: 900 });
    await page.goto('/admin-login');
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel(/^Password/).fill(admin.password);
    await page.getByRole('button', { name: /sign in|login|log in/i }).click();
    await page.waitForURL(/\/admin(\?.*)?$/);
    await page.getByText('Admin login successful!').waitFor();
    await page.getByText(admin.email).first().waitFor();
    await page.getByText('Shop Owner').first().waitFor();
    for (const tab of ['Dashboard', 'Orders', 'Custom Orders', 'Products', 'Categories', 'Users', 'Settings']) {
      await page.getByRole('tab', { name: tab, exact: true }).waitFor();
    }
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/\/login$/);
    await context.close();
  });
});
