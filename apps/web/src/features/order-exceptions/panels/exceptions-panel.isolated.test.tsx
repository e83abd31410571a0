// The desk's exceptions: who was told (mail and phone, as the outbox has them) and who answered;
// an order taken out unready, told to the desk only; the empty and error states.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DeskException } from '@phoolwari/contracts';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render-app';
import { ExceptionsPanel } from './exceptions-panel';

vi.mock('../../../lib/socket', async () => (await import('../../../test/fake-socket')).fakeSocketModule());

const exception = (overrides: Partial<DeskException> = {}): DeskException => ({
  _id: 'ff0000000000000000000001',
  orderId: 'dd0000000000000000000001',
  orderNumber: 'PW261123-7K3QA',
  customerName: 'Asha Rao',
  kind: 'delivery_failed',
  reason: 'Gate locked',
  reportedBy: 'Ravi (rider)',
  at: '2026-11-23T10:00:00.000Z',
  mail: 'sent',
  phone: 'failed',
  replaced: null,
  replacement: null,
  photo: null,
  expectedAt: null,
  answer: null,
  answeredAt: null,
  ...overrides,
});

describe('ExceptionsPanel', () => {
  it('shows who was told and who answered', async () => {
    fakeApi({
      'GET /api/admin/order-exceptions': () => ({
        body: {
          exceptions: [
            exception(),
            exception({
              _id: 'ff0000000000000000000002',
              orderNumber: 'PW261123-B2',
              answer: 'rescheduled',
              answeredAt: '2026-11-23T11:00:00.000Z',
              phone: 'sent',
            }),
            exception({
              _id: 'ff0000000000000000000003',
              orderNumber: 'PW261123-C3',
              kind: 'left_unprepared',
              reason: 'Florist away',
              mail: null,
              phone: null,
            }),
            exception({
              _id: 'ff0000000000000000000004',
              orderNumber: 'PW261123-D4',
              kind: 'substitution',
              reason: 'No white roses came in',
              reportedBy: 'Fatima (florist)',
              replaced: 'White roses',
              replacement: 'White carnations',
              photo: '/uploads/substitutions/dd0000000000000000000004/swap.webp',
              answer: 'seen',
              answeredAt: '2026-11-23T12:00:00.000Z',
            }),
            exception({
              _id: 'ff0000000000000000000005',
              orderId: null,
              orderNumber: 'CD-261123-7KQ4',
              kind: 'design_approved',
              reason: 'Marigold Garland · ₹899',
              reportedBy: 'Shop Admin (owner)',
              phone: null,
            }),
            exception({
              _id: 'ff0000000000000000000006',
              orderNumber: 'PW261123-E5',
              kind: 'delay',
              reason: 'Heavy rain',
              reportedBy: 'Meera (order desk)',
              expectedAt: '2026-11-23T14:30:00.000Z',
            }),
          ],
        },
      }),
    });
    renderRoutes([{ path: '/', element: <ExceptionsPanel /> }]);
    const first = await screen.findByRole('article', { name: 'Delivery failed: order PW261123-7K3QA' });
    expect(first).toHaveTextContent('Mail: sent');
    expect(first).toHaveTextContent('Phone: could not be sent');
    expect(first).toHaveTextContent('No answer yet');
    expect(first).toHaveTextContent('“Gate locked” — Ravi (rider)');
    expect(screen.getByRole('article', { name: 'Delivery failed: order PW261123-B2' })).toHaveTextContent('Chose another slot');
    const unready = screen.getByRole('article', { name: 'Left before it was ready: order PW261123-C3' });
    expect(within(unready).getByText('The desk only (the customer is not told)')).toBeInTheDocument();
    expect(screen.getByText('Waiting for the customer’s choice: 1 failed delivery')).toBeInTheDocument();

    // The customer's news: told, and whether they saw it.
    const swap = screen.getByRole('article', { name: 'Substitution: order PW261123-D4' });
    expect(swap).toHaveTextContent('White roses → White carnations');
    expect(swap).toHaveTextContent('Mail: sent');
    expect(swap).toHaveTextContent('Seen in My Orders');
    expect(within(swap).getByRole('img', { name: 'Photo of the substitution in order PW261123-D4' })).toHaveAttribute(
      'src',
      '/uploads/substitutions/dd0000000000000000000004/swap-400.webp',
    );
    const design = screen.getByRole('article', { name: 'Design ready to buy: design CD-261123-7KQ4' });
    expect(design).toHaveTextContent('Phone: none (no contact)');
    expect(design).toHaveTextContent('No answer yet');
    const delay = screen.getByRole('article', { name: 'Delay announced: order PW261123-E5' });
    expect(delay).toHaveTextContent('Now expected: ');
    expect(delay).toHaveTextContent('“Heavy rain” — Meera (order desk)');
  });

  it('shows the empty and error states', async () => {
    const user = userEvent.setup();
    let fail = true;
    fakeApi({
      'GET /api/admin/order-exceptions': () => (fail ? { status: 500, body: { message: 'Database unavailable', errors: [] } } : { body: { exceptions: [] } }),
    });
    renderRoutes([{ path: '/', element: <ExceptionsPanel /> }]);
    expect(await screen.findByText('The exceptions could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Nothing has gone wrong')).toBeInTheDocument();
  });
});
