// The footer: category links from GET /api/categories, shop facts from SHOP, and a newsletter box
// that checks the address, subscribes it and says what happens next.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Category } from '@phoolwari/contracts';
import { CHECK_YOUR_INBOX } from '../../features/content';
import { SHOP } from '../../lib/shop-info';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render-app';
import { hindiTestI18n, testI18n } from '../../test/i18n';
import { Footer } from './footer';
import { SHOP_SETTINGS_DEFAULTS } from '@phoolwari/contracts';

/** The footer's currency chooser reads the shop's settings: a shop with no rates offers none. */
const NO_RATES = { 'GET /api/settings': () => ({ body: { settings: SHOP_SETTINGS_DEFAULTS } }) };

const category: Category = { _id: '0000000000000000000000b1', name: 'Garlands', slug: 'garlands', description: '', image: '', isActive: true, sortOrder: 0 };

describe('Footer', () => {
  it('speaks Hindi on a Hindi page, with the categories under their Hindi names', async () => {
    fakeApi({ ...NO_RATES, 'GET /api/categories': () => ({ body: { categories: [{ ...category, hi: { name: 'मालाएं' } }] } }) });
    renderRoutes([{ path: '*', element: <Footer /> }], '/', hindiTestI18n);
    const nav = screen.getByRole('navigation', { name: 'श्रेणियाँ' });
    expect(await within(nav).findByRole('link', { name: 'मालाएं' })).toHaveAttribute('href', '/products?category=garlands');
    expect(screen.getByText('सोमवार – शनिवार')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सदस्यता लें' })).toBeInTheDocument();
    expect(screen.queryByText('Business hours')).not.toBeInTheDocument();
  });

  it('links each active category to its product listing, and shows the contact facts', async () => {
    fakeApi({ ...NO_RATES, 'GET /api/categories': () => ({ body: { categories: [category] } }) });
    renderRoutes([{ path: '*', element: <Footer /> }]);
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    expect(await within(nav).findByRole('link', { name: 'Garlands' })).toHaveAttribute('href', '/products?category=garlands');
    expect(screen.getByRole('link', { name: SHOP.phone })).toHaveAttribute('href', SHOP.phoneHref);
    expect(screen.getByText(SHOP.hours[0].time)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Phoolwari on Instagram/ })).toHaveAttribute('target', '_blank');
  });

  it('checks the e-mail, subscribes, and asks to confirm from the inbox', async () => {
    const api = fakeApi({
      ...NO_RATES,
      'GET /api/categories': () => ({ body: { categories: [] } }),
      'POST /api/newsletter': () => ({ body: { message: 'Check your inbox' } }),
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '*', element: <Footer /> }]);
    const box = screen.getByLabelText('Your e-mail address');
    await user.type(box, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(box).toHaveAccessibleDescription('Enter a valid e-mail address'));
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/newsletter')).toHaveLength(0);

    await user.clear(box);
    await user.type(box, ' Asha@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(box).toHaveAccessibleDescription(testI18n._(CHECK_YOUR_INBOX)));
    expect(testI18n._(CHECK_YOUR_INBOX)).toBe('Almost there! Check your inbox to confirm your subscription.');
    expect(box).toHaveValue('');
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(api.callsTo('POST /api/newsletter')[0]?.body).toEqual({ email: 'asha@example.com', language: 'en' });
  });

  it("shows the server's refusal under the box", async () => {
    fakeApi({
      ...NO_RATES,
      'GET /api/categories': () => ({ body: { categories: [] } }),
      'POST /api/newsletter': () => ({ status: 429, body: { message: 'Rate limit exceeded', errors: [] } }),
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '*', element: <Footer /> }]);
    await user.type(screen.getByLabelText('Your e-mail address'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Too many sign-ups from here. Please try again in a few minutes.')).toBeInTheDocument();
  });
});
