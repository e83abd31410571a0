// The footer: category links from GET /api/categories, shop facts from SHOP, and a newsletter box
// that checks the address and says plainly when subscriptions are not open yet.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Category } from '@phoolwari/contracts';
import { SHOP } from '../../lib/shop-info';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render-app';
import { Footer } from './footer';

const category: Category = { _id: '0000000000000000000000b1', name: 'Garlands', slug: 'garlands', description: '', image: '', isActive: true, sortOrder: 0 };

describe('Footer', () => {
  it('links each active category to its product listing, and shows the contact facts', async () => {
    fakeApi({ 'GET /api/categories': () => ({ body: { categories: [category] } }) });
    renderRoutes([{ path: '*', element: <Footer /> }]);
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    expect(await within(nav).findByRole('link', { name: 'Garlands' })).toHaveAttribute('href', `/products?category=${category._id}`);
    expect(screen.getByRole('link', { name: SHOP.phone })).toHaveAttribute('href', SHOP.phoneHref);
    expect(screen.getByText(SHOP.hours[0].time)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Phoolwari on Instagram/ })).toHaveAttribute('target', '_blank');
  });

  it('checks the e-mail, then says the newsletter has not started when the server has no such service', async () => {
    const api = fakeApi({
      'GET /api/categories': () => ({ body: { categories: [] } }),
      'POST /api/newsletter': () => ({ status: 404, body: { message: 'No route for POST /api/newsletter', code: 'NOT_FOUND', errors: [] } }),
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '*', element: <Footer /> }]);
    const box = screen.getByLabelText('Your e-mail address');
    await user.type(box, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(box).toHaveAccessibleDescription('Enter a valid e-mail address');
    expect(api.callsTo('POST /api/newsletter')).toHaveLength(0);

    await user.clear(box);
    await user.type(box, 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(/newsletter has not started yet, so your e-mail was not saved/)).toBeInTheDocument();
    expect(api.callsTo('POST /api/newsletter')[0]?.body).toEqual({ email: 'asha@example.com' });
  });
});
