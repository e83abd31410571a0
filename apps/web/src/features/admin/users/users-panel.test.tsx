// The Users tab: the accounts with their figures, disabling one after a confirmation, and the
// admin's own row that cannot be disabled.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminUser } from '@phoolwari/contracts';
import { ADMIN } from '../../../test/fake-api';
import { makeUser, renderAdminTab } from '../test-utils';
import { CANNOT_DISABLE_SELF } from './users-panel';

const asha = makeUser();
const me = makeUser({ _id: ADMIN._id, name: ADMIN.name, email: ADMIN.email, role: 'owner', orderCount: 0, totalSpent: 0 });
const page = (users: AdminUser[]) => ({ users, total: users.length, page: 1, totalPages: 1 });

describe('Users tab', () => {
  it('lists accounts with phone, role, joined date, orders, total spent and status', async () => {
    renderAdminTab('users', { 'GET /api/admin/users': () => ({ body: page([asha, me]) }) });
    const row = (await screen.findByRole('rowheader', { name: 'Asha Rao' })).closest('tr')!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 7)).toEqual(['asha@example.com', '9876543210', 'Customer', '5 Jan 2025', '4', '₹5,196', 'Active']);
    expect(screen.getByText('2 accounts')).toBeInTheDocument();
  });

  it('disables a user after a confirmation and shows them as Disabled', async () => {
    const user = userEvent.setup();
    let stored = asha;
    const { api } = renderAdminTab('users', {
      'GET /api/admin/users': () => ({ body: page([stored, me]) }),
      [`PATCH /api/admin/users/${asha._id}/status`]: (r) => {
        stored = { ...stored, disabled: (r.body as { disabled: boolean }).disabled, disabledAt: '2025-02-01T00:00:00.000Z' };
        return { body: { user: stored } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Disable Asha Rao' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Disable Asha Rao?' });
    expect(confirm).toHaveTextContent('will be signed out everywhere');
    expect(api.callsTo(`PATCH /api/admin/users/${asha._id}/status`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Disable account' }));

    expect(await screen.findByText("Asha Rao's account is disabled")).toBeInTheDocument();
    expect(api.callsTo(`PATCH /api/admin/users/${asha._id}/status`).map((c) => c.body)).toEqual([{ disabled: true }]);
    const row = screen.getByRole('rowheader', { name: 'Asha Rao' }).closest('tr')!;
    await waitFor(() => expect(within(row).getByTestId('status-badge')).toHaveTextContent('Disabled'));
    expect(within(row).getByRole('button', { name: 'Enable Asha Rao' })).toBeInTheDocument();
  });

  it("cannot disable the admin's own account: the button is disabled and says why", async () => {
    const user = userEvent.setup();
    const { api } = renderAdminTab('users', { 'GET /api/admin/users': () => ({ body: page([asha, me]) }) });
    const own = await screen.findByRole('button', { name: `Disable ${ADMIN.name}` });
    expect(own).toBeDisabled();
    expect(own).toHaveAttribute('title', CANNOT_DISABLE_SELF);
    await user.click(own);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
    expect(screen.getByRole('rowheader', { name: `${ADMIN.name} (you)` })).toBeInTheDocument();
  });

  it('searches after the typing pauses and starts again at page 1', async () => {
    const user = userEvent.setup();
    const { api } = renderAdminTab('users', {
      'GET /api/admin/users': (r) => ({ body: { ...page([asha]), page: Number(r.url.searchParams.get('page')), totalPages: 3 } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(api.callsTo('GET /api/admin/users').at(-1)?.url.searchParams.get('page')).toBe('2'));
    await user.type(screen.getByRole('searchbox', { name: 'Search users by name, e-mail or phone' }), 'asha');
    await waitFor(() => expect(api.callsTo('GET /api/admin/users').at(-1)?.url.searchParams.get('search')).toBe('asha'));
    expect(api.callsTo('GET /api/admin/users').at(-1)?.url.searchParams.get('page')).toBe('1');
    expect(api.callsTo('GET /api/admin/users').filter((c) => c.url.searchParams.has('search'))).toHaveLength(1);
  });

  it("shows 'No users found' when there are none", async () => {
    renderAdminTab('users', { 'GET /api/admin/users': () => ({ body: { users: [], total: 0, page: 1, totalPages: 0 } }) });
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });

  it('shows the failure with Retry when the list cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderAdminTab('users', {
      'GET /api/admin/users': () => (fail ? { status: 403, body: { message: 'Admins only', errors: [] } } : { body: page([asha]) }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch users');
    expect(alert).toHaveTextContent('Admins only');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('rowheader', { name: 'Asha Rao' })).toBeInTheDocument();
  });
});
