// The session (spec §4): a stored session is checked on start and cleared silently when the check
// fails; any other 401 ends the session and goes to /login; logout tells the server, clears
// everything and goes to /login.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api';
import { ADMIN, CUSTOMER, fakeApi, storeSession, unauthorized } from '../test/fake-api';
import { LocationProbe, renderRoutes } from '../test/render-app';
import { useSession } from './session';

function SessionProbe() {
  const { user, status, isStaff, logout, updateUser } = useSession();
  return (
    <div>
      <p data-testid="session">{`${status}:${user ? user.name : 'anonymous'}:${isStaff ? 'admin' : 'not-admin'}`}</p>
      <button type="button" onClick={logout}>
        Logout
      </button>
      <button type="button" onClick={() => updateUser({ ...CUSTOMER, name: 'Asha R. Rao' })}>
        Rename
      </button>
      <button type="button" onClick={() => updateUser({ ...ADMIN, name: 'Someone else' })}>
        Rename another account
      </button>
    </div>
  );
}

const routes = [
  {
    path: '*',
    element: (
      <>
        <SessionProbe />
        <LocationProbe name="Page" />
      </>
    ),
  },
];

const sessionText = () => screen.getByTestId('session').textContent;

describe('SessionProvider', () => {
  it('starts anonymous and ready when nothing is stored, without asking the server', () => {
    const api = fakeApi({});
    renderRoutes(routes, '/');
    expect(sessionText()).toBe('ready:anonymous:not-admin');
    expect(api.calls).toHaveLength(0);
  });

  it('restores a stored session after GET /auth/me confirms it, with the fresh user', async () => {
    storeSession(CUSTOMER);
    const renamed = { ...CUSTOMER, name: 'Asha R.' };
    const api = fakeApi({ 'GET /api/auth/me': () => ({ body: { user: renamed } }) });
    renderRoutes(routes, '/');
    // While checking, the stored user is shown as loading.
    expect(sessionText()).toBe('loading:Asha Rao:not-admin');
    await waitFor(() => expect(sessionText()).toBe('ready:Asha R.:not-admin'));
    expect(api.callsTo('GET /api/auth/me')[0]?.headers.get('Authorization')).toBe('Bearer stored-token');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(renamed);
  });

  it('restores an account known only by its mobile number (no e-mail) after a reload', async () => {
    const byPhone = { ...CUSTOMER, email: null, name: 'Lakshmi Devi' };
    storeSession(byPhone);
    fakeApi({ 'GET /api/auth/me': () => ({ body: { user: byPhone } }) });
    renderRoutes(routes, '/');
    expect(sessionText()).toBe('loading:Lakshmi Devi:not-admin');
    await waitFor(() => expect(sessionText()).toBe('ready:Lakshmi Devi:not-admin'));
    expect(localStorage.getItem('token')).toBe('stored-token');
  });

  it('clears a stored session silently when GET /auth/me fails: no redirect, nothing left in storage', async () => {
    storeSession(CUSTOMER);
    fakeApi({ 'GET /api/auth/me': () => unauthorized() });
    const { router } = renderRoutes(routes, '/products?search=rose');
    await waitFor(() => expect(sessionText()).toBe('ready:anonymous:not-admin'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(router.state.location.pathname).toBe('/products');
    expect(router.state.location.search).toBe('?search=rose');
    expect(screen.getByRole('status', { name: 'Notifications' })).toBeEmptyDOMElement();
  });

  it('also clears silently when the check cannot reach the server', async () => {
    storeSession(ADMIN);
    fakeApi({
      'GET /api/auth/me': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { router } = renderRoutes(routes, '/');
    await waitFor(() => expect(sessionText()).toBe('ready:anonymous:not-admin'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  describe('keeps a stored session when the page is left during the check, which the browser fails like a lost connection', () => {
    /** A stored session whose check is on its way, and the way to fail it as the browser does when the page goes. */
    async function checkOnItsWay() {
      storeSession(CUSTOMER);
      let cutOff: (error: Error) => void = () => {};
      const api = fakeApi({ 'GET /api/auth/me': () => new Promise((_, reject) => (cutOff = reject)) });
      renderRoutes(routes, '/');
      await waitFor(() => expect(api.callsTo('GET /api/auth/me')).toHaveLength(1));
      return { signal: vi.mocked(fetch).mock.calls[0]![1]!.signal!, cutOff: () => cutOff(new TypeError('Failed to fetch')) };
    }
    const leaveThePage = () => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
    async function expectSessionKept() {
      // Everything the failure sets off has run by the next task.
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      expect(localStorage.getItem('token')).toBe('stored-token');
      expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(CUSTOMER);
    }

    it('when the page hears it is being left first', async () => {
      const check = await checkOnItsWay();
      leaveThePage();
      expect(check.signal.aborted).toBe(true);
      check.cutOff();
      await expectSessionKept();
    });

    it('when the failure comes first, in the same task', async () => {
      const check = await checkOnItsWay();
      check.cutOff();
      // The failure's promise callbacks run (microtasks only), then the page hears pagehide.
      for (let i = 0; i < 50; i++) await Promise.resolve();
      leaveThePage();
      await expectSessionKept();
    });
  });

  it('counts as admin only once the server has confirmed an admin account', async () => {
    storeSession(ADMIN);
    fakeApi({ 'GET /api/auth/me': () => ({ body: { user: ADMIN } }) });
    renderRoutes(routes, '/');
    expect(sessionText()).toBe('loading:Meera Admin:not-admin');
    await waitFor(() => expect(sessionText()).toBe('ready:Meera Admin:admin'));
  });

  it('ignores a stored user that is not a user', () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('user', '{"name":"x"}');
    const api = fakeApi({});
    renderRoutes(routes, '/');
    expect(sessionText()).toBe('ready:anonymous:not-admin');
    expect(localStorage.getItem('token')).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('ends the session on any later 401 and goes to /login, remembering where the customer was', async () => {
    storeSession(CUSTOMER);
    fakeApi({
      'GET /api/auth/me': () => ({ body: { user: CUSTOMER } }),
      'GET /api/orders': () => unauthorized(),
    });
    const { router } = renderRoutes(routes, '/orders');
    await waitFor(() => expect(sessionText()).toBe('ready:Asha Rao:not-admin'));
    await act(async () => {
      await expect(apiRequest('/orders')).rejects.toMatchObject({ statusCode: 401 });
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/orders' });
    expect(sessionText()).toBe('ready:anonymous:not-admin');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('does not leave /login or /admin-login on a 401 (a wrong password is answered with one)', async () => {
    fakeApi({ 'POST /api/auth/login': () => unauthorized('Invalid email or password') });
    const { router } = renderRoutes(routes, '/admin-login');
    await act(async () => {
      await expect(apiRequest('/auth/login', { method: 'POST', body: {} })).rejects.toMatchObject({ statusCode: 401 });
    });
    expect(router.state.location.pathname).toBe('/admin-login');
  });

  it('logs out: tells the server with the token, clears storage and the cache, and goes to /login', async () => {
    storeSession(CUSTOMER);
    const api = fakeApi({
      'GET /api/auth/me': () => ({ body: { user: CUSTOMER } }),
      'POST /api/auth/logout': () => ({ status: 204 }),
    });
    const user = userEvent.setup();
    const { router, queryClient } = renderRoutes(routes, '/orders');
    await waitFor(() => expect(sessionText()).toBe('ready:Asha Rao:not-admin'));
    queryClient.setQueryData(['cart'], { items: 3 });

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(sessionText()).toBe('ready:anonymous:not-admin');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(queryClient.getQueryData(['cart'])).toBeUndefined();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(api.callsTo('POST /api/auth/logout')).toHaveLength(1));
    expect(api.callsTo('POST /api/auth/logout')[0]?.headers.get('Authorization')).toBe('Bearer stored-token');
  });

  it("takes the profile's new copy of the user, into storage too, but never another account's", async () => {
    storeSession(CUSTOMER);
    fakeApi({ 'GET /api/auth/me': () => ({ body: { user: CUSTOMER } }) });
    const user = userEvent.setup();
    renderRoutes(routes, '/account');
    await waitFor(() => expect(sessionText()).toBe('ready:Asha Rao:not-admin'));
    await user.click(screen.getByRole('button', { name: 'Rename another account' }));
    expect(sessionText()).toBe('ready:Asha Rao:not-admin');
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    expect(sessionText()).toBe('ready:Asha R. Rao:not-admin');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({ _id: CUSTOMER._id, name: 'Asha R. Rao' });
  });
});
