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
