// /admin-login: a customer's credentials are refused with the spec's message and leave nothing in
// storage; an admin's open the panel.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN, CUSTOMER, fakeApi } from '../../../test/fake-api';
import { LocationProbe, renderRoutes } from '../../../test/render-app';
import { AdminLoginPage } from './admin-login-page';

const routes = [
  { path: '/admin-login', element: <AdminLoginPage /> },
  { path: '/admin', element: <LocationProbe name="Panel" /> },
];

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Admin email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in to the admin panel' }));
}

describe('AdminLoginPage', () => {
  it('refuses a customer account: shows the message inline and as a toast, and stores nothing', async () => {
    const api = fakeApi({ 'POST /api/auth/login': () => ({ body: { token: 'customer-token', user: CUSTOMER } }) });
    const { router } = renderRoutes(routes, '/admin-login');
    expect(screen.getByRole('heading', { level: 1, name: 'Admin login' })).toBeInTheDocument();
    await signIn('asha@example.com', 'flowers123');

    expect(await screen.findByRole('alert')).toHaveTextContent('Access denied. Admin privileges required.');
    expect(screen.getByRole('status', { name: 'Notifications' })).toHaveTextContent('Error: Access denied. Admin privileges required.');
    expect(api.callsTo('POST /api/auth/login')).toHaveLength(1);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(router.state.location.pathname).toBe('/admin-login');
  });

  it("shows the server's message when the sign-in itself fails", async () => {
    fakeApi({ 'POST /api/auth/login': () => ({ status: 401, body: { message: 'Invalid email or password', errors: [] } }) });
    renderRoutes(routes, '/admin-login');
    await signIn('someone@example.com', 'nope-nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it("falls back to 'Admin login failed' when there is no message", async () => {
    fakeApi({ 'POST /api/auth/login': () => ({ status: 429, body: {} }) });
    renderRoutes(routes, '/admin-login');
    await signIn('someone@example.com', 'nope-nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('Admin login failed');
  });

  it('lets an admin in: stores the session, says so and opens /admin', async () => {
    fakeApi({ 'POST /api/auth/login': () => ({ body: { token: 'admin-token', user: ADMIN } }) });
    const { router } = renderRoutes(routes, '/admin-login');
    await signIn('admin@example.com', 'secret123');
    expect(await screen.findByRole('heading', { name: 'Panel at /admin' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(screen.getByText('Admin login successful!')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('admin-token');
  });
});
