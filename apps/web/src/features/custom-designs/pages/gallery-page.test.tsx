// GalleryPage: skeletons while loading, cards with price, delivery time and '+N' tags, pages in the
// URL, and Add for a guest (to /login), for a design not yet on sale (a note), and for one on sale
// (into the cart as its product).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeCart } from '../../cart/test-utils';
import { CUSTOMER, fakeApi, storeSession, type FakeRoutes } from '../../../test/fake-api';
import { LocationProbe, renderRoutes } from '../../../test/render-app';
import { hindiTestI18n } from '../../../test/i18n';
import { approvedDesign, DETAILS_WITH_HINDI, galleryAnswer, makeDesign, PRODUCT_ID } from '../test-utils';
// The page as its route composes it, with the cart's add-to-cart.
import { GalleryWithCart as GalleryPage } from '../../../app/routes/gallery';

const toastOf = (text: string | RegExp) => screen.findByText(text, { selector: '[data-toast-type] *' });

function renderGallery(routes: FakeRoutes, { signedIn = false, entry = '/custom-orders' } = {}) {
  if (signedIn) storeSession(CUSTOMER);
  const api = fakeApi(signedIn ? { 'GET /api/auth/me': () => ({ body: { user: CUSTOMER } }), ...routes } : routes);
  const view = renderRoutes(
    [
      { path: '/custom-orders', element: <GalleryPage /> },
      { path: '/custom-order', element: <LocationProbe name="Create" /> },
      { path: '/custom-order/:id', element: <LocationProbe name="Design" /> },
      { path: '/login', element: <LocationProbe name="Login" /> },
    ],
    entry,
  );
  return { ...view, api };
}

const forSale = approvedDesign({ _id: 'eeeeeeeeeeeeeeeeeeeeee21', customOrderId: 'CD-SOLD' }, true);
const notYet = approvedDesign({
  _id: 'eeeeeeeeeeeeeeeeeeeeee22',
  customOrderId: 'CD-APPROVED',
  adminDetails: { ...approvedDesign().adminDetails!, name: 'Lotus Temple Basket', tags: ['puja', 'lotus'] },
});

describe('GalleryPage', () => {
  it('shows eight skeletons, then cards with name, description, delivery time, price, three tags and +N, and View Details', async () => {
    let answer!: (value: { body: unknown }) => void;
    const { api, router } = renderGallery({
      'GET /api/custom-orders/approved': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Custom Design Gallery' })).toBeInTheDocument();
    expect(screen.getAllByTestId('design-skeleton')).toHaveLength(8);
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]?.url.search).toBe('?page=1&limit=12');

    answer({ body: galleryAnswer([forSale, notYet]) });
    const card = await screen.findByRole('article', { name: 'Royal Rose Varmala' });
    expect(screen.queryByTestId('design-skeleton')).not.toBeInTheDocument();
    expect(within(card).getByText('A pair of bridal garlands of red roses and white mogra.')).toBeInTheDocument();
    expect(within(card).getByText('₹2,499')).toBeInTheDocument();
    expect(within(card).getByText('6-8 hours')).toBeInTheDocument();
    expect(
      within(card)
        .getAllByTestId('design-tag')
        .map((t) => t.textContent),
    ).toEqual(['wedding', 'roses', 'mogra']);
    expect(within(card).getByText('+2')).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('srcset', '/uploads/designs/varmala-400.webp 400w, /uploads/designs/varmala.webp 800w');

    const other = screen.getByRole('article', { name: 'Lotus Temple Basket' });
    expect(within(other).getAllByTestId('design-tag')).toHaveLength(2);
    expect(within(other).queryByText(/^\+/)).not.toBeInTheDocument();

    await user.click(within(card).getByRole('link', { name: /^View Details/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/custom-order/eeeeeeeeeeeeeeeeeeeeee21'));
  });

  it('pages with Previous, numbers and Next, the page kept in ?page=', async () => {
    const { api, router } = renderGallery(
      {
        'GET /api/custom-orders/approved': ({ url }) => {
          const page = Number(url.searchParams.get('page'));
          const design = approvedDesign({
            _id: `eeeeeeeeeeeeeeeeeeeeee3${page}`,
            adminDetails: { ...approvedDesign().adminDetails!, name: `Design on page ${page}` },
          });
          return { body: galleryAnswer([design], { page, total: 30, totalPages: 3 }) };
        },
      },
      { entry: '/custom-orders?page=2' },
    );
    const user = userEvent.setup();
    expect(await screen.findByRole('article', { name: 'Design on page 2' })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Previous' })).toBeInTheDocument();

    await user.click(within(pages).getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('article', { name: 'Design on page 3' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=3');
    expect(within(screen.getByRole('navigation', { name: 'Pagination' })).getByText('Next')).toHaveAttribute('aria-disabled', 'true');

    await user.click(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('link', { name: 'Page 1' }));
    expect(await screen.findByRole('article', { name: 'Design on page 1' })).toBeInTheDocument();
    expect(api.calls.map((c) => c.url.searchParams.get('page'))).toEqual(['2', '3', '1']);
  });

  it('sends a guest who presses Add to /login', async () => {
    const { router } = renderGallery({ 'GET /api/custom-orders/approved': () => ({ body: galleryAnswer([notYet, forSale]) }) });
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: 'Lotus Temple Basket' });
    await user.click(within(card).getByRole('button', { name: /^Add/ }));
    expect(await toastOf('Please login to add items to cart')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/custom-orders' });
  });

  it('tells a customer a design not yet on sale must first become a product, and puts one on sale into the cart as its product', async () => {
    const { api } = renderGallery(
      {
        'GET /api/custom-orders/approved': () => ({ body: galleryAnswer([notYet, forSale]) }),
        'POST /api/cart/add': () => ({ body: { cart: makeCart() } }),
      },
      { signedIn: true },
    );
    const user = userEvent.setup();
    const approved = await screen.findByRole('article', { name: 'Lotus Temple Basket' });
    await user.click(within(approved).getByRole('button', { name: 'Add Lotus Temple Basket to cart' }));
    const note = await toastOf(/first need to turn it into a product. Please contact the shop/);
    expect(note.closest('[data-toast-type]')).toHaveAttribute('data-toast-type', 'info');
    expect(api.callsTo('POST /api/cart/add')).toHaveLength(0);

    const sold = screen.getByRole('article', { name: 'Royal Rose Varmala' });
    await user.click(within(sold).getByRole('button', { name: 'Add Royal Rose Varmala to cart' }));
    expect(await toastOf('Added to cart')).toBeInTheDocument();
    expect(api.callsTo('POST /api/cart/add')[0]?.body).toEqual({ productId: PRODUCT_ID, quantity: 1 });
  });

  it('has a call to action, an empty state, and a failed load with Retry', async () => {
    let fail = true;
    const { router } = renderGallery({
      'GET /api/custom-orders/approved': () => (fail ? { status: 400, body: { message: 'Bad page', errors: [] } } : { body: galleryAnswer([]) }),
    });
    const user = userEvent.setup();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load custom orders');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'No designs in the gallery yet' })).toBeInTheDocument();

    await user.click(screen.getAllByRole('link', { name: 'Create Your Design' })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/custom-order'));
  });

  it('names a design staff have not named by its number', async () => {
    renderGallery({ 'GET /api/custom-orders/approved': () => ({ body: galleryAnswer([makeDesign({ status: 'approved' })]) }) });
    expect(await screen.findByRole('article', { name: 'Custom design CD-261123-7KQ4' })).toBeInTheDocument();
  });
});

describe('GalleryPage in Hindi', () => {
  it('speaks Hindi: title, the delivery time, the buttons and the empty page', async () => {
    fakeApi({ 'GET /api/custom-orders/approved': () => ({ body: galleryAnswer([forSale]) }) });
    renderRoutes([{ path: '/custom-orders', element: <GalleryPage /> }], '/custom-orders', hindiTestI18n);
    expect(screen.getByRole('heading', { level: 1, name: 'कस्टम डिज़ाइन गैलरी' })).toBeInTheDocument();
    const card = await screen.findByTestId('gallery-card');
    expect(within(card).getByText(/6-8 घंटे/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Royal Rose Varmala का पूरा विवरण' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Royal Rose Varmala कार्ट में डालें' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'अपना डिज़ाइन बनाएँ' })[0]).toHaveAttribute('href', '/custom-order');
  });

  const inHindi = approvedDesign({ _id: 'eeeeeeeeeeeeeeeeeeeeee23', customOrderId: 'CD-HINDI', adminDetails: DETAILS_WITH_HINDI });

  it('shows the Hindi staff wrote for a design, and the English of a design without Hindi', async () => {
    fakeApi({ 'GET /api/custom-orders/approved': () => ({ body: galleryAnswer([inHindi, notYet]) }) });
    renderRoutes([{ path: '/custom-orders', element: <GalleryPage /> }], '/custom-orders', hindiTestI18n);
    const card = await screen.findByRole('article', { name: 'गुलाब और मोगरे की शाही वरमाला' });
    expect(within(card).getByText('लाल गुलाब और सफ़ेद मोगरे की दुल्हन-दूल्हे की दो मालाएं।')).toBeInTheDocument();
    expect(
      within(card)
        .getAllByTestId('design-tag')
        .map((t) => t.textContent),
    ).toEqual(['शादी', 'वरमाला']);
    expect(within(card).getByRole('link', { name: 'गुलाब और मोगरे की शाही वरमाला का पूरा विवरण' })).toBeInTheDocument();
    expect(within(card).queryByText('Royal Rose Varmala')).not.toBeInTheDocument();
    // No Hindi written: the English, as on the English page.
    const english = screen.getByRole('article', { name: 'Lotus Temple Basket' });
    expect(within(english).getByText('A pair of bridal garlands of red roses and white mogra.')).toBeInTheDocument();
    expect(
      within(english)
        .getAllByTestId('design-tag')
        .map((t) => t.textContent),
    ).toEqual(['puja', 'lotus']);
  });

  it('keeps to the English on the English page, whatever Hindi a design has', async () => {
    fakeApi({ 'GET /api/custom-orders/approved': () => ({ body: galleryAnswer([inHindi]) }) });
    renderRoutes([{ path: '/custom-orders', element: <GalleryPage /> }], '/custom-orders');
    const card = await screen.findByRole('article', { name: 'Royal Rose Varmala' });
    expect(
      within(card)
        .getAllByTestId('design-tag')
        .map((t) => t.textContent),
    ).toEqual(['wedding', 'roses', 'mogra']);
  });
});
