// Live order updates (spec §4 Real-time connection): one socket.io connection per signed-in
// session, websocket transport only, on the shop's own origin. The client library is fetched with
// a dynamic import the first time a signed-in screen asks for updates, so the storefront's first
// load never carries it; logout and a lost session (401) close it through closeSocket().
//
// Rooms are counted here rather than by each caller: two screens watching one order share its room,
// and leaving it from one does not silence the other. After a reconnect (a new server-side socket,
// so no rooms) every room still wanted is joined again, and each screen is told, so it can refetch
// what changed while the phone was offline: updates sent meanwhile are not replayed.
import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import type { Socket } from 'socket.io-client';
import type { OrderStatusUpdate } from '@phoolwari/contracts';
import { NOTICE_EVENT } from '@phoolwari/contracts/storefront-values';
import { TOKEN_KEY } from './api';

export const ORDER_UPDATE_EVENT = 'order-status-update';

export interface JoinAnswer {
  ok: boolean;
  message?: string;
}

interface Connection {
  token: string;
  /** Resolves once the client library has loaded; the socket connects only if still wanted then. */
  socket: Promise<Socket>;
  rooms: Map<string, number>;
  closed: boolean;
}

let connection: Connection | null = null;

/** The session's connection, opened on first use; another token replaces it. */
function connectionFor(token: string): Connection {
  if (connection && connection.token === token) return connection;
  closeSocket();
  const conn: Omit<Connection, 'socket'> = { token, rooms: new Map(), closed: false };
  const socket = import('socket.io-client').then(({ io }) => {
    const s = io({ path: '/socket.io', transports: ['websocket'], auth: { token }, autoConnect: false });
    // 'connect' fires on every (re)connection: the server's new socket has joined no rooms yet.
    s.on('connect', () => {
      for (const orderId of conn.rooms.keys()) joinRoom(s, orderId);
    });
    // A logout while the library was loading: the socket is never opened.
    if (!conn.closed) s.connect();
    return s;
  });
  connection = Object.assign(conn, { socket });
  return connection;
}

/** The socket of the signed-in session with this token (connecting automatically). */
export function getSocket(token: string): Promise<Socket> {
  return connectionFor(token).socket;
}

/** Ends the session's socket (logout, 401). Safe to call when none is open. */
export function closeSocket(): void {
  const conn = connection;
  if (!conn) return;
  connection = null;
  conn.closed = true;
  conn.rooms.clear();
  void conn.socket.then((socket) => {
    socket.removeAllListeners();
    socket.disconnect();
  });
  notifyTokenChange();
}

function joinRoom(socket: Socket, orderId: string): void {
  // The server answers {ok:false} for an order that is not this account's; there is nothing the
  // screen could do about it, and it still shows the order as loaded over HTTP.
  socket.emit('join-order-room', orderId, (_answer: JoinAnswer) => {});
}

function acquireRoom(conn: Connection, socket: Socket, orderId: string): void {
  const count = conn.rooms.get(orderId) ?? 0;
  conn.rooms.set(orderId, count + 1);
  if (count === 0 && socket.connected) joinRoom(socket, orderId);
}

function releaseRoom(conn: Connection, socket: Socket, orderId: string): void {
  const count = conn.rooms.get(orderId) ?? 0;
  if (count <= 1) {
    conn.rooms.delete(orderId);
    if (socket.connected) socket.emit('leave-order-room', orderId);
  } else {
    conn.rooms.set(orderId, count - 1);
  }
}

function isOrderUpdate(value: unknown): value is OrderStatusUpdate {
  if (typeof value !== 'object' || value === null) return false;
  const u = value as Record<string, unknown>;
  return typeof u.orderId === 'string' && typeof u.orderStatus === 'string' && typeof u.deliveryStatus === 'string';
}

/**
 * Listens on the session's socket, joining `orderIds`' rooms; `orderIds` null means every update
 * this socket receives (an admin's socket receives every order's). `onReconnect` runs each time the
 * connection comes back after a loss. Returns the way to stop.
 */
function watch(token: string, orderIds: string[] | null, listener: (update: OrderStatusUpdate) => void, onReconnect: () => void): () => void {
  let stopped = false;
  let stop = () => {};
  const conn = connectionFor(token);
  void conn.socket.then((socket) => {
    if (stopped || conn.closed) return;
    const wanted = orderIds ? new Set(orderIds) : null;
    const onUpdate = (payload: unknown) => {
      // An admin's socket hears every order: a screen watching some orders hears only those.
      if (isOrderUpdate(payload) && (!wanted || wanted.has(payload.orderId))) listener(payload);
    };
    // The first connection is not a return: the screen has just loaded what it shows.
    let connectedBefore = socket.connected;
    const onConnect = () => {
      if (connectedBefore) onReconnect();
      connectedBefore = true;
    };
    socket.on(ORDER_UPDATE_EVENT, onUpdate);
    socket.on('connect', onConnect);
    for (const id of orderIds ?? []) acquireRoom(conn, socket, id);
    stop = () => {
      socket.off(ORDER_UPDATE_EVENT, onUpdate);
      socket.off('connect', onConnect);
      // Released a moment later: a screen that changes its ids ([A, B] → [B, C]) takes B again
      // first, so B's room is kept instead of left and joined again (missing updates between).
      setTimeout(() => {
        if (conn.closed) return;
        for (const id of orderIds ?? []) releaseRoom(conn, socket, id);
      }, 0);
    };
  });
  return () => {
    stopped = true;
    stop();
  };
}

// The session's token as the socket sees it: read from storage (where the session keeps it) and
// re-read when closeSocket() runs or another tab signs in or out. Keeping the session out of this
// module keeps the auth feature free to import closeSocket() without an import cycle.
const tokenListeners = new Set<() => void>();
function notifyTokenChange(): void {
  tokenListeners.forEach((l) => l());
}
function subscribeToken(listener: () => void): () => void {
  tokenListeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    tokenListeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}
function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}
function useSessionToken(): string | null {
  return useSyncExternalStore(subscribeToken, readToken, () => null);
}

/**
 * Calls `onUpdate` with each 'order-status-update' for these orders while the screen is shown:
 * joins their rooms, leaves them on unmount or when the ids change, rejoins after a reconnect and
 * then calls `onReconnect` (refetch: what happened while offline was not heard).
 * Nothing is opened without a session or without ids.
 */
export function useOrderUpdates(orderIds: readonly string[], onUpdate: (update: OrderStatusUpdate) => void, onReconnect: () => void = () => {}): void {
  const token = useSessionToken();
  const handle = useEffectEvent(onUpdate);
  const handleReconnect = useEffectEvent(onReconnect);
  // A stable key: a new array with the same ids (every render of a list) is not a change.
  const key = [...new Set(orderIds)].sort().join(',');
  useEffect(() => {
    if (!token || !key) return;
    return watch(
      token,
      key.split(','),
      (update) => handle(update),
      () => handleReconnect(),
    );
  }, [token, key]);
}

/**
 * Calls `onNotice` when news about no order (a design ready to buy) is stored for the signed-in
 * account, and `onReconnect` after a lost connection comes back (refetch: nothing is replayed). The
 * server puts every socket in its account's room, so nothing is joined; the socket opens if no
 * other screen has opened it.
 */
export function useNoticeUpdates(onNotice: () => void, onReconnect: () => void = () => {}): void {
  const token = useSessionToken();
  const handle = useEffectEvent(onNotice);
  const handleReconnect = useEffectEvent(onReconnect);
  useEffect(() => {
    if (!token) return;
    let stopped = false;
    let stop = () => {};
    const conn = connectionFor(token);
    void conn.socket.then((socket) => {
      if (stopped || conn.closed) return;
      const onEvent = () => handle();
      let connectedBefore = socket.connected;
      const onConnect = () => {
        if (connectedBefore) handleReconnect();
        connectedBefore = true;
      };
      socket.on(NOTICE_EVENT, onEvent);
      socket.on('connect', onConnect);
      stop = () => {
        socket.off(NOTICE_EVENT, onEvent);
        socket.off('connect', onConnect);
      };
    });
    return () => {
      stopped = true;
      stop();
    };
  }, [token]);
}

/** The staff's desk: every order's update (an admin's socket is in the server's 'admins' room). */
export function useEveryOrderUpdate(
  onUpdate: (update: OrderStatusUpdate) => void,
  { enabled = true, onReconnect = () => {} }: { enabled?: boolean; onReconnect?: () => void } = {},
): void {
  const token = useSessionToken();
  const handle = useEffectEvent(onUpdate);
  const handleReconnect = useEffectEvent(onReconnect);
  useEffect(() => {
    if (!token || !enabled) return;
    return watch(
      token,
      null,
      (update) => handle(update),
      () => handleReconnect(),
    );
  }, [token, enabled]);
}
