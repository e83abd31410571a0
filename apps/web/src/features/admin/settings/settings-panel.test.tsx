// The Settings tab: the system status from /health, the image service test (success and failure),
// the shop settings form, a serviceable pincode added, and a delivery slot's Hindi name.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DeliverySlot, HealthAnswer, JobsAnswer, ServiceArea } from '@phoolwari/contracts';
import { SHOP_SETTINGS_DEFAULTS } from '@phoolwari/contracts';
import type { FakeRoutes } from '../../../test/fake-api';
import { fakeXhr, HEALTHY, renderAdminTab } from '../test-utils';

const area: ServiceArea = { _id: 'ddddddddddddddddddddddd1', prefix: '5600', zone: 'Bengaluru City', city: 'Bengaluru', fee: 0, isActive: true };
const slot: DeliverySlot = {
  _id: 'eeeeeeeeeeeeeeeeeeeeeee1',
  name: 'Morning 9 AM – 12 PM',
  kind: 'fixed',
  startTime: '09:00',
  endTime: '12:00',
  fee: 49,
  capacity: 15,
  isActive: true,
  sortOrder: 1,
};

const NO_FAILED_JOBS: JobsAnswer = {
  workers: true,
  queues: [
    { name: 'mail-deliver', waiting: 2, active: 1, failed: 0 },
    { name: 'orders-expire-unpaid', waiting: 0, active: 0, failed: 0 },
  ],
  failed: [],
};
const FAILED_MAIL = {
  _id: '0b6f2a4e-52c4-4d8f-9a51-3f8c7f1d2e90',
  queue: 'mail-deliver',
  about: 'Mail: Your order PW-261124-7KQ4 is confirmed',
  error: 'connect ECONNREFUSED 127.0.0.1:587',
  attempts: 6,
  failedAt: '2026-11-24T09:30:00.000Z',
};

function settingsRoutes(extra: FakeRoutes = {}, health: HealthAnswer = HEALTHY): FakeRoutes {
  return {
    'GET /api/health': () => ({ status: health.db === 'up' ? 200 : 503, body: health }),
    'GET /api/settings': () => ({ body: { settings: SHOP_SETTINGS_DEFAULTS } }),
    'GET /api/admin/delivery/areas': () => ({ body: { areas: [area] } }),
    'GET /api/admin/delivery/slots': () => ({ body: { slots: [slot] } }),
    'GET /api/admin/jobs': () => ({ body: NO_FAILED_JOBS }),
    'GET /api/admin/festival-dates': () => ({ body: { festivalDates: [] } }),
    ...extra,
  };
}

describe('Settings tab', () => {
  it('shows each service as up, down or not configured, with public details only, and refreshes', async () => {
    const user = userEvent.setup();
    const { api } = renderAdminTab('settings', settingsRoutes({}, { ...HEALTHY, status: 'degraded', db: 'down', mail: 'down' }));
    // A 503 still carries the report.
    expect(await screen.findByTestId('health-db')).toHaveTextContent('Down');
    expect(screen.getByTestId('health-mail')).toHaveTextContent('Down');
    expect(screen.getByTestId('health-payments')).toHaveTextContent('Up');
    expect(screen.getByTestId('health-redis')).toHaveTextContent('Not configured');
    expect(screen.getByText('Some services are down.', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Simulated gateway (no real money)')).toBeInTheDocument();
    expect(screen.getByText('Files on this server · served from /uploads')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(api.callsTo('GET /api/health')).toHaveLength(2));
  });

  it('shows the queue per kind of job, lists a failed job and puts it back in line with Retry', async () => {
    const user = userEvent.setup();
    let failed = [FAILED_MAIL];
    const { api } = renderAdminTab(
      'settings',
      settingsRoutes({
        'GET /api/admin/jobs': () => ({
          body: { ...NO_FAILED_JOBS, queues: [{ ...NO_FAILED_JOBS.queues[0]!, failed: failed.length }, NO_FAILED_JOBS.queues[1]!], failed },
        }),
        [`POST /api/admin/jobs/mail-deliver/${FAILED_MAIL._id}/retry`]: () => {
          failed = [];
          return { status: 204 };
        },
      }),
    );
    const mailRow = await screen.findByTestId('queue-mail-deliver');
    expect(
      within(mailRow)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', '1', '1']);
    expect(within(mailRow).getByRole('rowheader')).toHaveTextContent('E-mail delivery');
    expect(screen.getByTestId('queue-orders-expire-unpaid')).toHaveTextContent('Unpaid orders expiring');
    const list = screen.getByRole('list', { name: 'Failed jobs' });
    expect(list).toHaveTextContent('Mail: Your order PW-261124-7KQ4 is confirmed');
    expect(list).toHaveTextContent('connect ECONNREFUSED 127.0.0.1:587');
    expect(list).toHaveTextContent('6 attempts');

    await user.click(within(list).getByRole('button', { name: 'Retry: Mail: Your order PW-261124-7KQ4 is confirmed' }));
    expect(await screen.findByText('Put back in line: it runs within seconds')).toBeInTheDocument();
    expect(await screen.findByText('No failed jobs')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/admin/jobs/mail-deliver/${FAILED_MAIL._id}/retry`)).toHaveLength(1);
  });

  it("uploads a test picture and says 'Image service test: API test successful!'", async () => {
    const user = userEvent.setup();
    const xhr = fakeXhr();
    renderAdminTab('settings', settingsRoutes({ 'POST /api/upload/multiple': () => ({ body: { data: [{ publicUrl: '/uploads/2025/test.webp' }] } }) }));
    await user.click(await screen.findByRole('button', { name: 'Test upload' }));

    expect(await screen.findByText('Image service test: API test successful!')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'The test picture as stored' })).toHaveAttribute('src', '/uploads/2025/test.webp');
    const [sent] = xhr.sent;
    expect(sent?.url).toBe('/api/upload/multiple');
    expect(sent?.files).toHaveLength(1);
    expect(sent?.files[0]?.type).toBe('image/png');
    // A real PNG: the signature, then the header chunk.
    const bytes = new Uint8Array(await sent!.files[0]!.arrayBuffer());
    expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(String.fromCharCode(...bytes.slice(12, 16))).toBe('IHDR');
  });

  it("says why the test failed: 'Image service test: API test failed — <reason>'", async () => {
    const user = userEvent.setup();
    fakeXhr();
    renderAdminTab(
      'settings',
      settingsRoutes({
        'POST /api/upload/multiple': () => ({ status: 503, body: { message: 'Image storage is unreachable', code: 'STORAGE_DOWN', errors: [] } }),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Test upload' }));
    expect(await screen.findByText('Image service test: API test failed — Image storage is unreachable')).toBeInTheDocument();
    expect(screen.getByText('The upload failed: Image storage is unreachable')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'The test picture as stored' })).toBeNull();
  });

  it('saves the shop settings with numbers as numbers', async () => {
    const user = userEvent.setup();
    const { api } = renderAdminTab(
      'settings',
      settingsRoutes({ 'PUT /api/admin/settings': (r) => ({ body: { settings: { ...SHOP_SETTINGS_DEFAULTS, ...(r.body as object) } } }) }),
    );
    const fee = await screen.findByLabelText('Delivery fee (₹)');
    expect(fee).toHaveValue(49);
    await user.clear(fee);
    await user.type(fee, '59');
    await user.clear(screen.getByLabelText('Booking days ahead'));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Enter a number')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/settings')).toHaveLength(0);

    await user.type(screen.getByLabelText('Booking days ahead'), '21');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Shop settings saved')).toBeInTheDocument();
    // Cash on delivery and GST have their own sections, saved on their own.
    // Cash on delivery, GST and the rates for senders abroad are sections of their own, saved apart.
    const {
      cashOnDelivery: _cashOnDelivery,
      gst: _gst,
      exchangeRates: _rates,
      internationalCards: _cards,
      eventAdvancePercent: _advance,
      eventCancellation: _cancellation,
      ...formDefaults
    } = SHOP_SETTINGS_DEFAULTS;
    expect(api.callsTo('PUT /api/admin/settings')[0]?.body).toEqual({ ...formDefaults, deliveryFee: 59, bookingDaysAhead: 21 });
  });

  it('sets the events advance and cancellation policy, refusing a partial refund that starts before the full one', async () => {
    const user = userEvent.setup();
    const { api } = renderAdminTab(
      'settings',
      settingsRoutes({ 'PUT /api/admin/settings': (r) => ({ body: { settings: { ...SHOP_SETTINGS_DEFAULTS, ...(r.body as object) } } }) }),
    );
    const section = within(await screen.findByRole('region', { name: 'Weddings and events' }));
    const advance = await section.findByLabelText('Advance (%)');
    expect(advance).toHaveValue(50);
    await user.clear(advance);
    await user.type(advance, '40');
    await user.clear(section.getByLabelText('Partial refund from (days before)'));
    await user.type(section.getByLabelText('Partial refund from (days before)'), '45');
    await user.click(section.getByRole('button', { name: 'Save event settings' }));
    expect(await section.findByText('The partial refund starts nearer the event than the full one')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/settings')).toHaveLength(0);
    await user.clear(section.getByLabelText('Partial refund from (days before)'));
    await user.type(section.getByLabelText('Partial refund from (days before)'), '10');
    await user.click(section.getByRole('button', { name: 'Save event settings' }));
    expect(await screen.findByText('Event settings saved')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/settings')[0]?.body).toEqual({
      eventAdvancePercent: 40,
      eventCancellation: { fullRefundDays: 30, partialRefundDays: 10, partialRefundPercent: 50 },
    });
  });

  it('turns cash on delivery on with a largest order, a fee and the pincodes it is offered in', async () => {
    const user = userEvent.setup();
    const { api } = renderAdminTab(
      'settings',
      settingsRoutes({ 'PUT /api/admin/settings': (r) => ({ body: { settings: { ...SHOP_SETTINGS_DEFAULTS, ...(r.body as object) } } }) }),
    );
    const section = within(await screen.findByRole('region', { name: 'Cash on delivery' }));
    const fee = await section.findByLabelText('Cash on delivery fee (₹)');
    expect(fee).toBeDisabled();
    await user.click(section.getByRole('checkbox', { name: 'Offer cash on delivery' }));
    await user.clear(section.getByLabelText('Largest order (₹)'));
    await user.type(section.getByLabelText('Largest order (₹)'), '2500');
    await user.clear(fee);
    await user.type(fee, '30');
    await user.clear(section.getByLabelText('Open cash orders per customer'));
    await user.type(section.getByLabelText('Open cash orders per customer'), '3');
    await user.type(section.getByLabelText('Pincodes'), '560001, 5601 56x');
    await user.click(section.getByRole('button', { name: 'Save cash on delivery' }));
    expect(await section.findByText(/Pincodes or their first digits/)).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/settings')).toHaveLength(0);

    await user.clear(section.getByLabelText('Pincodes'));
    await user.type(section.getByLabelText('Pincodes'), '560001, 5601');
    await user.click(section.getByRole('button', { name: 'Save cash on delivery' }));
    expect(await screen.findByText('Cash on delivery is on')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/settings')[0]?.body).toEqual({
      cashOnDelivery: { enabled: true, maxOrderValue: 2500, fee: 30, maxOpenOrders: 3, pincodes: ['560001', '5601'] },
    });
  });

  it('registers the shop for GST with a checked GSTIN, and downloads a month’s GST report', async () => {
    const user = userEvent.setup();
    const { api } = renderAdminTab(
      'settings',
      settingsRoutes({
        'PUT /api/admin/settings': (r) => ({ body: { settings: { ...SHOP_SETTINGS_DEFAULTS, ...(r.body as object) } } }),
        'GET /api/admin/reports/gst': () => ({ body: 'Month,Document type\r\n', headers: { 'content-type': 'text/csv' } }),
      }),
    );
    const section = within(await screen.findByRole('region', { name: 'GST and invoices' }));
    await user.click(await section.findByRole('checkbox', { name: 'Registered under GST' }));
    await user.clear(section.getByRole('textbox', { name: /Legal name/ }));
    await user.type(section.getByRole('textbox', { name: /Legal name/ }), 'Phoolwari Flowers LLP');
    await user.type(section.getByLabelText('GSTIN'), '29abcde1234f1zx');
    await user.click(section.getByRole('button', { name: 'Save GST details' }));
    expect(await section.findByText(/check character is wrong/)).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/settings')).toHaveLength(0);

    await user.clear(section.getByLabelText('GSTIN'));
    await user.type(section.getByLabelText('GSTIN'), '29abcde1234f1zw');
    await user.click(section.getByRole('button', { name: 'Save GST details' }));
    expect(await screen.findByText('GST details saved')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/settings')[0]?.body).toEqual({
      gst: { ...SHOP_SETTINGS_DEFAULTS.gst, registered: true, legalName: 'Phoolwari Flowers LLP', gstin: '29ABCDE1234F1ZW' },
    });

    URL.createObjectURL = vi.fn(() => 'blob:gst');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const month = section.getByLabelText('GST report for the month');
    await user.clear(month);
    await user.type(month, '2026-10');
    await user.click(section.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(api.callsTo('GET /api/admin/reports/gst')[0]?.url.search).toBe('?month=2026-10');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('gst-2026-10.csv');
    click.mockRestore();
  });

  it('adds a serviceable pincode, and shows a taken one on its field', async () => {
    const user = userEvent.setup();
    let taken = true;
    const { api } = renderAdminTab(
      'settings',
      settingsRoutes({
        'POST /api/admin/delivery/areas': (r) =>
          taken
            ? { status: 409, body: { message: 'That pincode or prefix is already listed', code: 'AREA_EXISTS', errors: [] } }
            : { status: 201, body: { area: { ...area, ...(r.body as object), _id: 'ddddddddddddddddddddddd2' } } },
      }),
    );
    expect(await screen.findByText('Bengaluru City', { exact: false })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add pincode' }));
    const dialog = screen.getByRole('dialog', { name: 'Add pincode' });
    await user.type(within(dialog).getByLabelText(/^Pincode or prefix/), '5600');
    await user.type(within(dialog).getByLabelText(/^Zone/), 'Bengaluru City');
    await user.type(within(dialog).getByLabelText(/^City/), 'Bengaluru');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('That pincode or prefix is already listed')).toBeInTheDocument();

    taken = false;
    await user.clear(within(dialog).getByLabelText(/^Pincode or prefix/));
    await user.type(within(dialog).getByLabelText(/^Pincode or prefix/), '560102');
    await user.clear(within(dialog).getByLabelText(/^Delivery fee/));
    await user.type(within(dialog).getByLabelText(/^Delivery fee/), '40');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Pincode added')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/delivery/areas').at(-1)?.body).toEqual({
      prefix: '560102',
      zone: 'Bengaluru City',
      city: 'Bengaluru',
      fee: 40,
      isActive: true,
    });
  });

  it('deactivates a delivery slot by saving it with isActive false', async () => {
    const user = userEvent.setup();
    const { api } = renderAdminTab(
      'settings',
      settingsRoutes({ [`PUT /api/admin/delivery/slots/${slot._id}`]: (r) => ({ body: { slot: { ...slot, ...(r.body as object) } } }) }),
    );
    await user.click(await screen.findByRole('button', { name: `Deactivate ${slot.name}` }));
    expect(await screen.findByText(`${slot.name} deactivated`)).toBeInTheDocument();
    const { _id: _omit, ...body } = slot;
    expect(api.callsTo(`PUT /api/admin/delivery/slots/${slot._id}`)[0]?.body).toEqual({ ...body, hi: { name: '' }, isActive: false });
  });

  it('edits a delivery slot’s Hindi name beside its English one', async () => {
    const user = userEvent.setup();
    const { api } = renderAdminTab(
      'settings',
      settingsRoutes({ [`PUT /api/admin/delivery/slots/${slot._id}`]: (r) => ({ body: { slot: { ...slot, ...(r.body as object) } } }) }),
    );
    await user.click(await screen.findByRole('button', { name: `Edit ${slot.name}` }));
    const dialog = screen.getByRole('dialog', { name: `Edit ${slot.name}` });
    const hindi = within(dialog).getByLabelText(/^Hindi name \(optional\)/);
    expect(hindi).toHaveAttribute('lang', 'hi');
    expect(hindi).toHaveValue('');
    await user.type(hindi, 'सुबह 9 – दोपहर 12');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Slot updated')).toBeInTheDocument();
    const { _id: _omit, ...body } = slot;
    expect(api.callsTo(`PUT /api/admin/delivery/slots/${slot._id}`)[0]?.body).toEqual({ ...body, hi: { name: 'सुबह 9 – दोपहर 12' } });
  });
});
