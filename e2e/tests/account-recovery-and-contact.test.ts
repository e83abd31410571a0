// Forgotten password: the customer asks for a link, the link arrives by mail (read from what the
// shop's mail server received: staff never see it in the outbox), the new password works and the old one does not. And a contact message reaches the
// admin's inbox.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { baseUrl, describeViolations, launchBrowser, newPage, seriousAxeViolations, waitForHydration, waitForPage } from '../support/browser';
import { adminToken, api, openAdminTab, signInAsAdmin } from '../support/journeys';
import { linkMailedTo } from '../support/mail';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser.close());

const stamp = Date.now().toString(36);

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
}

describe('account recovery and contact', () => {
  it('resets a forgotten password with the mailed link', async () => {
    const email = `forgot.${stamp}@example.in`;
    await api('/auth/register', { method: 'POST', body: { name: 'Sunita Joshi', email, password: 'old-password-1', phone: '9845098450' } });

    const { page, context, errors } = await newPage(browser);
    await page.goto('/login');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Email', exact: true }).click();
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(/\/forgot-password$/);
    // The address changes before React shows the new page, and the login page has an Email field too.
    await waitForPage(page, 'Forgot your password?');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(/^If an account exists for that e-mail/).waitFor();
    assert.deepEqual(await seriousAxeViolations(page).then(describeViolations), '');

    const link = await linkMailedTo(email, '/reset-password');
    assert.ok(link.startsWith(baseUrl), `the link points at the shop (${link})`);
    await page.goto(link);
    await waitForHydration(page);
    await page.getByLabel(/^New password/).fill('new-password-2');
    await page.getByLabel('Confirm new password').fill('new-password-2');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('heading', { name: 'Password changed' }).waitFor();
    assert.deepEqual(await seriousAxeViolations(page).then(describeViolations), '');

    // The link works once.
    const reused = await fetch(`${baseUrl}/api/auth/reset-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: new URL(link).searchParams.get('token'), password: 'third-password-3' }),
    });
    assert.equal(reused.status, 400);

    await page.goto('/login');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Email', exact: true }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill('old-password-1');
    const logIn = page.getByRole('button', { name: /^(login|log in|sign in)$/i });
    await logIn.click();
    await page.getByText('Invalid email or password').first().waitFor();
    await page.getByLabel(/^Password/).fill('new-password-2');
    await logIn.click();
    await page.getByText('Login successful!').waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('delivers a contact message to the admin inbox', async () => {
    const message = `Do you make temple torans of mango leaves and marigold? (${stamp})`;
    const { page, context, errors } = await newPage(browser);
    await page.goto('/contact');
    await waitForHydration(page);
    await page.getByLabel('Your name').fill('Harish Gowda');
    await page.getByLabel(/^Email/).fill(`contact.${stamp}@example.in`);
    await page.getByLabel('Phone (optional)').fill('9900112233');
    await page.getByLabel('Subject').selectOption('product');
    await page.getByLabel(/^Message/).fill(message);
    assert.deepEqual(await seriousAxeViolations(page).then(describeViolations), '');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText(/Your message has been sent/).waitFor();
    assert.deepEqual(errors, []);
    await context.close();

    const staff = await newPage(browser, { width: 1280, height: 900 });
    await signInAsAdmin(staff.page);
    await openAdminTab(staff.page, 'Inbox');
    const card = staff.page.getByRole('article', { name: 'Product question from Harish Gowda' }).filter({ hasText: message });
    await card.waitFor();
    // The reply goes to the sender through the shop's mail, and the message counts as handled.
    await card.getByRole('button', { name: /^Reply/ }).click();
    await card.getByLabel('Your reply').fill('Yes, we make them to order. Shall we call you?');
    await card.getByRole('button', { name: 'Send reply' }).click();
    await staff.page.getByText('Reply sent').first().waitFor();
    const { messages } = await api<{ messages: OutboxMessage[] }>('/admin/outbox', { token: await adminToken() });
    assert.ok(
      messages.some((m) => m.to === `contact.${stamp}@example.in` && m.text.includes('Shall we call you?')),
      'the reply is mailed to the sender',
    );
    assert.deepEqual(staff.errors, []);
    await staff.context.close();
  });
});
