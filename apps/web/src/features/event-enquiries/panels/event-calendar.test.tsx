// The Events tab's Calendar: skeletons while loading, the days with their booked events and what to
// buy (in the material's unit), the weeks asked of the server, the empty weeks said plainly, and a
// failure with Retry.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { EventCalendarAnswer, EventVenuePlan } from '@phoolwari/contracts';
import { renderAdminTab } from '../../admin/test-utils';
import type { FakeAnswer, FakeRoutes } from '../../../test/fake-api';
import { shopToday } from '../../../lib/shop-dates';

const NO_ENQUIRIES = { enquiries: [], page: 1, limit: 20, total: 0, pages: 0, openCount: 0 };

const CALENDAR: EventCalendarAnswer = {
  from: '2027-03-08',
  to: '2027-04-04',
  days: [
    {
      date: '2027-03-10',
      buyBy: '2027-03-09',
      events: [
        {
          quoteId: 'q'.repeat(24),
          enquiryReference: 'EV-261128-7KQ4',
          kind: 'wedding',
          venuePincode: '560001',
          customer: 'Asha Rao',
          total: 129900,
          advancePaid: true,
          plan: { venueAddress: '', time: null, crew: [] },
        },
      ],
      materials: [
        { materialId: 'm'.repeat(24), name: 'Marigold', nameHi: 'गेंदा', unit: 'kg', quantity: 12.5 },
        { materialId: 'n'.repeat(24), name: 'Rose', nameHi: '', unit: 'stem', quantity: 300 },
      ],
    },
  ],
};

async function openCalendar(calendar: () => FakeAnswer | Promise<FakeAnswer>, routes: FakeRoutes = {}) {
  const user = userEvent.setup();
  const view = renderAdminTab('events', {
    'GET /api/admin/event-enquiries': () => ({ body: NO_ENQUIRIES }),
    'GET /api/admin/event-calendar': calendar,
    ...routes,
  });
  await user.click(await screen.findByRole('button', { name: 'Calendar' }));
  return { user, ...view };
}

describe('the Events tab’s Calendar', () => {
  it('shows skeletons, then each day’s events and what to buy the day before', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const { api, user } = await openCalendar(async () => {
      await gate;
      return { body: CALENDAR };
    });
    expect(await screen.findByRole('heading', { name: 'Booked events and flowers to buy' })).toBeInTheDocument();
    expect(screen.getAllByTestId('row-skeleton')).toHaveLength(3);
    expect(screen.queryAllByTestId('calendar-day')).toHaveLength(0);
    release();
    const [day] = await screen.findAllByTestId('calendar-day');
    expect(within(day!).getByRole('heading', { level: 4 })).toHaveTextContent('10 Mar 2027');
    expect(day).toHaveTextContent('Wedding · Asha Rao · venue 560001 · ₹1,29,900 · EV-261128-7KQ4 · advance paid');
    expect(within(day!).getByRole('heading', { level: 5 })).toHaveTextContent('To buy by');
    expect(within(day!).getByRole('heading', { level: 5 })).toHaveTextContent('9 Mar 2027');
    const toBuy = within(day!).getByRole('list', { name: /To buy for/ });
    expect(
      within(toBuy)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Marigold: 12.5 kg · गेंदा', 'Rose: 300 stems']);
    // Four weeks from the shop's today, then twelve when asked.
    expect(api.callsTo('GET /api/admin/event-calendar')[0]!.url.search).toBe(`?from=${shopToday()}&weeks=4`);
    await user.click(screen.getByRole('button', { name: '12 weeks' }));
    await screen.findAllByTestId('calendar-day');
    expect(api.callsTo('GET /api/admin/event-calendar').at(-1)!.url.search).toBe(`?from=${shopToday()}&weeks=12`);
  });

  it('moves to earlier and later weeks and back', async () => {
    const { api, user } = await openCalendar(() => ({ body: CALENDAR }));
    await screen.findAllByTestId('calendar-day');
    const today = shopToday();
    const plus = (days: number) => {
      const d = new Date(`${today}T00:00:00Z`);
      d.setUTCDate(d.getUTCDate() + days);
      return d.toISOString().slice(0, 10);
    };
    expect(screen.getByRole('button', { name: 'From today' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Later weeks/ }));
    await vi.waitFor(() => expect(api.callsTo('GET /api/admin/event-calendar').at(-1)!.url.search).toBe(`?from=${plus(28)}&weeks=4`));
    await user.click(screen.getByRole('button', { name: /Earlier weeks/ }));
    await user.click(screen.getByRole('button', { name: /Earlier weeks/ }));
    await vi.waitFor(() => expect(api.callsTo('GET /api/admin/event-calendar').at(-1)!.url.search).toBe(`?from=${plus(-28)}&weeks=4`));
    await user.click(screen.getByRole('button', { name: 'From today' }));
    expect(screen.getByRole('button', { name: 'From today' })).toBeDisabled();
  });

  it('says who goes to each event and assigns florists and riders, with the venue and the time', async () => {
    const quoteId = 'q'.repeat(24);
    const rider = { _id: 'a'.repeat(24), name: 'Ravi Rider', role: 'rider' as const };
    const florist = { _id: 'b'.repeat(24), name: 'Farah Florist', role: 'florist' as const };
    let plan: EventVenuePlan = { venueAddress: '', time: null, crew: [] };
    const { api, user } = await openCalendar(
      () => ({ body: { ...CALENDAR, days: CALENDAR.days.map((d) => ({ ...d, events: d.events.map((e) => ({ ...e, plan })) })) } }),
      {
        [`GET /api/admin/event-quotes/${quoteId}/venue`]: () => ({ body: { plan, candidates: [florist, rider] } }),
        [`PUT /api/admin/event-quotes/${quoteId}/venue`]: (r) => {
          const body = r.body as { staffIds: string[]; venueAddress: string; time: string };
          if (body.staffIds.length === 0)
            return { status: 409, body: { message: 'Choose florists and riders: this account is neither', code: 'NOT_EVENT_CREW', errors: [] } };
          plan = { venueAddress: body.venueAddress, time: body.time || null, crew: [florist, rider].filter((p) => body.staffIds.includes(p._id)) };
          return { body: { plan, candidates: [florist, rider] } };
        },
      },
    );
    const [event] = await screen.findAllByTestId('calendar-event');
    expect(event).toHaveTextContent('Who goes: nobody yet');
    await user.click(within(event!).getByRole('button', { name: 'Assign for EV-261128-7KQ4' }));
    const dialog = await screen.findByRole('dialog', { name: /Who goes: Wedding · Asha Rao/ });
    // Nobody ticked: the server's refusal shows in the dialog.
    await user.click(within(dialog).getByRole('button', { name: 'Save the team' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Choose florists and riders');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Ravi Rider' }));
    await user.type(within(dialog).getByLabelText('Venue address'), 'Palace Grounds');
    await user.type(within(dialog).getByLabelText('At the venue by'), '16:30');
    await user.click(within(dialog).getByRole('button', { name: 'Save the team' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(`PUT /api/admin/event-quotes/${quoteId}/venue`).at(-1)!.body).toEqual({
      staffIds: [rider._id],
      venueAddress: 'Palace Grounds',
      time: '16:30',
    });
    await vi.waitFor(() => expect(screen.getByTestId('calendar-event')).toHaveTextContent('Who goes: Ravi Rider (rider) · by 16:30'));
    expect(within(screen.getByTestId('calendar-event')).getByRole('button', { name: 'Change the team for EV-261128-7KQ4' })).toBeInTheDocument();
  });

  it('says when no events are booked in these weeks', async () => {
    await openCalendar(() => ({ body: { from: '2027-03-08', to: '2027-04-04', days: [] } }));
    expect(await screen.findByText('No events booked in these weeks')).toBeInTheDocument();
  });

  it('says when the calendar could not be loaded, and tries again', async () => {
    let fail = true;
    const { user } = await openCalendar(() => (fail ? { status: 500, body: { message: 'Database unavailable', errors: [] } } : { body: CALENDAR }));
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alert).toHaveTextContent('The calendar could not be loaded');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('calendar-day')).toHaveLength(1);
  });
});
