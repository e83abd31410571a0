// CustomOrderPage: the description box and its counter, the guest's way to /login, generating with
// the progress overlay, the success and fallback toasts, placing and discarding the result, and My
// Orders in every state a design can be in.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CUSTOMER, fakeApi, storeSession, type FakeRoutes } from '../../../test/fake-api';
import { LocationProbe, renderRoutes } from '../../../test/render-app';
import { hindiTestI18n } from '../../../test/i18n';
import { approvedDesign, DESIGN_ID, makeDesign, PRODUCT_ID } from '../test-utils';
import { CustomOrderPage } from './custom-order-page';

const me = () => ({ body: { user: CUSTOMER } });
const toastOf = (text: string) => screen.findByText(text, { selector: '[data-toast-type] *' });

function renderPage(routes: FakeRoutes, { signedIn = true, entry = '/custom-order' } = {}) {
  if (signedIn) storeSession(CUSTOMER);
  const api = fakeApi(signedIn ? { 'GET /api/auth/me': me, ...routes } : routes);
  const view = renderRoutes(
    [
      { path: '/custom-order', element: <CustomOrderPage /> },
      { path: '/login', element: <LocationProbe name="Login" /> },
      { path: '/product/:id', element: <LocationProbe name="Product" /> },
    ],
    entry,
  );
  return { ...view, api };
}

/** An answer the test releases when it wants: the design is "being drawn" until then. */
function deferred<T>() {
  let release!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

afterEach(() => sessionStorage.clear());

describe('CustomOrderPage: Generate New', () => {
  it('has the tips, both tabs, and a labelled box that stops at 500 characters with a counter; Generate is off while empty', async () => {
    renderPage({});
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { level: 1, name: 'AI Custom Flower Designs' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tips for a great design' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Generate New' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'My Orders' })).toHaveAttribute('aria-selected', 'false');

    const box = screen.getByLabelText('Describe your flower design');
    const generate = screen.getByRole('button', { name: 'Generate AI Design' });
    expect(generate).toBeDisabled();
    expect(screen.getByTestId('prompt-counter')).toHaveTextContent('0/500');

    await user.type(box, '   ');
    expect(screen.getByTestId('prompt-counter')).toHaveTextContent('3/500');
    expect(generate).toBeDisabled();
    // Ctrl+Enter sends the form from the box: blank text is refused with the spec's words.
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await toastOf('Please enter a description')).toBeInTheDocument();

    await user.clear(box);
    await user.type(box, 'Pink roses');
    expect(generate).toBeEnabled();

    await user.clear(box);
    await user.click(box);
    // The box stops at the limit: a longer paste is cut at 500, and the counter says so.
    await user.paste('a'.repeat(600));
    expect(box).toHaveValue('a'.repeat(500));
    expect(screen.getByTestId('prompt-counter')).toHaveTextContent('500/500');
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(generate).toBeEnabled();
  });

  it('sends a guest to /login with a toast, keeping the description for their return', async () => {
    const { router, api } = renderPage({}, { signedIn: false });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Describe your flower design'), 'A marigold garland for Diwali');
    await user.click(screen.getByRole('button', { name: 'Generate AI Design' }));
    expect(await toastOf('Please login to create custom orders')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Login at /login' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/custom-order' });
    expect(api.calls).toHaveLength(0);

    // Back after signing in: the description is there again.
    await act(() => router.navigate('/custom-order'));
    expect(screen.getByLabelText('Describe your flower design')).toHaveValue('A marigold garland for Diwali');
  });

  it('shows the progress overlay while drawing, then the design; Place Custom Order submits it and opens My Orders', async () => {
    const drawing = deferred<{ status: number; body: unknown }>();
    const placed = makeDesign({ status: 'pending_approval', submittedAt: '2025-11-23T07:00:00.000Z' });
    let mine = [] as ReturnType<typeof makeDesign>[];
    const { api } = renderPage({
      'POST /api/custom-orders/generate': () => drawing.promise,
      [`POST /api/custom-orders/${DESIGN_ID}/submit`]: () => {
        mine = [placed];
        return { body: { customOrder: placed } };
      },
      'GET /api/custom-orders/my-orders': () => ({ body: { customOrders: mine } }),
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Describe your flower design'), '  A bridal varmala of red roses and white mogra with gold ribbon  ');
    await user.click(screen.getByRole('button', { name: 'Generate AI Design' }));

    const overlay = await screen.findByTestId('generation-overlay');
    const bar = within(overlay).getByRole('progressbar', { name: 'Creating your design' });
    expect(bar).toHaveAttribute('aria-valuetext', 'Reading your description…');
    expect(overlay.parentElement).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: /Generating/ })).toBeDisabled();
    expect(api.callsTo('POST /api/custom-orders/generate')[0]?.body).toEqual({ prompt: 'A bridal varmala of red roses and white mogra with gold ribbon' });

    drawing.release({ status: 201, body: { customOrder: makeDesign() } });
    expect(await toastOf('AI design generated successfully!')).toBeInTheDocument();
    expect(screen.queryByTestId('generation-overlay')).not.toBeInTheDocument();
    const result = screen.getByRole('region', { name: 'Your design' });
    expect(within(result).getByRole('img')).toHaveAttribute('src', '/uploads/designs/varmala.webp');
    expect(within(result).getByRole('img')).toHaveAttribute('srcset', '/uploads/designs/varmala-400.webp 400w, /uploads/designs/varmala.webp 800w');
    expect(within(result).getByText('A bridal varmala of red roses and white mogra with gold ribbon')).toBeInTheDocument();
    expect(within(result).queryByTestId('fallback-note')).not.toBeInTheDocument();

    // Privacy first: the gallery question is asked, and unticked until the customer ticks it.
    const consent = within(result).getByRole('checkbox', { name: /Show my design in the shop’s public gallery once it is approved/ });
    expect(consent).not.toBeChecked();
    expect(consent).toHaveAccessibleDescription('Your name is never shown. You can change this later under My Orders.');

    await user.click(within(result).getByRole('button', { name: 'Place Custom Order' }));
    expect(await toastOf('Custom order submitted for admin approval!')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/custom-orders/${DESIGN_ID}/submit`)[0]?.body).toEqual({ galleryConsent: false });
    await waitFor(() => expect(screen.getByRole('tab', { name: 'My Orders' })).toHaveAttribute('aria-selected', 'true'));
    const card = await screen.findByRole('article', { name: /CD-261123-7KQ4/ });
    expect(within(card).getByTestId('design-status')).toHaveTextContent('Pending Approval');
    expect(screen.queryByRole('region', { name: 'Your design' })).not.toBeInTheDocument();
  });

  it('sends the customer’s yes to the gallery when they tick the box before placing', async () => {
    const placed = makeDesign({ status: 'pending_approval', galleryConsent: true });
    const { api } = renderPage({
      'POST /api/custom-orders/generate': () => ({ status: 201, body: { customOrder: makeDesign() } }),
      [`POST /api/custom-orders/${DESIGN_ID}/submit`]: () => ({ body: { customOrder: placed } }),
      'GET /api/custom-orders/my-orders': () => ({ body: { customOrders: [placed] } }),
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Describe your flower design'), 'A bridal varmala of red roses');
    await user.click(screen.getByRole('button', { name: 'Generate AI Design' }));
    const result = await screen.findByRole('region', { name: 'Your design' });
    const consent = within(result).getByRole('checkbox', { name: /public gallery/ });
    await user.click(consent);
    expect(consent).toBeChecked();
    await user.click(within(result).getByRole('button', { name: 'Place Custom Order' }));
    expect(await toastOf('Custom order submitted for admin approval!')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/custom-orders/${DESIGN_ID}/submit`).map((c) => c.body)).toEqual([{ galleryConsent: true }]);
    const card = await screen.findByRole('article', { name: /CD-261123-7KQ4/ });
    expect(within(card).getByTestId('gallery-choice')).toHaveTextContent('You agreed to show this design in the shop’s public gallery once approved.');
  });

  it('presents a design drawn by the studio (no image service configured) as what it is, never as a failure', async () => {
    renderPage({
      'POST /api/custom-orders/generate': () => ({
        status: 201,
        body: { customOrder: makeDesign({ fallback: true, generator: 'procedural', fallbackReason: 'not configured' }) },
      }),
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Describe your flower design'), 'Jasmine and rose gajra for a bride');
    await user.click(screen.getByRole('button', { name: 'Generate AI Design' }));
    const toast = await toastOf('Your design preview is ready');
    expect(toast.closest('[data-toast-type]')).toHaveAttribute('data-toast-type', 'success');
    const result = screen.getByRole('region', { name: 'Your design' });
    expect(within(result).getByTestId('fallback-note')).toHaveTextContent('Drawn by our design studio as a preview; the florist will make it by hand.');
    expect(document.body).not.toHaveTextContent(/unavailable/);
  });

  it('says so with a neutral toast and a note when the picture was drawn offline; Discard deletes the draft', async () => {
    const { api } = renderPage({
      'POST /api/custom-orders/generate': () => ({
        status: 201,
        body: { customOrder: makeDesign({ fallback: true, generator: 'procedural', fallbackReason: 'timeout' }) },
      }),
      [`DELETE /api/custom-orders/${DESIGN_ID}`]: () => ({ status: 204 }),
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Describe your flower design'), 'Yellow marigold car decoration');
    await user.click(screen.getByRole('button', { name: 'Generate AI Design' }));

    const toast = await toastOf('Design created using fallback image (AI service temporarily unavailable)');
    expect(toast.closest('[data-toast-type]')).toHaveAttribute('data-toast-type', 'info');
    const result = screen.getByRole('region', { name: 'Your design' });
    expect(within(result).getByTestId('fallback-note')).toHaveTextContent(/Illustrative preview/);

    await user.click(within(result).getByRole('button', { name: 'Discard' }));
    expect(await toastOf('Custom order discarded')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your design' })).not.toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/custom-orders/${DESIGN_ID}`)).toHaveLength(1);
  });

  it("shows the server's reason when drawing fails (a spent quota), and keeps the description", async () => {
    renderPage({
      'POST /api/custom-orders/generate': () => ({
        status: 429,
        body: { message: 'You have made 10 designs this hour. Try again in 12 minutes.', errors: [] },
      }),
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Describe your flower design'), 'Lotus pond arrangement');
    await user.click(screen.getByRole('button', { name: 'Generate AI Design' }));
    expect(await toastOf('You have made 10 designs this hour. Try again in 12 minutes.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to generate image: You have made 10 designs this hour. Try again in 12 minutes.');
    expect(screen.getByLabelText('Describe your flower design')).toHaveValue('Lotus pond arrangement');
  });

  it("says 'Failed to submit custom order' when placing fails and keeps the result", async () => {
    renderPage({
      'POST /api/custom-orders/generate': () => ({ status: 201, body: { customOrder: makeDesign() } }),
      [`POST /api/custom-orders/${DESIGN_ID}/submit`]: () => ({
        status: 409,
        body: { message: 'Only drafts can be submitted', code: 'INVALID_STATE', errors: [] },
      }),
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Describe your flower design'), 'Orchid basket');
    await user.click(screen.getByRole('button', { name: 'Generate AI Design' }));
    await user.click(await screen.findByRole('button', { name: 'Place Custom Order' }));
    expect(await toastOf('Failed to submit custom order')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your design' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Generate New' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('CustomOrderPage: My Orders', () => {
  it('moves between the tabs with the arrow keys', async () => {
    const { router } = renderPage({ 'GET /api/custom-orders/my-orders': () => ({ body: { customOrders: [] } }) });
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Generate New' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'My Orders' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'My Orders' })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?tab=my-orders');
    expect(await screen.findByRole('heading', { name: 'No Custom Orders Yet' })).toBeInTheDocument();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Generate New' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Describe your flower design')).toBeVisible();
  });

  it('shows every state in customer words: a draft to place, pending, approved details, rejection reason, and View Product when for sale', async () => {
    const designs = [
      makeDesign({ _id: 'eeeeeeeeeeeeeeeeeeeeee10', customOrderId: 'CD-DRAFT', fallback: true }),
      makeDesign({ _id: 'eeeeeeeeeeeeeeeeeeeeee11', customOrderId: 'CD-PENDING', status: 'pending_approval' }),
      approvedDesign({ _id: 'eeeeeeeeeeeeeeeeeeeeee12', customOrderId: 'CD-APPROVED' }),
      makeDesign({ _id: 'eeeeeeeeeeeeeeeeeeeeee13', customOrderId: 'CD-REJECTED', status: 'rejected', rejectionReason: 'Blue orchids are out of season.' }),
      approvedDesign({ _id: 'eeeeeeeeeeeeeeeeeeeeee14', customOrderId: 'CD-SOLD' }, true),
    ];
    const { router } = renderPage(
      { 'GET /api/custom-orders/my-orders': () => ({ body: { customOrders: designs } }) },
      { entry: '/custom-order?tab=my-orders' },
    );
    expect(screen.getByTestId('my-designs-skeleton')).toBeInTheDocument();

    const draft = await screen.findByRole('article', { name: /CD-DRAFT/ });
    expect(within(draft).getByTestId('design-status')).toHaveTextContent('Draft');
    expect(within(draft).getByRole('button', { name: 'Place Custom Order' })).toBeInTheDocument();
    expect(within(draft).getByRole('button', { name: 'Discard' })).toBeInTheDocument();
    expect(within(draft).getByTestId('fallback-note')).toBeInTheDocument();
    expect(within(draft).getByText('Created 23 Nov 2025')).toBeInTheDocument();
    expect(within(draft).getByText('A bridal varmala of red roses and white mogra with gold ribbon')).toBeInTheDocument();

    const pending = screen.getByRole('article', { name: /CD-PENDING/ });
    expect(within(pending).getByTestId('design-status')).toHaveTextContent('Pending Approval');
    // Only the gallery answer can change once placed.
    expect(
      within(pending)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Show in gallery']);
    expect(within(pending).getByTestId('gallery-choice')).toHaveTextContent('This design is not shown in the shop’s public gallery.');

    const approved = screen.getByRole('article', { name: /CD-APPROVED/ });
    expect(within(approved).getByTestId('design-status')).toHaveTextContent('Approved');
    expect(within(approved).getByText('₹2,499')).toBeInTheDocument();
    expect(within(approved).getByText('6-8 hours')).toBeInTheDocument();
    expect(within(approved).queryByRole('link', { name: 'View Product' })).not.toBeInTheDocument();

    const rejected = screen.getByRole('article', { name: /CD-REJECTED/ });
    expect(within(rejected).getByTestId('design-status')).toHaveTextContent('Rejected');
    expect(within(rejected).queryByTestId('gallery-choice')).not.toBeInTheDocument();
    expect(within(rejected).getByText('Blue orchids are out of season.')).toBeInTheDocument();

    const sold = screen.getByRole('article', { name: /CD-SOLD/ });
    expect(within(sold).getByTestId('design-status')).toHaveTextContent('Available for Purchase');
    expect(within(sold).queryByText('Converted to Product')).not.toBeInTheDocument();
    await userEvent.setup().click(within(sold).getByRole('link', { name: 'View Product' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/product/${PRODUCT_ID}`));
  });

  it('lets the customer withdraw their yes to the gallery from My Orders', async () => {
    let design = approvedDesign({ galleryConsent: true });
    const { api } = renderPage(
      {
        'GET /api/custom-orders/my-orders': () => ({ body: { customOrders: [design] } }),
        [`PUT /api/custom-orders/${DESIGN_ID}/gallery-consent`]: () => {
          design = { ...design, galleryConsent: false };
          return { body: { customOrder: design } };
        },
      },
      { entry: '/custom-order?tab=my-orders' },
    );
    const card = await screen.findByRole('article', { name: /CD-261123-7KQ4/ });
    expect(within(card).getByTestId('gallery-choice')).toHaveTextContent('You agreed to show this design');
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Remove from gallery' }));
    expect(await toastOf('Your design is no longer shown in the gallery')).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/custom-orders/${DESIGN_ID}/gallery-consent`).map((c) => c.body)).toEqual([{ galleryConsent: false }]);
    await waitFor(() => expect(within(card).getByTestId('gallery-choice')).toHaveTextContent('This design is not shown in the shop’s public gallery.'));
    expect(within(card).getByRole('button', { name: 'Show in gallery' })).toBeInTheDocument();
  });

  it("has an empty state that leads to Generate New, and a failed load with the spec's words and Retry", async () => {
    let fail = true;
    renderPage(
      {
        'GET /api/custom-orders/my-orders': () =>
          fail ? { status: 500, body: { message: 'An unexpected error occurred', errors: [] } } : { body: { customOrders: [] } },
      },
      { entry: '/custom-order?tab=my-orders' },
    );
    const user = userEvent.setup();
    // A server error is retried once before the page gives up.
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('Failed to fetch your custom orders');
    expect(await toastOf('Failed to fetch your custom orders')).toBeInTheDocument();

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'No Custom Orders Yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Your First Design' }));
    expect(screen.getByRole('tab', { name: 'Generate New' })).toHaveAttribute('aria-selected', 'true');
  });

  it('asks a guest to sign in', async () => {
    renderPage({}, { signedIn: false, entry: '/custom-order?tab=my-orders' });
    expect(screen.getByRole('heading', { name: 'Please Login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });
});

describe('CustomOrderPage in Hindi', () => {
  it('speaks Hindi: the title, tabs, tips, the box and My Orders with its states', async () => {
    storeSession(CUSTOMER);
    fakeApi({
      'GET /api/auth/me': me,
      'GET /api/custom-orders/my-orders': () => ({ body: { customOrders: [makeDesign({ status: 'pending_approval' })] } }),
    });
    renderRoutes([{ path: '/custom-order', element: <CustomOrderPage /> }], '/custom-order', hindiTestI18n);
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { level: 1, name: 'AI से कस्टम फूलों के डिज़ाइन' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'बढ़िया डिज़ाइन के लिए सुझाव' })).toBeInTheDocument();
    expect(screen.getByLabelText('अपने फूलों का डिज़ाइन बताइए')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'AI डिज़ाइन बनाएँ' })).toBeDisabled();
    await user.click(screen.getByRole('tab', { name: 'मेरे ऑर्डर' }));
    const card = await screen.findByTestId('my-design');
    expect(within(card).getByTestId('design-status')).toHaveTextContent('मंज़ूरी बाकी');
    expect(within(card).getByText('हमारे फूलवाले आपका डिज़ाइन देख रहे हैं और उसकी कीमत तय करेंगे।')).toBeInTheDocument();
    expect(within(card).getByTestId('gallery-choice')).toHaveTextContent('यह डिज़ाइन दुकान की गैलरी में नहीं दिखाया जाता।');
    expect(within(card).getByRole('button', { name: 'गैलरी में दिखाएँ' })).toBeInTheDocument();
  });
});
