// The newsletter e-mail's links: confirming happens on opening the page (once); unsubscribing
// waits for the button, so a link scanner cannot do it; broken links say so without asking.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render-app';
import { testI18n } from '../../../test/i18n';
import { NewsletterConfirmPage, SUBSCRIPTION_CONFIRMED } from './newsletter-confirm-page';
import { NewsletterUnsubscribePage, UNSUBSCRIBED } from './newsletter-unsubscribe-page';

const TOKEN = 'n'.repeat(40);
const render = (url: string) =>
  renderRoutes(
    [
      { path: '/newsletter/confirm', element: <NewsletterConfirmPage /> },
      { path: '/newsletter/unsubscribe', element: <NewsletterUnsubscribePage /> },
    ],
    url,
  );

describe('Newsletter confirm page', () => {
  it('confirms once on opening and says so', async () => {
    const api = fakeApi({ 'POST /api/newsletter/confirm': () => ({ body: { message: 'Subscription confirmed' } }) });
    render(`/newsletter/confirm?token=${TOKEN}`);
    expect(screen.getByText('Confirming your subscription…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscription confirmed' })).toBeInTheDocument();
    expect(screen.getByText(testI18n._(SUBSCRIPTION_CONFIRMED))).toBeInTheDocument();
    expect(api.callsTo('POST /api/newsletter/confirm').map((c) => c.body)).toEqual([{ token: TOKEN }]);
  });

  it("shows the server's reason when the link does not work", async () => {
    fakeApi({ 'POST /api/newsletter/confirm': () => ({ status: 400, body: { message: 'This link is invalid or has expired', errors: [] } }) });
    render(`/newsletter/confirm?token=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or has expired');
    expect(screen.getByRole('heading', { level: 1, name: 'Could not confirm your subscription' })).toBeInTheDocument();
  });

  it('does not ask the server about a link without a token', () => {
    const api = fakeApi({});
    render('/newsletter/confirm');
    expect(screen.getByRole('alert')).toHaveTextContent('This confirmation link is invalid or has expired.');
    expect(api.calls).toHaveLength(0);
  });
});

describe('Newsletter unsubscribe page', () => {
  it('unsubscribes only when the button is pressed', async () => {
    const api = fakeApi({ 'POST /api/newsletter/unsubscribe': () => ({ body: { message: 'Unsubscribed' } }) });
    const user = userEvent.setup();
    render(`/newsletter/unsubscribe?token=${TOKEN}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribe from our newsletter?' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText(testI18n._(UNSUBSCRIBED))).toBeInTheDocument();
    expect(api.callsTo('POST /api/newsletter/unsubscribe')[0]?.body).toEqual({ token: TOKEN });
  });

  it('shows a failure and lets the customer try again', async () => {
    fakeApi({ 'POST /api/newsletter/unsubscribe': () => ({ status: 400, body: { message: 'This link is invalid', errors: [] } }) });
    const user = userEvent.setup();
    render(`/newsletter/unsubscribe?token=${TOKEN}`);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid');
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
  });

  it('says a link without a token cannot work', () => {
    const api = fakeApi({});
    render('/newsletter/unsubscribe?token=short');
    expect(screen.getByRole('alert')).toHaveTextContent('This unsubscribe link is invalid.');
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
