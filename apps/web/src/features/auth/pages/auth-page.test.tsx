// /login and /signup: the mode follows the path, the signup form checks the passwords match before
// asking the server, a login returns to where the customer came from, and server errors land on fields.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CUSTOMER, fakeApi, storeSession } from '../../../test/fake-api';
import { LocationProbe, renderRoutes } from '../../../test/render-app';
import { AuthPage } from './auth-page';
import { I18nProvider } from '@lingui/react';
import { hindiTestI18n } from '../../../test/i18n';

/** The shop sends codes by SMS: the login page opens on the mobile number. */
const SENDS_CODES = { 'GET /api/auth/sign-in-options': () => ({ body: { phone: 'sent', google: false } }) };

const routes = [
  { path: '/login', element: <AuthPage /> },
  { path: '/signup', element: <AuthPage /> },
  { path: '*', element: <LocationProbe name="Page" /> },
];

describe('AuthPage', () => {
  it('shows the login form on /login and the signup form on /signup, with links between them', async () => {
    fakeApi(SENDS_CODES);
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    // The mobile number comes first; e-mail is the second choice.
    expect(await screen.findByRole('button', { name: 'Mobile number', pressed: true })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Mobile number/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Email', pressed: false }));
    expect(screen.getByLabelText(/^Email/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Confirm password/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    // A shop without Google sign-in configured shows no Google (nor Facebook) button at all.
    expect(screen.queryByRole('link', { name: /Google/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Facebook|not available yet/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Create an account' }));
    expect(router.state.location.pathname).toBe('/signup');
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    for (const label of [/^Full name/, /^Email/, /^Mobile number/, /^Password/, /^Confirm password/]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    await user.click(screen.getByRole('link', { name: 'Login' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
  });

  it("says 'Passwords do not match' on the confirm field and sends nothing", async () => {
    const api = fakeApi(SENDS_CODES);
    const user = userEvent.setup();
    renderRoutes(routes, '/signup');
    await user.type(screen.getByLabelText(/^Full name/), 'Asha Rao');
    await user.type(screen.getByLabelText(/^Email/), 'asha@example.com');
    await user.type(screen.getByLabelText(/^Mobile number/), '9876543210');
    await user.type(screen.getByLabelText(/^Password/), 'flowers123');
    await user.type(screen.getByLabelText(/^Confirm password/), 'flowers124');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const confirm = screen.getByLabelText(/^Confirm password/);
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription('Passwords do not match');
    expect(api.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('requires every signup field', async () => {
    const api = fakeApi(SENDS_CODES);
    const user = userEvent.setup();
    renderRoutes(routes, '/signup');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a 10-digit Indian mobile number')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your password')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('creates the account, stores the session and returns to the page the customer came from', async () => {
    const api = fakeApi({
      ...SENDS_CODES,
      'POST /api/auth/register': () => ({ status: 201, body: { token: 'new-token', user: CUSTOMER } }),
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, { pathname: '/signup', state: { from: '/checkout' } });
    await user.type(screen.getByLabelText(/^Full name/), 'Asha Rao');
    await user.type(screen.getByLabelText(/^Email/), 'Asha@Example.com');
    await user.type(screen.getByLabelText(/^Mobile number/), '+91 98765 43210');
    await user.type(screen.getByLabelText(/^Password/), 'flowers123');
    await user.type(screen.getByLabelText(/^Confirm password/), 'flowers123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { name: 'Page at /checkout' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/checkout');
    expect(screen.getByText('Account created successfully!')).toBeInTheDocument();
    // The contract's body only: normalised e-mail and phone, no confirmPassword.
    expect(api.callsTo('POST /api/auth/register')[0]?.body).toEqual({
      language: 'en',
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '9876543210',
      password: 'flowers123',
    });
    expect(localStorage.getItem('token')).toBe('new-token');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(CUSTOMER);
  });

  it('shows a taken e-mail on the e-mail field and as an error toast', async () => {
    fakeApi({
      ...SENDS_CODES,
      'POST /api/auth/register': () => ({ status: 409, body: { message: 'An account with this email already exists', code: 'EMAIL_TAKEN', errors: [] } }),
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/signup');
    await user.type(screen.getByLabelText(/^Full name/), 'Asha Rao');
    await user.type(screen.getByLabelText(/^Email/), 'asha@example.com');
    await user.type(screen.getByLabelText(/^Mobile number/), '9876543210');
    await user.type(screen.getByLabelText(/^Password/), 'flowers123');
    await user.type(screen.getByLabelText(/^Confirm password/), 'flowers123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('An account with this email already exists'));
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    expect(screen.getByRole('status', { name: 'Notifications' })).toHaveTextContent('Error: An account with this email already exists');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('logs in, says so, and goes home when nothing sent the customer here', async () => {
    const api = fakeApi({
      ...SENDS_CODES,
      'POST /api/auth/login': () => ({ body: { token: 'login-token', user: CUSTOMER } }),
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/login');
    await user.click(await screen.findByRole('button', { name: 'Email' }));
    await user.type(screen.getByLabelText(/^Email/), 'asha@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'flowers123');
    const submit = screen.getByRole('button', { name: 'Login' });
    await user.click(submit);

    expect(await screen.findByRole('heading', { name: 'Page at /' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('Login successful!')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/login')[0]?.body).toEqual({ email: 'asha@example.com', password: 'flowers123' });
    expect(localStorage.getItem('token')).toBe('login-token');
  });

  it('keeps the customer on the form with the server message after a wrong password', async () => {
    fakeApi({
      ...SENDS_CODES,
      'POST /api/auth/login': () => ({ status: 401, body: { message: 'Invalid email or password', code: 'UNAUTHORIZED', errors: [] } }),
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/login');
    await user.click(await screen.findByRole('button', { name: 'Email' }));
    await user.type(screen.getByLabelText(/^Email/), 'asha@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByRole('status', { name: 'Notifications' })).toHaveTextContent('Invalid email or password');
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('sends a signed-in customer home from /login', async () => {
    storeSession(CUSTOMER);
    fakeApi({ 'GET /api/auth/me': () => ({ body: { user: CUSTOMER } }) });
    const { router } = renderRoutes(routes, '/login');
    expect(await screen.findByRole('heading', { name: 'Page at /' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('AuthPage in Hindi', () => {
  const hindiRoutes = [
    {
      path: '/login',
      element: (
        <I18nProvider i18n={hindiTestI18n}>
          <AuthPage />
        </I18nProvider>
      ),
    },
    {
      path: '/signup',
      element: (
        <I18nProvider i18n={hindiTestI18n}>
          <AuthPage />
        </I18nProvider>
      ),
    },
  ];

  it('signs in in Hindi', async () => {
    fakeApi(SENDS_CODES);
    const user = userEvent.setup();
    renderRoutes(hindiRoutes, '/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'फिर से स्वागत है' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'मोबाइल नंबर', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'कोड भेजें' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ईमेल' }));
    expect(screen.getByRole('button', { name: 'लॉग इन' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'पासवर्ड भूल गए?' })).toBeInTheDocument();
  });

  it("checks the sign-up form in Hindi, the contract's messages too", async () => {
    const api = fakeApi(SENDS_CODES);
    const user = userEvent.setup();
    renderRoutes(hindiRoutes, '/signup');
    expect(await screen.findByRole('heading', { level: 1, name: 'अपना खाता बनाएँ' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^ईमेल/), 'not-an-email');
    await user.type(screen.getByLabelText(/^पासवर्ड\s*\*?$/), 'short');
    await user.type(screen.getByLabelText(/^पासवर्ड दोबारा डालें/), 'other');
    await user.click(screen.getByRole('button', { name: 'खाता बनाएँ' }));
    expect(await screen.findByText('नाम ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByText('सही ईमेल पता डालें')).toBeInTheDocument();
    expect(screen.getByText('पासवर्ड कम से कम 8 अक्षरों का होना चाहिए')).toBeInTheDocument();
    expect(screen.getByText('दोनों पासवर्ड मेल नहीं खाते')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });
});

describe('AuthPage: signing in with a mobile number', () => {
  it('sends a code to the number, refuses a wrong code on the code field, and signs in with the right one', async () => {
    const api = fakeApi({
      ...SENDS_CODES,
      'POST /api/auth/phone/code': () => ({ body: { phone: '+919876543210', expiresInMinutes: 10 } }),
      'POST /api/auth/phone/verify': ({ body }) =>
        (body as { code: string }).code === '246810'
          ? { body: { token: 'otp-token', user: { ...CUSTOMER, email: null } } }
          : {
              status: 400,
              body: {
                message: 'That code is not right. 4 tries left.',
                code: 'CODE_WRONG',
                errors: [{ path: 'code', message: 'That code is not right. 4 tries left.' }],
              },
            },
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, { pathname: '/login', state: { from: '/cart' } });
    // What is not a number is refused here, before anything is sent.
    await user.type(await screen.findByLabelText(/^Mobile number/), '12345');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Enter a 10-digit Indian mobile number, or an international one starting with +')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/phone/code')).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^Mobile number/));
    await user.type(screen.getByLabelText(/^Mobile number/), '98765 43210');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(/We sent a 6-digit code to/)).toHaveTextContent('We sent a 6-digit code to +91 98765 43210. It works for 10 minutes.');
    expect(api.callsTo('POST /api/auth/phone/code')[0]?.body).toEqual({ phone: '+919876543210', language: 'en' });

    await user.type(screen.getByLabelText(/^6-digit code/), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(screen.getByLabelText(/^6-digit code/)).toHaveAccessibleDescription('That code is not right. 4 tries left.'));
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();

    await user.clear(screen.getByLabelText(/^6-digit code/));
    await user.type(screen.getByLabelText(/^6-digit code/), '246810');
    await user.type(screen.getByLabelText(/^Your name/), 'Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByRole('heading', { name: 'Page at /cart' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/phone/verify').at(-1)?.body).toEqual({ phone: '+919876543210', code: '246810', name: 'Asha Rao', language: 'en' });
    expect(localStorage.getItem('token')).toBe('otp-token');
  });

  it('takes a number from abroad, and shows a demo shop’s code on screen', async () => {
    const api = fakeApi({
      'GET /api/auth/sign-in-options': () => ({ body: { phone: 'demo' } }),
      'POST /api/auth/phone/code': () => ({ body: { phone: '+971501234567', expiresInMinutes: 10, demoCode: '135790' } }),
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/login');
    await user.type(await screen.findByLabelText(/^Mobile number/), '+971 50 123 4567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(/This is a demo shop/)).toHaveTextContent('Your code for +971501234567 is 135790.');
    expect(api.callsTo('POST /api/auth/phone/code')[0]?.body).toEqual({ phone: '+971501234567', language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Change number' }));
    expect(screen.getByLabelText(/^Mobile number/)).toHaveValue('');
  });

  it('says so when the shop cannot send codes, and offers the e-mail form at once', async () => {
    fakeApi({ 'GET /api/auth/sign-in-options': () => ({ body: { phone: 'unavailable' } }) });
    const user = userEvent.setup();
    renderRoutes(routes, '/login');
    expect(await screen.findByText('Sign-in with a mobile number is not available in this shop yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Email', pressed: true })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mobile number' }));
    expect(screen.getByText('This shop cannot send codes to phones yet. Please sign in with your e-mail.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send code' })).not.toBeInTheDocument();
  });

  it('tells an expired code in Hindi', async () => {
    fakeApi({
      ...SENDS_CODES,
      'POST /api/auth/phone/code': () => ({ body: { phone: '+919876543210', expiresInMinutes: 10 } }),
      'POST /api/auth/phone/verify': () => ({
        status: 400,
        body: {
          message: 'इस कोड की समय-सीमा खत्म हो गई है। नया कोड मँगाएँ।',
          code: 'CODE_EXPIRED',
          errors: [{ path: 'code', message: 'इस कोड की समय-सीमा खत्म हो गई है। नया कोड मँगाएँ।' }],
        },
      }),
    });
    const user = userEvent.setup();
    renderRoutes(
      [
        {
          path: '/login',
          element: (
            <I18nProvider i18n={hindiTestI18n}>
              <AuthPage />
            </I18nProvider>
          ),
        },
      ],
      '/login',
    );
    await user.type(await screen.findByLabelText(/^मोबाइल नंबर/), '9876543210');
    await user.click(screen.getByRole('button', { name: 'कोड भेजें' }));
    expect(await screen.findByText(/6 अंकों का कोड भेजा है/)).toHaveTextContent('हमने +91 98765 43210 पर 6 अंकों का कोड भेजा है। यह 10 मिनट तक काम करेगा।');
    await user.type(screen.getByLabelText(/^6 अंकों का कोड/), '123456');
    await user.click(screen.getByRole('button', { name: 'जाँचें और लॉग इन करें' }));
    await waitFor(() => expect(screen.getByLabelText(/^6 अंकों का कोड/)).toHaveAccessibleDescription('इस कोड की समय-सीमा खत्म हो गई है। नया कोड मँगाएँ।'));
  });

  describe('signing in with Google', () => {
    const OFFERS_GOOGLE = { 'GET /api/auth/sign-in-options': () => ({ body: { phone: 'sent', google: true } }) };

    it('shows a link that starts the flow, returning to where the customer was headed', async () => {
      fakeApi(OFFERS_GOOGLE);
      renderRoutes(routes, { pathname: '/login', state: { from: '/cart' } });
      const google = await screen.findByRole('link', { name: 'Continue with Google' });
      expect(google).toHaveAttribute('href', '/api/auth/google?returnTo=%2Fcart');
      expect(screen.queryByText(/Facebook/)).not.toBeInTheDocument();
    });

    it('exchanges the code it comes back with for the session, then goes on to the page', async () => {
      const api = fakeApi({
        ...OFFERS_GOOGLE,
        'POST /api/auth/google/exchange': () => ({ body: { token: 'google-token', user: CUSTOMER } }),
      });
      const { router } = renderRoutes(routes, '/login#google=one-time-code&to=%2Fcart');
      expect(await screen.findByRole('heading', { name: 'Page at /cart' })).toBeInTheDocument();
      expect(api.callsTo('POST /api/auth/google/exchange')).toHaveLength(1);
      expect(api.callsTo('POST /api/auth/google/exchange')[0]?.body).toEqual({ code: 'one-time-code' });
      expect(localStorage.getItem('token')).toBe('google-token');
      expect(router.state.location.hash).toBe('');
    });

    it('says why Google sign-in failed, in Hindi too', async () => {
      fakeApi(OFFERS_GOOGLE);
      const { router } = renderRoutes(routes, '/login#google-error=unverified', hindiTestI18n);
      expect(await screen.findByRole('alert')).toHaveTextContent('Google ने उस खाते का ईमेल पता सत्यापित नहीं किया है');
      expect(router.state.location.hash).toBe('');
    });

    it('says so when the code has already been used', async () => {
      fakeApi({
        ...OFFERS_GOOGLE,
        'POST /api/auth/google/exchange': () => ({
          status: 401,
          body: { message: 'This Google sign-in has expired or was already used. Please sign in again.', code: 'UNAUTHORIZED', errors: [] },
        }),
      });
      renderRoutes(routes, '/login#google=spent&to=%2F');
      expect(await screen.findByRole('alert')).toHaveTextContent('This Google sign-in has expired or was already used.');
      expect(localStorage.getItem('token')).toBeNull();
    });
  });
});
