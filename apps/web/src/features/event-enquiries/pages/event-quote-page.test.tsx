// The customer's quote page after paying: lines named in the page's language (a recipe's Hindi name),
// each payment's invoice to download through the link, and cancelling with what comes back said
// first (the server's figure, sent back with the request), a changed figure said plainly.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EventQuote } from '@phoolwari/contracts';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render-app';
import { hindiTestI18n, testI18n } from '../../../test/i18n';
import { EventQuotePage } from './event-quote-page';

const TOKEN = 'T'.repeat(43);
const line = (description: string, descriptionHi: string, amount: number) => ({
  description,
  descriptionHi,
  hsnCode: '0603',
  quantity: 1,
  unitPrice: amount,
  amount,
  taxable: amount,
  rate: 0,
  cgst: 0,
  sgst: 0,
  igst: 0,
});

const PAID: EventQuote = {
  _id: 'q'.repeat(24),
  enquiryReference: 'EV-270214-7KQ4',
  eventDate: '2027-02-14',
  version: 1,
  status: 'accepted',
  latest: true,
  figures: { lines: [line('Rose varmala', 'गुलाब की वरमाला', 6000), line('Mandap drapes', '', 6140)], taxable: 12140, cgst: 0, sgst: 0, igst: 0, total: 12140 },
  labour: 0,
  transport: 0,
  total: 12140,
  advancePercent: 50,
  advance: 6070,
  balance: 6070,
  balanceDueDate: '2027-02-07',
  note: '',
  changeNote: '',
  sentAt: '2026-11-28T06:00:00.000Z',
  payments: [
    {
      kind: 'advance',
      amount: 6070,
      status: 'paid',
      paidAt: '2026-11-28T06:10:00.000Z',
      invoiceNumber: 'PW/26-27/000007',
      refunded: 0,
      creditNoteNumber: null,
    },
  ],
  cancelRefund: 3035,
  cancellable: true,
};

const render = (i18n = testI18n) => renderRoutes([{ path: '/event-quote/:token', element: <EventQuotePage /> }], `/event-quote/${TOKEN}`, i18n);

describe('the customer’s quote page after paying', () => {
  it('names a recipe’s line in Hindi on the Hindi page, offers the invoice, and cancels with the refund it showed', async () => {
    const cancelled: EventQuote = {
      ...PAID,
      status: 'cancelled',
      cancellable: false,
      cancelRefund: 0,
      payments: [{ ...PAID.payments[0]!, refunded: 3035, creditNoteNumber: 'PW/CN/26-27/000002' }],
    };
    const api = fakeApi({
      [`GET /api/event-quotes/${TOKEN}`]: () => ({ body: { quote: PAID } }),
      [`POST /api/event-quotes/${TOKEN}/cancel`]: () => ({ body: { quote: cancelled } }),
    });
    const user = userEvent.setup();
    render(hindiTestI18n);
    expect(await screen.findByText(/गुलाब की वरमाला/)).toBeInTheDocument();
    // A free line has no Hindi name: its English one shows.
    expect(screen.getByText(/Mandap drapes/)).toBeInTheDocument();
    expect(screen.queryByText(/Rose varmala/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'इनवॉइस PW/26-27/000007 (PDF)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'बुकिंग रद्द करें' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'अपनी बुकिंग EV-270214-7KQ4 रद्द करें?' });
    expect(dialog).toHaveAccessibleDescription(/₹6,070 में से ₹3,035 उसी खाते में वापस आएँगे/);
    // The harmless button has the focus: Enter keeps the booking.
    expect(within(dialog).getByRole('button', { name: 'बुकिंग रहने दें' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'बुकिंग रद्द करें' }));
    expect(await screen.findByText(/यह बुकिंग रद्द हो गई है; ₹3,035/)).toBeInTheDocument();
    expect(api.callsTo(`POST /api/event-quotes/${TOKEN}/cancel`)[0]?.body).toEqual({ refund: 3035 });
    expect(screen.getByRole('button', { name: 'क्रेडिट नोट PW/CN/26-27/000002 (PDF)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'बुकिंग रद्द करें' })).not.toBeInTheDocument();
  });

  it('says so when what comes back changed meanwhile, and shows the new figure from the server', async () => {
    let reads = 0;
    fakeApi({
      // The second read (after the refusal) finds the policy's next step: nothing back.
      [`GET /api/event-quotes/${TOKEN}`]: () => ({ body: { quote: ++reads === 1 ? PAID : { ...PAID, cancelRefund: 0 } } }),
      [`POST /api/event-quotes/${TOKEN}/cancel`]: () => ({
        status: 409,
        body: { message: 'What comes back has changed', code: 'REFUND_CHANGED', errors: [] },
      }),
    });
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Cancel the booking' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription(/₹3,035 of the ₹6,070 you paid comes back/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the booking' }));
    expect(await within(dialog).findByText(/What comes back has changed since you opened the page/)).toBeInTheDocument();
    await waitFor(() => expect(dialog).toHaveAccessibleDescription(/our event policy gives nothing of the ₹6,070 you paid back/));
  });

  it('offers no cancelling once the event is past', async () => {
    fakeApi({ [`GET /api/event-quotes/${TOKEN}`]: () => ({ body: { quote: { ...PAID, cancellable: false, cancelRefund: 0 } } }) });
    render();
    expect(await screen.findByRole('button', { name: 'Invoice PW/26-27/000007 (PDF)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel the booking' })).not.toBeInTheDocument();
  });
});
