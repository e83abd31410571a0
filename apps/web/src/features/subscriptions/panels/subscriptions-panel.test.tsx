// The owner's plan form chooses with pickers, never ids: the product found by searching the
// catalogue (its price and stock shown), the slot by its name and hours; the plan saved carries
// their ids; an edited plan shows its product by name even when a search hides it.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DeliverySlot, SubscriptionPlan } from '@phoolwari/contracts';
import { makeProduct } from '../../admin/test-utils';
import { ADMIN, fakeApi, storeSession, type FakeRequest } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render-app';
import { SubscriptionsPanel } from './subscriptions-panel';

const ROSES = makeProduct();
const MARIGOLD = makeProduct({ _id: 'bbbbbbbbbbbbbbbbbbbbbbb2', name: 'Genda Phool Toran', price: 449, stock: 0 });
const slot = (overrides: Partial<DeliverySlot>): DeliverySlot => ({
  _id: 'cccccccccccccccccccccc01',
  name: 'Morning',
  kind: 'standard',
  startTime: '07:00',
  endTime: '10:00',
  fee: 0,
  capacity: 20,
  isActive: true,
  sortOrder: 0,
  ...overrides,
});
const MORNING = slot({});
const EVENING = slot({ _id: 'cccccccccccccccccccccc02', name: 'Evening', startTime: '17:00', endTime: '20:00', sortOrder: 1 });
const PLAN: SubscriptionPlan = {
  _id: 'dddddddddddddddddddddd01',
  name: 'Daily pooja flowers',
  description: '',
  productId: MARIGOLD._id,
  productName: MARIGOLD.name,
  image: '',
  weekdays: [0, 1, 2, 3, 4, 5, 6],
  slot: { _id: EVENING._id, name: 'Evening', hiName: '', startTime: '17:00', endTime: '20:00' },
  pricePerDelivery: 99,
  isActive: true,
};

function renderPanel(onSave: (request: FakeRequest) => void) {
  storeSession(ADMIN);
  const products = (request: FakeRequest) => {
    const search = request.url.searchParams.get('search') ?? '';
    const found = [ROSES, MARIGOLD].filter((p) => p.name.toLowerCase().includes(search.toLowerCase()));
    return { body: { products: found, total: found.length, page: 1, totalPages: 1 } };
  };
  const api = fakeApi({
    'GET /api/auth/me': () => ({ body: { user: ADMIN } }),
    'GET /api/admin/subscriptions/deliveries': () => ({ body: { date: '2026-11-24', deliveries: [] } }),
    'GET /api/admin/subscription-plans': () => ({ body: { plans: [PLAN] } }),
    'GET /api/admin/products': products,
    'GET /api/admin/delivery/slots': () => ({ body: { slots: [MORNING, EVENING] } }),
    'POST /api/admin/subscription-plans': (request) => {
      onSave(request);
      return { status: 201, body: { plan: { ...PLAN, _id: 'dddddddddddddddddddddd02' } } };
    },
  });
  return { ...renderRoutes([{ path: '/admin', element: <SubscriptionsPanel /> }], '/admin'), api };
}

describe('SubscriptionsPanel: the plan form', () => {
  it('finds the product by searching and the slot by name, and saves their ids', async () => {
    const user = userEvent.setup();
    let saved: unknown;
    const { api } = renderPanel((request) => (saved = request.body));
    await user.click(await screen.findByRole('button', { name: 'New plan' }));
    const form = screen.getByRole('form', { name: 'New plan' });
    await user.type(within(form).getByRole('textbox', { name: /^Name\b(?! in Hindi)/ }), 'Morning roses');
    await user.type(within(form).getByRole('searchbox', { name: 'Find the product' }), 'rose');
    const product = within(form).getByRole('combobox', { name: /Product \(what is delivered\)/ });
    await waitFor(() => expect(within(product).queryByRole('option', { name: /Genda Phool Toran/ })).toBeNull());
    expect(within(product).getByRole('option', { name: 'Red Rose Bouquet · ₹1,299 · 20 in stock' })).toBeInTheDocument();
    expect(api.calls.some((c) => c.url.searchParams.get('search') === 'rose')).toBe(true);
    await user.selectOptions(product, ROSES._id);
    const slotPicker = within(form).getByRole('combobox', { name: /Delivery slot/ });
    await within(slotPicker).findByRole('option', { name: 'Morning, 7:00 am – 10:00 am' });
    await user.selectOptions(slotPicker, MORNING._id);
    await user.type(within(form).getByLabelText(/^Price per delivery/), '149');
    await user.click(within(form).getByRole('button', { name: 'Save plan' }));
    await waitFor(() => expect(saved).toMatchObject({ name: 'Morning roses', productId: ROSES._id, slotId: MORNING._id, pricePerDelivery: 149 }));
  });

  it('refuses a plan without a product or slot before sending, naming the fields', async () => {
    const user = userEvent.setup();
    let sent = false;
    renderPanel(() => (sent = true));
    await user.click(await screen.findByRole('button', { name: 'New plan' }));
    const form = screen.getByRole('form', { name: 'New plan' });
    await user.type(within(form).getByRole('textbox', { name: /^Name\b(?! in Hindi)/ }), 'Morning roses');
    await user.type(within(form).getByLabelText(/^Price per delivery/), '149');
    await user.click(within(form).getByRole('button', { name: 'Save plan' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Product:');
    expect(alert).toHaveTextContent('Slot:');
    expect(sent).toBe(false);
  });

  it('shows an edited plan’s product and slot by name', async () => {
    const user = userEvent.setup();
    renderPanel(() => {});
    expect(await screen.findByText('Genda Phool Toran · Every day · Evening, 5:00 pm – 8:00 pm')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit plan Daily pooja flowers' }));
    const form = screen.getByRole('form', { name: 'Edit plan Daily pooja flowers' });
    const product = within(form).getByRole('combobox', { name: /Product \(what is delivered\)/ });
    await waitFor(() => expect(product).toHaveDisplayValue(/Genda Phool Toran/));
    // A search that hides it keeps it chosen, by name.
    await user.type(within(form).getByRole('searchbox', { name: 'Find the product' }), 'rose');
    await waitFor(() => expect(within(product).getAllByRole('option')).toHaveLength(3));
    expect(product).toHaveDisplayValue('Genda Phool Toran');
    await waitFor(() => expect(within(form).getByRole('combobox', { name: /Delivery slot/ })).toHaveDisplayValue('Evening, 5:00 pm – 8:00 pm'));
  });
});
