// Who is signed in (spec §4 Session): token and user live in localStorage under 'token' and 'user';
// a stored session is checked with GET /auth/me on start; any 401 from the API ends the session.
// This is the auth feature's public face: other features read the session only through useSession().
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react';
import type { AuthAnswer, RegisterBody, User, UserAnswer } from '@phoolwari/contracts';
// The roles from their own zod-free module: the index's schemas would join every page's first load.
import { can, isStaffRole, ROLES, type Permission } from '@phoolwari/contracts/staff-roles';
import type { Language } from '../i18n/languages';
import { saveAccountLanguage } from './account-language';
import { apiRequest, setUnauthorizedHandler, TOKEN_KEY, USER_KEY } from './api';
import { closeSocket } from './socket';

export const ADMIN_ONLY_MESSAGE = 'Access denied. Admin privileges required.';

/** Where the session sends the browser; the app wires it to the router (the provider sits outside it). */
export interface SessionNavigation {
  navigate: (to: string, state?: { from: string }) => void;
  /** The current path, to avoid bouncing off /login and /admin-login. */
  pathname: () => string;
}

export interface Session {
  user: User | null;
  token: string | null;
  /** Signed in as one of the shop's staff (any role); what they may use is `can(permission)`. */
  isStaff: boolean;
  /** Whether the signed-in account's role has the permission (STAFF_PERMISSIONS in the contracts). */
  can: (permission: Permission) => boolean;
  /** 'loading' while a stored session is being checked with the server. */
  status: 'loading' | 'ready';
  login: (email: string, password: string) => Promise<User>;
  /** Like login, but an account that is not staff is refused and nothing is stored. */
  adminLogin: (email: string, password: string) => Promise<User>;
  register: (body: RegisterBody) => Promise<User>;
  /** Starts the session another flow has just signed in (an accepted staff invitation). */
  adopt: (answer: AuthAnswer) => User;
  logout: () => void;
  /** Puts the server's newer copy of the signed-in user (after a profile edit) in the session and storage. */
  updateUser: (user: User) => void;
}

interface SessionState {
  user: User | null;
  token: string | null;
  status: 'loading' | 'ready';
}

const SessionContext = createContext<Session | null>(null);

/** Pages where a 401 is an answer to the form (wrong password), not a lost session. */
const SIGN_IN_PATHS = ['/login', '/admin-login'];

/** Who the server renders for, and who a hydrating page starts as: a visitor without a session. */
const VISITOR: SessionState = { user: null, token: null, status: 'ready' };
const neverChanges = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

export function SessionProvider({ navigation, children }: { navigation: SessionNavigation; children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SessionState>(readStoredSession);
  // True until the stored session has been checked with the server.
  const restoring = useRef(state.status === 'loading');
  // The server's HTML, and the hydration that must match it, are a visitor's; the stored session
  // shows once the page is hydrated (at once when the page is rendered in the browser): React renders
  // a hydrating page with the server's snapshot, then again with the browser's.
  const hydrated = useSyncExternalStore(neverChanges, inBrowser, onServer);
  const shown = hydrated ? state : VISITOR;
  const navigationRef = useRef(navigation);
  useEffect(() => {
    navigationRef.current = navigation;
  }, [navigation]);

  /**
   * Ends the session. `silent` is the failed start-up check (spec §8: cleared silently): the page
   * being loaded is left alone, with no redirect and no cache clearing under its queries.
   */
  const signOut = useCallback(
    (silent: boolean) => {
      clearStoredSession();
      // The live-updates socket belongs to the session that just ended (spec §4).
      closeSocket();
      setState({ user: null, token: null, status: 'ready' });
      if (silent) return;
      // Cached answers belong to the account that just left (cart, orders).
      queryClient.clear();
      const nav = navigationRef.current;
      const from = nav.pathname();
      if (!SIGN_IN_PATHS.includes(from)) nav.navigate('/login', { from });
    },
    [queryClient],
  );

  // On start: check a stored session with the server; a failure clears it without a word (spec §8).
  useEffect(() => {
    if (!restoring.current) return;
    const token = localStorage.getItem(TOKEN_KEY);
    const controller = new AbortController();
    // A login that finished while this check was on its way wins over the check's answer.
    const stillCurrent = () => !controller.signal.aborted && localStorage.getItem(TOKEN_KEY) === token;
    // Leaving the page (a link to another page of the shop, a reload) cuts the check off, and the
    // browser fails it just like an unreachable server. That says nothing about the session, which
    // the next page checks again, so a page being left calls its check off (one kept for the back
    // button, persisted, is not being left). The browser may fail the request while it runs the
    // page's pagehide listeners, before this one has heard: a failure is judged a task later, once
    // the page knows whether it is going.
    const leave = (event: PageTransitionEvent) => {
      if (!event.persisted) controller.abort();
    };
    window.addEventListener('pagehide', leave);
    apiRequest<UserAnswer>('/auth/me', { signal: controller.signal, ignoreUnauthorized: true })
      .then(({ user }) => {
        if (!stillCurrent()) return;
        restoring.current = false;
        storeUser(user);
        setState((s) => ({ ...s, user, status: 'ready' }));
      })
      .catch(() => {
        setTimeout(() => {
          // StrictMode runs this effect twice; the aborted first run must not clear anything.
          if (!stillCurrent()) return;
          restoring.current = false;
          signOut(true);
        }, 0);
      });
    return () => {
      window.removeEventListener('pagehide', leave);
      controller.abort();
    };
  }, [signOut]);

  useEffect(() => {
    setUnauthorizedHandler(() => signOut(false));
    return () => setUnauthorizedHandler(() => {});
  }, [signOut]);

  // A logout or login in another tab changes the shared storage: follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== TOKEN_KEY && event.key !== USER_KEY && event.key !== null) return;
      const stored = readStoredSession();
      setState({ ...stored, status: 'ready' });
      if (!stored.user) {
        queryClient.clear();
        closeSocket();
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);

  // The page's language is the customer's latest choice: a new account takes it, and signing in
  // on a page in the other language moves the account to it, so the mails follow.
  const language = useLingui().i18n.locale as Language;
  const startSession = useCallback(
    (answer: AuthAnswer) => {
      restoring.current = false;
      // Someone else's cached cart or orders must not show for the account that just signed in.
      if (readStoredSession().user?._id !== answer.user._id) queryClient.clear();
      localStorage.setItem(TOKEN_KEY, answer.token);
      storeUser(answer.user);
      setState({ user: answer.user, token: answer.token, status: 'ready' });
      return answer.user;
    },
    [queryClient],
  );

  const login = useCallback(
    async (email: string, password: string) => {
      const user = startSession(await apiRequest<AuthAnswer>('/auth/login', { method: 'POST', body: { email, password } }));
      if (user.language !== language) saveAccountLanguage(language);
      return user;
    },
    [startSession, language],
  );

  const adminLogin = useCallback(
    async (email: string, password: string) => {
      const answer = await apiRequest<AuthAnswer>('/auth/login', { method: 'POST', body: { email, password } });
      // Checked before anything is stored: a customer's credentials leave no trace here.
      if (!isStaffRole(answer.user.role)) throw new Error(ADMIN_ONLY_MESSAGE);
      return startSession(answer);
    },
    [startSession],
  );

  const register = useCallback(
    async (body: RegisterBody) => startSession(await apiRequest<AuthAnswer>('/auth/register', { method: 'POST', body: { language, ...body } })),
    [startSession, language],
  );

  const logout = useCallback(() => {
    // The request reads the token before its first await, so storage can be cleared at once and
    // the customer is not kept waiting on a slow network. The answer does not matter.
    apiRequest<void>('/auth/logout', { method: 'POST', ignoreUnauthorized: true }).catch(() => {});
    clearStoredSession();
    closeSocket();
    setState({ user: null, token: null, status: 'ready' });
    queryClient.clear();
    navigationRef.current.navigate('/login');
  }, [queryClient]);

  const updateUser = useCallback((user: User) => {
    // An answer that arrives after a logout or a switch of account is not this session's.
    if (readStoredSession().user?._id !== user._id) return;
    storeUser(user);
    setState((s) => (s.user?._id === user._id ? { ...s, user } : s));
  }, []);

  const value = useMemo<Session>(
    () => ({
      ...shown,
      isStaff: shown.status === 'ready' && isStaffRole(shown.user?.role),
      can: (permission: Permission) => shown.status === 'ready' && can(shown.user?.role, permission),
      login,
      adminLogin,
      register,
      adopt: startSession,
      logout,
      updateUser,
    }),
    [shown, login, adminLogin, register, startSession, logout, updateUser],
  );

  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() must be used inside <SessionProvider>');
  return session;
}

/** A stored session counts only when both halves are present and the user looks like a user. */
function readStoredSession(): SessionState {
  try {
    const token = localStorage.getItem(TOKEN_KEY);
    const raw = localStorage.getItem(USER_KEY);
    // The visitor the page was hydrated as, the same object: nothing re-renders once it is shown.
    if (!token || !raw) return VISITOR;
    const user: unknown = JSON.parse(raw);
    if (isUser(user)) return { user, token, status: 'loading' };
  } catch {
    // Unparsable JSON: treated like no session.
  }
  clearStoredSession();
  return VISITOR;
}

function isUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const u = value as Record<string, unknown>;
  return (
    typeof u._id === 'string' &&
    typeof u.name === 'string' &&
    (typeof u.email === 'string' || u.email === null) &&
    typeof u.phone === 'string' &&
    (ROLES as readonly unknown[]).includes(u.role)
  );
}

function storeUser(user: User): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

function clearStoredSession(): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
  } catch {
    // Storage unavailable: nothing was stored either.
  }
}
