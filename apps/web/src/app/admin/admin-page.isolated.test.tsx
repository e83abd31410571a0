// /admin: the guard (spinner, then /admin-login for non-admins), the header, the keyboard tabs kept
// in ?tab=, and logout leading to /login.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN, CUSTOMER, fakeApi, storeSession } from '../../test/fake-api';
import { LocationProbe, renderRoutes } from '../../test/render-app';
import { AdminPage } from './admin-page';

// The frame is under test here, not what the order desk shows in its tabs (it has its own tests,
// and its live updates need a socket).
vi.mock('../../features/order-desk/panels/dashboard-panel', () => ({ DashboardPanel: () => <p>Order desk dashboard</p> }));
vi.mock('../../features/order-desk/panels/orders-tab', () => ({ OrdersTab: () => <p>Order desk orders</p> }));

const routes = [
  { path: '/admin', element: <AdminPage /> },
  { path: '*', element: <LocationProbe name="Page" /> },
];

describe('AdminPage', () => {
  it('sends a visitor without a session to /admin-login', async () => {
    fakeApi({});
    const { router } = renderRoutes(routes, '/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-login'));
  });

  it('waits for the session check, then sends a customer to /admin-login', async () => {
    storeSession(CUSTOMER);
    fakeApi({ 'GET /api/auth/me': () => ({ body: { user: CUSTOMER } }) });
    const { router } = renderRoutes(routes, '/admin');
    expect(screen.getByText('Checking your admin session…')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-login'));
  });

  it('shows the order desk only its sections, and a section of another role not even by URL', async () => {
    const desk = { ...ADMIN, name: 'Dev Desk', role: 'desk' as const };
    storeSession(desk);
    fakeApi({
      'GET /api/auth/me': () => ({ body: { user: desk } }),
      'GET /api/admin/contact-messages': () => ({ body: { messages: [], total: 0, page: 1, totalPages: 0, newCount: 0 } }),
      'GET /api/admin/newsletter': () => ({ body: { confirmed: 0, pending: 0, unsubscribed: 0 } }),
    });
    renderRoutes(routes, '/admin?tab=staff');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Panel' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Dashboard',
      'Orders',
      'Exceptions',
      'Freshness reports',
      'Subscriptions',
      'Inbox',
      'Events',
    ]);
    // ?tab=staff is not the desk's: its first section opens instead.
    expect(screen.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
  });

  it("shows the admin's name and e-mail and tabs that follow the arrow keys and the URL", async () => {
    storeSession(ADMIN);
    fakeApi({
      'GET /api/auth/me': () => ({ body: { user: ADMIN } }),
      'GET /api/admin/products': () => ({ body: { products: [], total: 0, page: 1, totalPages: 0 } }),
      'GET /api/admin/categories': () => ({ body: { categories: [] } }),
      'GET /api/admin/promo-codes': () => ({ body: { promoCodes: [] } }),
      'GET /api/admin/reviews': () => ({ body: { reviews: [], total: 0, page: 1, totalPages: 0 } }),
      'GET /api/admin/contact-messages': () => ({ body: { messages: [], total: 0, page: 1, totalPages: 0, newCount: 0 } }),
      'GET /api/admin/newsletter': () => ({ body: { confirmed: 0, pending: 0, unsubscribed: 0 } }),
      'GET /api/admin/audit': () => ({ body: { entries: [], people: [], total: 0, page: 1, totalPages: 0 } }),
      'GET /api/admin/staff': () => ({ body: { members: [], invites: [] } }),
      'GET /api/admin/event-enquiries': () => ({ body: { enquiries: [], total: 0, page: 1, totalPages: 0, openCount: 0 } }),
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/admin?tab=products');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Panel' })).toBeInTheDocument();
    expect(screen.getByText('Meera Admin')).toBeInTheDocument();
    expect(screen.getByText('admin@example.com')).toBeInTheDocument();

    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual([
      'Dashboard',
      'Orders',
      'Exceptions',
      'Freshness reports',
      'Subscriptions',
      'Bench',
      'Custom Orders',
      'Products',
      'Categories',
      'Users',
      'Settings',
      'Promo codes',
      'Inbox',
      'Events',
      'Reviews',
      'Staff',
      'Audit trail',
    ]);
    expect(screen.getByRole('tab', { name: 'Products' })).toHaveAttribute('aria-selected', 'true');
    expect(await within(screen.getByRole('tabpanel', { name: 'Products' })).findByText('No products found')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Products' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Categories' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Categories' })).toHaveFocus();
    expect(router.state.location.search).toBe('?tab=categories');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Dashboard' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Dashboard' })).toHaveTextContent('Order desk dashboard');
    await user.keyboard('{End}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Inbox' })).toHaveFocus();
    expect(await within(screen.getByRole('tabpanel', { name: 'Inbox' })).findByRole('heading', { name: 'Contact messages' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveFocus();
    expect(router.state.location.search).toBe('?tab=reviews');
    expect(await within(screen.getByRole('tabpanel', { name: 'Reviews' })).findByText('No reviews')).toBeInTheDocument();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('');

    // On a phone the sections are a menu naming the current one, every section reachable from it.
    const menu = screen.getByRole('combobox', { name: 'Section' });
    expect(menu).toHaveValue('dashboard');
    expect(
      within(menu)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(tabs);
    await user.selectOptions(menu, 'Categories');
    expect(router.state.location.search).toBe('?tab=categories');
    expect(screen.getByRole('tab', { name: 'Categories' })).toHaveAttribute('aria-selected', 'true');
    expect(menu).toHaveValue('categories');
  });

  it('logs out to /login', async () => {
    storeSession(ADMIN);
    fakeApi({ 'GET /api/auth/me': () => ({ body: { user: ADMIN } }), 'POST /api/auth/logout': () => ({ status: 204 }) });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/admin');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
  });
});
