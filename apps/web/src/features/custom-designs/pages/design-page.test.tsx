// DesignPage: a design for sale with everything a buyer needs and Add to Cart as its product; one
// approved but not on sale; the offline-drawing note; 'Design not found' for a bad link or a 404.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeCart } from '../../cart/test-utils';
import { CUSTOMER, fakeApi, storeSession, type FakeRoutes } from '../../../test/fake-api';
import { LocationProbe, renderRoutes } from '../../../test/render-app';
import { hindiTestI18n } from '../../../test/i18n';
import { approvedDesign, CATEGORY_ID, DESIGN_ID, DETAILS_WITH_HINDI, makeDesign, PRODUCT_ID } from '../test-utils';
import { DesignPage } from './design-page';

function renderDesign(routes: FakeRoutes, { entry = `/custom-order/${DESIGN_ID}`, signedIn = false } = {}) {
  if (signedIn) storeSession(CUSTOMER);
  const api = fakeApi(signedIn ? { 'GET /api/auth/me': () => ({ body: { user: CUSTOMER } }), ...routes } : routes);
  const view = renderRoutes(
    [
      { path: '/custom-order/:id', element: <DesignPage /> },
      { path: '/product/:id', element: <LocationProbe name="Product" /> },
      { path: '/login', element: <LocationProbe name="Login" /> },
    ],
    entry,
  );
  return { ...view, api };
}

describe('DesignPage', () => {
  it('shows a design for sale: picture, name, status, price, delivery, features, tags and the request; Add to Cart adds its product', async () => {
    const { api, router } = renderDesign(
      {
        [`GET /api/custom-orders/${DESIGN_ID}`]: () => ({ body: { customOrder: approvedDesign({ user: null }, true) } }),
        'POST /api/cart/add': () => ({ body: { cart: makeCart() } }),
      },
      { signedIn: true },
    );
    const user = userEvent.setup();
    expect(screen.getByTestId('product-detail-skeleton')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Royal Rose Varmala' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Royal Rose Varmala/);
    expect(screen.getByTestId('design-status')).toHaveTextContent('Available for Purchase');
    expect(screen.getByText('₹2,499')).toBeInTheDocument();
    expect(screen.getByText('Delivered in 6-8 hours')).toBeInTheDocument();
    expect(screen.getByText('A pair of bridal garlands of red roses and white mogra.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Features' })).getAllByRole('listitem')).toHaveLength(3);
    expect(within(screen.getByRole('region', { name: 'Tags' })).getAllByRole('listitem')).toHaveLength(5);
    expect(within(screen.getByRole('region', { name: 'The request' })).getByText(/bridal varmala of red roses/)).toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveAttribute('src', '/uploads/designs/varmala.webp');
    expect(screen.queryByTestId('fallback-note')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(api.callsTo('POST /api/cart/add')[0]?.body).toEqual({ productId: PRODUCT_ID, quantity: 1 }));
    await user.click(screen.getByRole('link', { name: 'View Product' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/product/${PRODUCT_ID}`));
  });

  it('says an approved design is not on sale yet, and notes a picture drawn offline', async () => {
    renderDesign({ [`GET /api/custom-orders/${DESIGN_ID}`]: () => ({ body: { customOrder: approvedDesign({ fallback: true, user: null }) } }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Royal Rose Varmala' })).toBeInTheDocument();
    expect(screen.getByTestId('design-status')).toHaveTextContent('Approved');
    expect(screen.getByText(/not on sale yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact the shop' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    expect(screen.getByTestId('fallback-note')).toHaveTextContent(/Illustrative preview/);
  });

  it('never apologises on a design that is for sale, however its picture was drawn', async () => {
    renderDesign({
      [`GET /api/custom-orders/${DESIGN_ID}`]: () => ({
        body: { customOrder: approvedDesign({ fallback: true, fallbackReason: 'timeout', user: null }, true) },
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Royal Rose Varmala' })).toBeInTheDocument();
    expect(screen.getByTestId('fallback-note')).toHaveTextContent('Drawn by our design studio as a preview');
    expect(document.body).not.toHaveTextContent(/unavailable/);
  });

  it("names the owner's unapproved design by its number", async () => {
    renderDesign(
      { [`GET /api/custom-orders/${DESIGN_ID}`]: () => ({ body: { customOrder: makeDesign({ status: 'pending_approval' }) } }) },
      { signedIn: true },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Custom design CD-261123-7KQ4' })).toBeInTheDocument();
    expect(screen.getByTestId('design-status')).toHaveTextContent('Pending Approval');
    expect(screen.getByText(/set the price and delivery time when they approve/)).toBeInTheDocument();
  });

  it("shows 'Design not found' for a 404", async () => {
    renderDesign({ [`GET /api/custom-orders/${DESIGN_ID}`]: () => ({ status: 404, body: { message: 'Custom order not found', errors: [] } }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Design not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the gallery' })).toHaveAttribute('href', '/custom-orders');
  });

  it('does not ask the server about a malformed id', () => {
    const { api } = renderDesign({}, { entry: '/custom-order/not-an-id' });
    expect(screen.getByRole('heading', { level: 1, name: 'Design not found' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('offers Retry when the server fails', async () => {
    let fail = true;
    renderDesign({
      [`GET /api/custom-orders/${DESIGN_ID}`]: () =>
        fail ? { status: 503, body: { message: 'Service unavailable', errors: [] } } : { body: { customOrder: approvedDesign({ user: null }, true) } },
    });
    const user = userEvent.setup();
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('Failed to load the design');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Royal Rose Varmala' })).toBeInTheDocument();
  });
});

describe('DesignPage in Hindi', () => {
  it('speaks Hindi: status, delivery time, sections and Add to Cart; a bad link is "not found" in Hindi', async () => {
    fakeApi({ [`GET /api/custom-orders/${DESIGN_ID}`]: () => ({ body: { customOrder: approvedDesign({ user: null }, true) } }) });
    const { unmount } = renderRoutes([{ path: '/custom-order/:id', element: <DesignPage /> }], `/custom-order/${DESIGN_ID}`, hindiTestI18n);
    expect(await screen.findByRole('heading', { level: 1, name: 'Royal Rose Varmala' })).toBeInTheDocument();
    expect(screen.getByTestId('design-status')).toHaveTextContent('खरीद के लिए उपलब्ध');
    expect(screen.getByText('डिलीवरी: 6-8 घंटे')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'खासियतें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'अनुरोध' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'कार्ट में डालें' })).toBeInTheDocument();
    unmount();

    renderRoutes([{ path: '/custom-order/:id', element: <DesignPage /> }], '/custom-order/not-an-id', hindiTestI18n);
    expect(await screen.findByRole('heading', { level: 1, name: 'डिज़ाइन नहीं मिला' })).toBeInTheDocument();
  });

  it('shows the Hindi staff wrote, field by field, and the English where they wrote none', async () => {
    fakeApi({
      [`GET /api/custom-orders/${DESIGN_ID}`]: () => ({ body: { customOrder: approvedDesign({ user: null, adminDetails: DETAILS_WITH_HINDI }, true) } }),
    });
    renderRoutes([{ path: '/custom-order/:id', element: <DesignPage /> }], `/custom-order/${DESIGN_ID}`, hindiTestI18n);
    expect(await screen.findByRole('heading', { level: 1, name: 'गुलाब और मोगरे की शाही वरमाला' })).toBeInTheDocument();
    expect(document.title).toContain('गुलाब और मोगरे की शाही वरमाला');
    expect(screen.getByText('लाल गुलाब और सफ़ेद मोगरे की दुल्हन-दूल्हे की दो मालाएं।')).toBeInTheDocument();
    expect(screen.getByTestId('design-category')).toHaveTextContent('श्रेणी: मालाएं');
    expect(screen.getByTestId('design-category')).toHaveAttribute('href', `/products?category=${CATEGORY_ID}`);
    const tags = screen.getByRole('region', { name: 'टैग' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['शादी', 'वरमाला']);
    // The features have no Hindi: the English ones.
    const features = screen.getByRole('region', { name: 'खासियतें' });
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Red roses', 'White mogra', 'Gold ribbon']);
  });
});
