// The admin's Custom Orders tab: the status filter, cards, and each move — approve (lists trimmed,
// price a number, required fields), reject (a reason required), convert (only once approved) — and
// View Details.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeCategory, renderAdminTab } from '../../admin/test-utils';
import type { FakeRoutes } from '../../../test/fake-api';
import { approvedDesign, CATEGORY_ID, DESIGN_ID, DETAILS_WITH_HINDI, makeDesign, PRODUCT_ID } from '../test-utils';

const toastOf = (text: string) => screen.findByText(text, { selector: '[data-toast-type] *' });

const pending = makeDesign({
  status: 'pending_approval',
  submittedAt: '2025-11-23T07:00:00.000Z',
  fallback: true,
  generator: 'procedural',
  fallbackReason: 'Image service timed out',
});

/** The list answers by ?status=, from a table the test can change. */
function listRoutes(byStatus: Record<string, unknown[]>): FakeRoutes {
  return {
    'GET /api/custom-orders/admin/pending': ({ url }) => ({ body: { customOrders: byStatus[url.searchParams.get('status') ?? ''] ?? [] } }),
    'GET /api/admin/categories': () => ({
      body: { categories: [makeCategory({ _id: CATEGORY_ID, name: 'Garlands' }), makeCategory({ _id: 'aaaaaaaaaaaaaaaaaaaaaaa2', name: 'Bouquets' })] },
    }),
  };
}

describe('Custom Orders tab', () => {
  it('lists pending designs by default with image, badge, number, customer, date and request; the filter asks for each state', async () => {
    const { api } = renderAdminTab('custom-orders', listRoutes({ pending_approval: [pending], rejected: [] }));
    const user = userEvent.setup();
    const filter = await screen.findByLabelText('Status');
    expect(filter).toHaveValue('pending_approval');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Pending Approval', 'Approved', 'Rejected', 'Converted to Product']);

    const card = await screen.findByRole('article', { name: 'CD-261123-7KQ4' });
    expect(within(card).getByTestId('design-status')).toHaveTextContent('Pending Approval');
    expect(within(card).getByText('Asha Rao')).toBeInTheDocument();
    expect(within(card).getByText('asha@example.com')).toBeInTheDocument();
    expect(within(card).getByText('Created 23 Nov 2025')).toBeInTheDocument();
    expect(within(card).getByText(/bridal varmala of red roses/)).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('src', '/uploads/designs/varmala.webp');
    expect(within(card).getByRole('button', { name: 'Review & Approve CD-261123-7KQ4' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Reject CD-261123-7KQ4' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Convert to Product/ })).not.toBeInTheDocument();
    expect(within(card).getByTestId('gallery-consent')).toHaveTextContent('Customer did not agree to the public gallery: it stays out');

    await user.selectOptions(filter, 'rejected');
    expect(await screen.findByText('No custom orders')).toBeInTheDocument();
    expect(api.callsTo('GET /api/custom-orders/admin/pending').map((c) => c.url.searchParams.get('status'))).toEqual(['pending_approval', 'rejected']);
  });

  it('shows staff whether the customer agreed to the public gallery', async () => {
    renderAdminTab('custom-orders', listRoutes({ pending_approval: [{ ...pending, galleryConsent: true }] }));
    const card = await screen.findByRole('article', { name: 'CD-261123-7KQ4' });
    expect(within(card).getByTestId('gallery-consent')).toHaveTextContent('Customer agreed to show it in the public gallery');
    await userEvent.setup().click(within(card).getByRole('button', { name: 'View Details CD-261123-7KQ4' }));
    expect(within(screen.getByRole('dialog')).getByText('Customer agreed to show it')).toBeInTheDocument();
  });

  it('approves with the details: lists split on commas, trimmed, empties dropped, the price a number', async () => {
    const approved = approvedDesign();
    const byStatus: Record<string, unknown[]> = { pending_approval: [pending], approved: [] };
    const { api } = renderAdminTab('custom-orders', {
      ...listRoutes(byStatus),
      [`PUT /api/custom-orders/admin/${DESIGN_ID}/approve`]: () => {
        byStatus.pending_approval = [];
        return { body: { customOrder: approved } };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Review & Approve/ }));
    const dialog = screen.getByRole('dialog', { name: 'Approve CD-261123-7KQ4' });
    expect(within(dialog).getByLabelText(/^Name/)).toHaveFocus();
    expect(within(dialog).getByLabelText('Delivery time')).toHaveValue('4-6 hours');

    await user.type(within(dialog).getByLabelText(/^Name/), 'Royal Rose Varmala');
    await user.type(within(dialog).getByLabelText(/^Description/), 'A pair of bridal garlands.');
    await user.type(within(dialog).getByLabelText(/^Price/), '2499.5');
    await within(dialog).findByRole('option', { name: 'Garlands' });
    await user.selectOptions(within(dialog).getByLabelText(/^Category/), 'Garlands');
    await user.clear(within(dialog).getByLabelText('Delivery time'));
    await user.type(within(dialog).getByLabelText('Delivery time'), '6-8 hours');
    await user.type(within(dialog).getByLabelText('Features'), ' Red roses , ,White mogra,  Gold ribbon ,');
    await user.type(within(dialog).getByLabelText('Tags'), 'wedding,  roses ,,');
    await user.type(within(dialog).getByLabelText('Notes'), 'Customer asked for extra ribbon');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await toastOf('Custom order approved successfully!')).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/custom-orders/admin/${DESIGN_ID}/approve`)[0]?.body).toEqual({
      name: 'Royal Rose Varmala',
      description: 'A pair of bridal garlands.',
      price: 2499.5,
      category: CATEGORY_ID,
      deliveryTime: '6-8 hours',
      features: ['Red roses', 'White mogra', 'Gold ribbon'],
      tags: ['wedding', 'roses'],
      // The Hindi is always sent, empty when not written.
      hi: { name: '', description: '', features: [], tags: [] },
      notes: 'Customer asked for extra ribbon',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The design has left Pending Approval.
    expect(await screen.findByText('No custom orders')).toBeInTheDocument();
  });

  it('writes the Hindi beside the English with the product form’s Hindi fields, marked as Hindi, and sends it trimmed', async () => {
    const { api } = renderAdminTab('custom-orders', {
      ...listRoutes({ pending_approval: [pending] }),
      [`PUT /api/custom-orders/admin/${DESIGN_ID}/approve`]: () => ({ body: { customOrder: approvedDesign({ adminDetails: DETAILS_WITH_HINDI }) } }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Review & Approve/ }));
    const dialog = screen.getByRole('dialog', { name: 'Approve CD-261123-7KQ4' });
    const hindi = within(dialog).getByRole('group', { name: 'Hindi (optional)' });
    for (const field of [
      within(hindi).getByLabelText('Hindi name'),
      within(hindi).getByLabelText('Hindi description'),
      within(hindi).getByLabelText('Hindi features'),
      within(hindi).getByRole('textbox', { name: 'Hindi tags' }),
    ]) {
      expect(field).toHaveAttribute('lang', 'hi');
    }
    await user.type(within(dialog).getByLabelText(/^Name/), 'Royal Rose Varmala');
    await user.type(within(dialog).getByLabelText(/^Description/), 'A pair of bridal garlands.');
    await user.type(within(dialog).getByLabelText(/^Price/), '2499');
    await within(dialog).findByRole('option', { name: 'Garlands' });
    await user.selectOptions(within(dialog).getByLabelText(/^Category/), 'Garlands');
    await user.type(within(hindi).getByLabelText('Hindi name'), '  गुलाब और मोगरे की शाही वरमाला ');
    await user.type(within(hindi).getByLabelText('Hindi description'), 'दुल्हन-दूल्हे की दो मालाएं');
    await user.type(within(hindi).getByLabelText('Hindi features'), 'लाल गुलाब{Enter}');
    await user.type(within(hindi).getByRole('textbox', { name: 'Hindi tags' }), 'शादी{Enter}वरमाला{Enter}');
    expect(within(within(hindi).getByRole('list', { name: 'Hindi tags' })).getByText('वरमाला')).toHaveAttribute('lang', 'hi');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await toastOf('Custom order approved successfully!')).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/custom-orders/admin/${DESIGN_ID}/approve`)[0]?.body).toMatchObject({
      name: 'Royal Rose Varmala',
      hi: { name: 'गुलाब और मोगरे की शाही वरमाला', description: 'दुल्हन-दूल्हे की दो मालाएं', features: ['लाल गुलाब'], tags: ['शादी', 'वरमाला'] },
    });
  });

  it("shows the server's word about a Hindi field on that field", async () => {
    const message = 'Must be at most 120 characters';
    renderAdminTab('custom-orders', {
      ...listRoutes({ pending_approval: [pending] }),
      [`PUT /api/custom-orders/admin/${DESIGN_ID}/approve`]: () => ({ status: 400, body: { message, errors: [{ path: 'hi.name', message }] } }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Review & Approve/ }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Royal Rose Varmala');
    await user.type(within(dialog).getByLabelText(/^Description/), 'Garlands');
    await user.type(within(dialog).getByLabelText(/^Price/), '1999');
    await within(dialog).findByRole('option', { name: 'Garlands' });
    await user.selectOptions(within(dialog).getByLabelText(/^Category/), 'Garlands');
    await user.type(within(dialog).getByLabelText('Hindi name'), 'गुलाब');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Hindi name')).toHaveAccessibleDescription(message));
  });

  it("refuses to approve without the required fields ('Please fill all required fields') and shows the server's message on failure", async () => {
    const { api } = renderAdminTab('custom-orders', {
      ...listRoutes({ pending_approval: [pending] }),
      [`PUT /api/custom-orders/admin/${DESIGN_ID}/approve`]: () => ({
        status: 409,
        body: { message: 'This custom order is not pending approval', code: 'INVALID_STATE', errors: [] },
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Review & Approve/ }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Royal Rose Varmala');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await toastOf('Please fill all required fields')).toBeInTheDocument();
    // Each empty field names itself, as the product form's do (not the toast's words under every field).
    expect(within(dialog).getByLabelText(/^Description/)).toHaveAccessibleDescription('Description is required');
    expect(within(dialog).getByLabelText(/^Price/)).toHaveAccessibleDescription(/Price is required/);
    expect(within(dialog).getByLabelText(/^Category/)).toHaveAccessibleDescription('Please select a category');
    expect(within(dialog).getByLabelText(/^Description/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryAllByText('Please fill all required fields')).toHaveLength(0);
    expect(api.callsTo(`PUT /api/custom-orders/admin/${DESIGN_ID}/approve`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/^Description/), 'Garlands');
    await user.type(within(dialog).getByLabelText(/^Price/), '1999');
    await within(dialog).findByRole('option', { name: 'Garlands' });
    await user.selectOptions(within(dialog).getByLabelText(/^Category/), 'Garlands');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await toastOf('This custom order is not pending approval')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('rejects only with a reason', async () => {
    const { api } = renderAdminTab('custom-orders', {
      ...listRoutes({ pending_approval: [pending] }),
      [`PUT /api/custom-orders/admin/${DESIGN_ID}/reject`]: () => ({
        body: { customOrder: { ...pending, status: 'rejected', rejectionReason: 'Out of season' } },
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Reject/ }));
    const dialog = screen.getByRole('dialog', { name: 'Reject CD-261123-7KQ4?' });
    const reason = within(dialog).getByLabelText(/^Reason for rejection/);
    expect(reason).toHaveFocus();
    await user.type(reason, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject design' }));
    expect(within(dialog).getByText('Please give a reason')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo(`PUT /api/custom-orders/admin/${DESIGN_ID}/reject`)).toHaveLength(0);

    await user.type(reason, ' Blue orchids are out of season ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject design' }));
    expect(await toastOf('Custom order rejected')).toBeInTheDocument();
    expect(api.callsTo(`PUT /api/custom-orders/admin/${DESIGN_ID}/reject`)[0]?.body).toEqual({ rejectionReason: 'Blue orchids are out of season' });
  });

  it('offers Convert to Product only for approved designs without a product, asking the stock (10 by default)', async () => {
    const ready = approvedDesign();
    const done = approvedDesign({ _id: 'eeeeeeeeeeeeeeeeeeeeee02', customOrderId: 'CD-DONE' }, true);
    const { api, queryClient } = renderAdminTab('custom-orders', {
      ...listRoutes({ pending_approval: [], approved: [ready], converted_to_product: [done] }),
      [`POST /api/custom-orders/admin/${DESIGN_ID}/convert-to-product`]: () => ({
        body: { customOrder: approvedDesign({}, true), product: { _id: PRODUCT_ID, name: 'Royal Rose Varmala' } },
      }),
    });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Status'), 'approved');
    const card = await screen.findByRole('article', { name: 'CD-261123-7KQ4' });
    expect(within(card).getByTestId('design-status')).toHaveTextContent('Approved');
    expect(within(card).queryByRole('button', { name: /Review & Approve/ })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Convert to Product CD-261123-7KQ4' }));

    const dialog = screen.getByRole('dialog', { name: 'Convert CD-261123-7KQ4 to a product' });
    const stock = within(dialog).getByLabelText(/^Stock/);
    expect(stock).toHaveValue(10);
    await user.clear(stock);
    await user.type(stock, '25');
    await user.click(within(dialog).getByRole('button', { name: 'Convert to Product' }));
    expect(await toastOf('Custom order converted to product successfully!')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/custom-orders/admin/${DESIGN_ID}/convert-to-product`)[0]?.body).toEqual({ stock: 25 });
    // The catalogue's cached lists are stale: a product was added.
    expect(
      queryClient
        .getQueryCache()
        .findAll({ queryKey: ['catalog'] })
        .every((q) => q.state.isInvalidated),
    ).toBe(true);

    await user.selectOptions(screen.getByLabelText('Status'), 'converted_to_product');
    const converted = await screen.findByRole('article', { name: 'CD-DONE' });
    expect(within(converted).getByTestId('design-status')).toHaveTextContent('Converted to Product');
    expect(within(converted).queryByRole('button', { name: /Convert to Product/ })).not.toBeInTheDocument();
    expect(within(converted).getByRole('link', { name: /View product/ })).toHaveAttribute('href', `/product/${PRODUCT_ID}`);
  });

  it('shows everything in View Details, including why the picture was drawn offline', async () => {
    renderAdminTab(
      'custom-orders',
      listRoutes({
        pending_approval: [
          { ...approvedDesign({ fallback: true, fallbackReason: 'Image service timed out', notes: 'VIP customer' }), status: 'pending_approval' },
        ],
      }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'View Details CD-261123-7KQ4' }));
    const dialog = screen.getByRole('dialog', { name: 'Custom order CD-261123-7KQ4' });
    expect(within(dialog).getByText('Asha Rao · asha@example.com')).toBeInTheDocument();
    expect(within(dialog).getByText(/Drawn offline/)).toBeInTheDocument();
    expect(within(dialog).getByText('Reason: Image service timed out')).toBeInTheDocument();
    expect(within(dialog).getByText('₹2,499')).toBeInTheDocument();
    expect(within(dialog).getByText('Garlands')).toBeInTheDocument();
    expect(within(dialog).getByText('Red roses, White mogra, Gold ribbon')).toBeInTheDocument();
    expect(within(dialog).getByText(/Meera Admin/)).toBeInTheDocument();
    expect(within(dialog).getByText('VIP customer')).toBeInTheDocument();
    // No Hindi written: the Hindi pages show the English.
    expect(within(dialog).getAllByText('Not written (English shown)')).toHaveLength(4);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'View Details CD-261123-7KQ4' })).toHaveFocus());
  });

  it('shows in View Details the Hindi staff wrote, marked as Hindi', async () => {
    renderAdminTab('custom-orders', listRoutes({ pending_approval: [], approved: [approvedDesign({ adminDetails: DETAILS_WITH_HINDI })] }));
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Status'), 'approved');
    await user.click(await screen.findByRole('button', { name: 'View Details CD-261123-7KQ4' }));
    const dialog = screen.getByRole('dialog', { name: 'Custom order CD-261123-7KQ4' });
    expect(within(dialog).getByText('गुलाब और मोगरे की शाही वरमाला')).toHaveAttribute('lang', 'hi');
    expect(within(dialog).getByText('शादी, वरमाला')).toHaveAttribute('lang', 'hi');
    // The features have no Hindi.
    expect(within(dialog).getAllByText('Not written (English shown)')).toHaveLength(1);
  });

  it("says 'Failed to fetch custom orders' when the list cannot be loaded", async () => {
    renderAdminTab('custom-orders', { 'GET /api/custom-orders/admin/pending': () => ({ status: 403, body: { message: 'Forbidden', errors: [] } }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch custom orders');
    expect(await toastOf('Failed to fetch custom orders')).toBeInTheDocument();
  });
});
