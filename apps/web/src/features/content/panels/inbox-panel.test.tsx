// The Inbox tab: messages filtered New / Handled / All with the new-count, marking handled,
// replying (the body is sent, a toast says so), and the newsletter's figures and CSV export,
// fetched with the admin's bearer token and saved as a file.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContactMessage } from '@phoolwari/contracts';
import { renderAdminTab } from '../../admin/test-utils';
import { INBOX_PAGE_SIZE } from './inbox-panel';

const FIRST = 'cccccccccccccccccccccc01';
const SECOND = 'cccccccccccccccccccccc02';

function makeMessage(overrides: Partial<ContactMessage> = {}): ContactMessage {
  return {
    _id: FIRST,
    name: 'Asha Rao',
    email: 'asha@example.com',
    phone: '9876543210',
    subject: 'delivery',
    message: 'When will my <b>garland</b> arrive?',
    status: 'new',
    handledAt: null,
    createdAt: '2025-03-05T10:00:00.000Z',
    replies: [],
    ...overrides,
  };
}

const STATS = { confirmed: 12, pending: 3, unsubscribed: 1 };

/** The inbox as the server keeps it: filtered by status, counting the new ones. */
function inbox(initial: ContactMessage[]) {
  let messages = [...initial];
  const update = (id: string, change: (m: ContactMessage) => ContactMessage) => {
    messages = messages.map((m) => (m._id === id ? change(m) : m));
    return { body: { message: messages.find((m) => m._id === id) } };
  };
  return {
    'GET /api/admin/contact-messages': (r: { url: URL }) => {
      const status = r.url.searchParams.get('status');
      const shown = status === 'all' ? messages : messages.filter((m) => m.status === status);
      return {
        body: { messages: shown, total: shown.length, page: 1, totalPages: shown.length ? 1 : 0, newCount: messages.filter((m) => m.status === 'new').length },
      };
    },
    [`PATCH /api/admin/contact-messages/${FIRST}`]: (r: { body: unknown }) =>
      update(FIRST, (m) => ({ ...m, status: (r.body as { status: 'new' | 'handled' }).status, handledAt: '2025-03-06T10:00:00.000Z' })),
    [`POST /api/admin/contact-messages/${FIRST}/reply`]: (r: { body: unknown }) =>
      update(FIRST, (m) => ({
        ...m,
        replies: [
          ...m.replies,
          { _id: 'dddddddddddddddddddddd01', authorName: 'Meera Admin', body: (r.body as { body: string }).body, createdAt: '2025-03-06T11:00:00.000Z' },
        ],
      })),
    'GET /api/admin/newsletter': () => ({ body: STATS }),
  };
}

describe('Inbox tab', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:subscribers');
    URL.revokeObjectURL = vi.fn();
  });

  it('lists new messages first with sender, subject and text, and filters by state', async () => {
    const user = userEvent.setup();
    const { api } = renderAdminTab(
      'inbox',
      inbox([
        makeMessage(),
        makeMessage({ _id: SECOND, name: 'Ravi', subject: 'feedback', message: 'Lovely roses, thank you!', status: 'handled', phone: '' }),
      ]),
    );
    const panel = await screen.findByRole('tabpanel', { name: 'Inbox' });
    const card = await within(panel).findByRole('article', { name: 'Delivery from Asha Rao' });
    expect(within(panel).getByRole('heading', { name: /Contact messages/ })).toHaveTextContent('1 new');
    expect(within(card).getByRole('link', { name: 'asha@example.com' })).toHaveAttribute('href', 'mailto:asha@example.com');
    expect(within(card).getByRole('link', { name: '9876543210' })).toBeInTheDocument();
    expect(within(card).getByText('When will my <b>garland</b> arrive?')).toBeInTheDocument();
    expect(card).toHaveTextContent('New');
    expect(within(panel).queryByRole('article', { name: 'Feedback from Ravi' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'New' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.callsTo('GET /api/admin/contact-messages')[0]?.url.searchParams.toString()).toBe(`status=new&page=1&limit=${INBOX_PAGE_SIZE}`);

    await user.click(within(panel).getByRole('button', { name: 'Handled' }));
    expect(await within(panel).findByRole('article', { name: 'Feedback from Ravi' })).toHaveTextContent('Handled');
    expect(within(panel).queryByRole('article', { name: 'Delivery from Asha Rao' })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'All' }));
    await waitFor(() => expect(within(panel).getAllByRole('article')).toHaveLength(2));
  });

  it('marks a message handled and new again', async () => {
    const user = userEvent.setup();
    const { api } = renderAdminTab('inbox', inbox([makeMessage()]));
    const panel = await screen.findByRole('tabpanel', { name: 'Inbox' });
    await user.click(within(panel).getByRole('button', { name: 'All' }));
    const card = await within(panel).findByRole('article', { name: 'Delivery from Asha Rao' });
    await user.click(within(card).getByRole('button', { name: 'Mark handled' }));
    expect(await screen.findByText('Marked as handled')).toBeInTheDocument();
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Mark new' })).toBeInTheDocument());
    expect(card).toHaveTextContent('Handled');
    await waitFor(() => expect(within(panel).getByRole('heading', { name: /Contact messages/ })).not.toHaveTextContent('new'));
    await user.click(within(card).getByRole('button', { name: 'Mark new' }));
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Mark handled' })).toBeInTheDocument());
    expect(api.callsTo(`PATCH /api/admin/contact-messages/${FIRST}`).map((c) => c.body)).toEqual([{ status: 'handled' }, { status: 'new' }]);
  });

  it('replies by e-mail: the box takes the focus, an empty reply is refused, the body is sent', async () => {
    const user = userEvent.setup();
    const { api } = renderAdminTab('inbox', inbox([makeMessage()]));
    const card = await screen.findByRole('article', { name: 'Delivery from Asha Rao' });
    await user.click(within(card).getByRole('button', { name: 'Reply to Asha Rao' }));
    const box = within(card).getByRole('textbox', { name: 'Your reply' });
    expect(box).toHaveFocus();
    expect(box).toHaveAccessibleDescription('Sent by e-mail to asha@example.com');
    await user.click(within(card).getByRole('button', { name: 'Send reply' }));
    expect(box).toHaveAccessibleDescription('Write a reply');
    expect(api.callsTo(`POST /api/admin/contact-messages/${FIRST}/reply`)).toHaveLength(0);

    await user.type(box, 'It leaves the shop at 4 pm today.');
    await user.click(within(card).getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply sent')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/admin/contact-messages/${FIRST}/reply`)[0]?.body).toEqual({ body: 'It leaves the shop at 4 pm today.' });
    expect(await within(card).findByText('It leaves the shop at 4 pm today.')).toBeInTheDocument();
    expect(within(card).getByText('1 reply')).toBeInTheDocument();
    expect(within(card).queryByRole('textbox', { name: 'Your reply' })).not.toBeInTheDocument();
  });

  it('says so when there are no messages', async () => {
    renderAdminTab('inbox', inbox([]));
    expect(await screen.findByText('No messages')).toBeInTheDocument();
    expect(screen.getByText('Nothing waiting: every message has been handled.')).toBeInTheDocument();
  });

  it('shows a failed inbox with Retry', async () => {
    renderAdminTab('inbox', { ...inbox([]), 'GET /api/admin/contact-messages': () => ({ status: 403, body: { message: 'Admins only', errors: [] } }) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch messages');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the newsletter figures and downloads the CSV with the bearer token', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    const { api } = renderAdminTab('inbox', {
      ...inbox([]),
      'GET /api/admin/newsletter/export': () => ({ body: 'email,confirmedAt\nasha@example.com,2025-03-05\n' }),
    });
    const section = await screen.findByRole('region', { name: 'Newsletter' });
    const figures = await within(section).findByText('Confirmed');
    expect(figures.nextElementSibling).toHaveTextContent('12');
    expect(within(section).getByText('Waiting for confirmation').nextElementSibling).toHaveTextContent('3');
    expect(within(section).getByText('Unsubscribed').nextElementSibling).toHaveTextContent('1');

    await user.click(within(section).getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const request = api.callsTo('GET /api/admin/newsletter/export')[0];
    expect(request?.headers.get('Authorization')).toBe('Bearer stored-token');
    expect(request?.url.search).toBe('');
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('newsletter-subscribers.csv');
    expect(link.href).toBe('blob:subscribers');
    expect(URL.createObjectURL).toHaveBeenCalledTimes(1);
  });
});
