// Steps several journeys share: the JSON API, signing up and in, filling checkout and paying in the
// simulated gateway's dialog.
import type { Page } from 'playwright-core';
import { admin, baseUrl } from './browser';

/** Calls the shop's API directly (for setting the scene; the journeys themselves use the screens). */
export async function api<T>(path: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<T> {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { ...(init.body ? { 'content-type': 'application/json' } : {}), ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

export const CUSTOMER_PASSWORD = 'rose-petal-2026';

export async function signUp(page: Page, who: { name: string; email: string }) {
  await page.goto('/signup');
  await page.getByLabel('Full name').fill(who.name);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel(/mobile number/i).fill('9812345670');
  await page.getByLabel(/^Password/).fill(CUSTOMER_PASSWORD);
  await page.getByLabel(/confirm password/i).fill(CUSTOMER_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByText('Account created successfully!').waitFor();
}

export async function signInAsAdmin(page: Page) {
  await page.goto('/admin-login');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel(/^Password/).fill(admin.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL(/\/admin/);
}

/** The admin's token, for reading what the journeys cannot see on screen (such as the mail outbox). */
export async function adminToken(): Promise<string> {
  const { token } = await api<{ token: string }>('/auth/login', { method: 'POST', body: { email: admin.email, password: admin.password } });
  return token;
}

/**
 * Signs a page in with a session taken from the API (its token and user kept where the sign-in
 * screen keeps them), on the shop's home page; the journey then goes where it wants.
 */
export async function signInWithSession(page: Page, session: { token: string; user: unknown }) {
  await page.goto('/');
  await page.evaluate(
    ({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { token: session.token, user: session.user },
  );
}

export const openAdminTab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).click();

/**
 * Fills the checkout form for a Bengaluru address and picks the first bookable slot. Substitutes
 * are refused unless `substitutes` says what never to use.
 */
export async function fillCheckout(page: Page, giftMessage: string, substitutes?: { never: string }) {
  await page.getByRole('textbox', { name: 'Your name', exact: true }).fill('Lakshmi Narayan');
  await page.getByRole('textbox', { name: 'Your mobile number', exact: true }).fill('9812345670');
  await page.getByRole('textbox', { name: 'House, street and area', exact: true }).fill('14 Temple Street, Malleshwaram');
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Bengaluru');
  await page.getByRole('textbox', { name: 'State', exact: true }).fill('Karnataka');
  await page.getByRole('textbox', { name: 'Pincode', exact: true }).fill('560003');
  await page
    .getByText(/We deliver to 560003/)
    .first()
    .waitFor();
  await fillSlotAndRecipient(page, giftMessage, substitutes);
}

/** The labels of checkout's recipient and substitution fields, in the page's language. */
export interface RecipientLabels {
  name: string;
  phone: string;
  card: string;
  noSubstitutes: RegExp;
}
const ENGLISH_RECIPIENT: RecipientLabels = {
  name: "Recipient's name",
  phone: "Recipient's mobile number",
  card: 'Message for the card (optional)',
  noSubstitutes: /No substitutes/,
};

/** The part of checkout after the address: whatever the time of day, the first bookable slot. */
export async function fillSlotAndRecipient(page: Page, giftMessage: string, substitutes?: { never: string }) {
  await fillSlotAndRecipientIn(page, ENGLISH_RECIPIENT, giftMessage, substitutes);
}

export async function fillSlotAndRecipientIn(page: Page, labels: RecipientLabels, giftMessage: string, substitutes?: { never: string }) {
  const slot = page.locator('input[type="radio"][name="slotId"]:not([disabled])').first();
  await slot.waitFor();
  await slot.check();
  await page.getByRole('textbox', { name: labels.name, exact: true }).fill('Amma');
  await page.getByRole('textbox', { name: labels.phone, exact: true }).fill('9123456789');
  await page.getByRole('textbox', { name: labels.card, exact: true }).fill(giftMessage);
  if (substitutes) {
    await page.getByRole('radio', { name: /Yes, substitute/ }).check();
    await page.getByRole('textbox', { name: 'Never use (optional)', exact: true }).fill(substitutes.never);
  } else {
    await page.getByRole('radio', { name: labels.noSubstitutes }).check();
  }
}

/** Waits for the Pay button to be ready, pays in the simulated dialog and lands on My Orders. */
export async function payAndSeeOrder(page: Page) {
  await page.waitForFunction(() => {
    const button = [...document.querySelectorAll('button')].find((b) => /^Pay ₹/.test(b.textContent ?? ''));
    return button && !button.disabled;
  });
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.getByRole('button', { name: /^Pay ₹/ }).click();
  await page.getByText('Payment successful! Order placed.').waitFor();
  await page.waitForURL(/\/orders(\?placed=\w+)?$/);
}

/** A customer with one paid order, placed through the real API (the checkout journey covers the screens). */
export async function customerWithPaidOrder() {
  const email = `live.${Date.now()}@example.in`;
  const { token, user } = await api<{ token: string; user: unknown }>('/auth/register', {
    method: 'POST',
    body: { name: 'Meera Iyer', email, password: 'jasmine-2026-x', phone: '9845012345' },
  });
  const { products } = await api<{ products: { _id: string; availability: string; options: unknown[] }[] }>('/admin-public/products?limit=50');
  // One sold as one: a product in sizes needs its size chosen (the sizes journey covers those).
  const product = products.find((p) => p.availability === 'In Stock' && p.options.length === 0)!;
  await api('/cart/add', { method: 'POST', body: { productId: product._id }, token });
  const { earliestDate } = await api<{ earliestDate: string }>('/delivery/check?pincode=560003');
  const { slots } = await api<{ slots: { _id: string; available: boolean }[] }>(`/delivery/slots?date=${earliestDate}`);
  const slot = slots.find((s) => s.available)!;
  const order = await api<{ orderId: string; orderNumber: string; razorpayOrderId: string }>('/payment/create-order', {
    method: 'POST',
    token,
    body: {
      shippingAddress: { name: 'Meera Iyer', street: '3 Palace Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560003', phone: '9845012345' },
      deliveryDate: earliestDate,
      slotId: slot._id,
      recipient: { name: 'Paati', phone: '9123456789' },
      giftMessage: 'For Paati',
      substitution: { allowed: true, avoid: '' },
    },
  });
  const paid = await api<object>('/payment/simulate', { method: 'POST', token, body: { razorpayOrderId: order.razorpayOrderId, outcome: 'success' } });
  await api('/payment/verify-payment', { method: 'POST', token, body: { ...paid, razorpayOrderId: order.razorpayOrderId, orderId: order.orderId } });
  return { token, user, email, orderId: order.orderId, orderNumber: order.orderNumber };
}

/** A new member of staff with `role`, registered and promoted through the API, signed in: their id and session. */
export async function staffMember(admin: string, role: 'rider' | 'florist' | 'desk', name: string, phone: string) {
  const email = `${role}.${Date.now()}@example.in`;
  const registered = await api<{ user: { _id: string } }>('/auth/register', { method: 'POST', body: { name, email, password: 'marigold-2026-x', phone } });
  await api(`/admin/staff/${registered.user._id}/role`, { method: 'PUT', token: admin, body: { role } });
  const session = await api<{ token: string; user: unknown }>('/auth/login', { method: 'POST', body: { email, password: 'marigold-2026-x' } });
  return { id: registered.user._id, session };
}
