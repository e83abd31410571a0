// The desk's Freshness reports tab: open reports with the customer's photo, answered with a free
// replacement in a slot with places left; a refund is offered only to those who may refund.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DeskClaim } from '@phoolwari/contracts';
import { renderAdminTab } from '../../admin/test-utils';

const CLAIM = 'dddddddddddddddddddddd01';
const SLOT = 'eeeeeeeeeeeeeeeeeeeeee01';

const deskClaim = (overrides: Partial<DeskClaim> = {}): DeskClaim => ({
  _id: CLAIM,
  orderId: 'cccccccccccccccccccccc01',
  orderNumber: 'PW-2611-00042',
  reason: 'damaged',
  details: 'The box was crushed',
  photo: '/uploads/claims/u/photo.webp',
  status: 'open',
  createdAt: '2026-11-23T10:00:00.000Z',
  answer: null,
  customer: { name: 'Asha Rao', phone: '9876543210', language: 'en' },
  items: [{ name: 'Red Rose Bouquet', quantity: 2 }],
  deliveredAt: '2026-11-23T08:00:00.000Z',
  refundable: 2598,
  ...overrides,
});

describe('Freshness reports tab', () => {
  it('shows open reports with their photo and sends a free replacement in a slot with places left', async () => {
    const user = userEvent.setup();
    let claims = [deskClaim()];
    const { api } = renderAdminTab('freshness', {
      'GET /api/admin/freshness-claims': (r) => ({ body: { claims: claims.filter((c) => c.status === r.url.searchParams.get('status')) } }),
      'GET /api/delivery/slots': (r) => ({
        body: {
          date: r.url.searchParams.get('date'),
          slots: [
            {
              _id: SLOT,
              name: 'Morning',
              kind: 'fixed',
              startTime: '08:00',
              endTime: '11:00',
              fee: 0,
              capacity: 10,
              isActive: true,
              sortOrder: 0,
              available: true,
              remaining: 4,
            },
            {
              _id: 'eeeeeeeeeeeeeeeeeeeeee02',
              name: 'Evening',
              kind: 'fixed',
              startTime: '17:00',
              endTime: '20:00',
              fee: 0,
              capacity: 10,
              isActive: true,
              sortOrder: 1,
              available: false,
              remaining: 0,
              reason: 'full',
            },
          ],
        },
      }),
      [`POST /api/admin/freshness-claims/${CLAIM}/answer`]: () => {
        claims = [
          deskClaim({
            status: 'answered',
            answer: {
              kind: 'replacement',
              message: '',
              refundAmount: null,
              replacement: { _id: 'cccccccccccccccccccccc02', orderNumber: 'PW-R42', deliveryDate: '2026-11-24', slotName: 'Morning' },
              answeredAt: '2026-11-23T11:00:00.000Z',
            },
          }),
        ];
        return { body: { claim: claims[0] } };
      },
    });
    expect(await screen.findByRole('img', { name: 'Photo of order PW-2611-00042' })).toHaveAttribute('src', '/uploads/claims/u/photo.webp');
    expect(screen.getByText('“The box was crushed”')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Answer the report on order PW-2611-00042' }));
    const dialog = await screen.findByRole('dialog', { name: 'Answer the report on order PW-2611-00042' });
    const slot = within(dialog).getByLabelText('Slot');
    expect(await within(dialog).findByRole('option', { name: /Evening.*\(full\)/ })).toBeDisabled();
    await user.selectOptions(slot, SLOT);
    await user.click(within(dialog).getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Answer sent for order PW-2611-00042')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/admin/freshness-claims/${CLAIM}/answer`).map((c) => c.body)).toEqual([
      { kind: 'replacement', slotId: SLOT, deliveryDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), message: '' },
    ]);
    expect(await screen.findByText('No open reports')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Answered' }));
    expect(await screen.findByText(/Replacement order PW-R42/)).toBeInTheDocument();
  });
});
