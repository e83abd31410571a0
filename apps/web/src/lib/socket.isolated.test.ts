// The live-updates socket with socket.io-client replaced by a fake: one websocket-only connection
// per session token, rooms joined and left with the screens that watch them (and shared between
// screens), joined again after a reconnect, updates forwarded only for the watched orders, and no
// connection at all without a session.
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderStatusUpdate } from '@phoolwari/contracts';

type Handler = (...args: unknown[]) => void;

const fake = vi.hoisted(() => {
  class FakeSocket {
    connected = false;
    disconnected = false;
    emitted: unknown[][] = [];
    private handlers = new Map<string, Set<Handler>>();
    constructor(readonly options: Record<string, unknown>) {}
    on(event: string, handler: Handler) {
      const set = this.handlers.get(event) ?? new Set<Handler>();
      set.add(handler);
      this.handlers.set(event, set);
      return this;
    }
    off(event: string, handler: Handler) {
      this.handlers.get(event)?.delete(handler);
      return this;
    }
    removeAllListeners() {
      this.handlers.clear();
      return this;
    }
    emit(event: string, ...args: unknown[]) {
      this.emitted.push([event, ...args.filter((a) => typeof a !== 'function')]);
      const ack = args.find((a): a is Handler => typeof a === 'function');
      ack?.({ ok: true });
      return this;
    }
    connect() {
      // The server answers later: the test says when (serverAccepts).
      return this;
    }
    disconnect() {
      this.connected = false;
      this.disconnected = true;
      return this;
    }
    /** The server accepted the handshake (first time or after a reconnect). */
    serverAccepts() {
      this.connected = true;
      this.handlers.get('connect')?.forEach((h) => h());
    }
    /** The network dropped: the server forgets this socket's rooms. */
    drop() {
      this.connected = false;
      this.emitted = [];
    }
    serverSends(event: string, payload: unknown) {
      this.handlers.get(event)?.forEach((h) => h(payload));
    }
    joins() {
      return this.emitted.filter((e) => e[0] === 'join-order-room').map((e) => e[1]);
    }
    leaves() {
      return this.emitted.filter((e) => e[0] === 'leave-order-room').map((e) => e[1]);
    }
  }
  const sockets: FakeSocket[] = [];
  const io = (options: Record<string, unknown>) => {
    const socket = new FakeSocket(options);
    sockets.push(socket);
    return socket;
  };
  return { sockets, io };
});

vi.mock('socket.io-client', () => ({ io: fake.io }));

const { closeSocket, getSocket, useEveryOrderUpdate, useOrderUpdates } = await import('./socket');

const A = 'aaaaaaaaaaaaaaaaaaaaaa01';
const B = 'aaaaaaaaaaaaaaaaaaaaaa02';
const C = 'aaaaaaaaaaaaaaaaaaaaaa03';

const update = (orderId: string, orderStatus: OrderStatusUpdate['orderStatus'] = 'shipped'): OrderStatusUpdate => ({
  orderId,
  orderStatus,
  deliveryStatus: 'out_for_delivery',
  trackingNumber: null,
  updatedAt: '2026-11-22T06:00:00.000Z',
});

async function connectedSocket() {
  await waitFor(() => expect(fake.sockets).toHaveLength(1));
  const socket = fake.sockets[0]!;
  act(() => socket.serverAccepts());
  return socket;
}

afterEach(() => {
  closeSocket();
  fake.sockets.length = 0;
});

describe('useOrderUpdates', () => {
  it('opens one websocket-only socket with the session token, joins the rooms and forwards their updates', async () => {
    localStorage.setItem('token', 'customer-token');
    const onUpdate = vi.fn();
    renderHook(() => useOrderUpdates([A, B], onUpdate));
    const socket = await connectedSocket();

    expect(socket.options).toMatchObject({ path: '/socket.io', transports: ['websocket'], auth: { token: 'customer-token' } });
    expect(socket.joins().sort()).toEqual([A, B]);

    act(() => socket.serverSends('order-status-update', update(A)));
    // An admin's socket hears every order: this screen hears only its own.
    act(() => socket.serverSends('order-status-update', update(C)));
    act(() => socket.serverSends('order-status-update', { nonsense: true }));
    expect(onUpdate.mock.calls).toEqual([[update(A)]]);
  });

  it('leaves the rooms it no longer watches when the ids change, and all of them on unmount', async () => {
    localStorage.setItem('token', 'customer-token');
    const { rerender, unmount } = renderHook(({ ids }) => useOrderUpdates(ids, () => {}), { initialProps: { ids: [A, B] } });
    const socket = await connectedSocket();
    await waitFor(() => expect(socket.joins()).toHaveLength(2));

    rerender({ ids: [B, C] });
    await waitFor(() => expect(socket.leaves()).toEqual([A]));
    // B's room is kept, not left and joined again.
    expect([...socket.joins()].sort()).toEqual([A, B, C]);

    // The same ids in a new array (every render of a list) change nothing.
    rerender({ ids: [C, B] });
    await new Promise((r) => setTimeout(r, 10));
    expect(socket.joins()).toHaveLength(3);
    expect(socket.leaves()).toEqual([A]);

    unmount();
    await waitFor(() => expect(socket.leaves().sort()).toEqual([A, B, C]));
    expect(socket.disconnected).toBe(false);
  });

  it('keeps a room that another screen still watches', async () => {
    localStorage.setItem('token', 'customer-token');
    const first = renderHook(() => useOrderUpdates([A], () => {}));
    const secondUpdates = vi.fn();
    renderHook(() => useOrderUpdates([A], secondUpdates));
    const socket = await connectedSocket();
    await waitFor(() => expect(socket.joins()).toEqual([A]));

    first.unmount();
    await new Promise((r) => setTimeout(r, 10));
    expect(socket.leaves()).toEqual([]);
    act(() => socket.serverSends('order-status-update', update(A)));
    expect(secondUpdates).toHaveBeenCalledTimes(1);
  });

  it('joins its rooms again after a reconnect, and says so to refetch what was missed', async () => {
    localStorage.setItem('token', 'customer-token');
    const onUpdate = vi.fn();
    const onReconnect = vi.fn();
    renderHook(() => useOrderUpdates([A], onUpdate, onReconnect));
    const socket = await connectedSocket();
    await waitFor(() => expect(socket.joins()).toEqual([A]));
    expect(onReconnect).not.toHaveBeenCalled();

    act(() => socket.drop());
    expect(socket.joins()).toEqual([]);
    act(() => socket.serverAccepts());
    expect(socket.joins()).toEqual([A]);
    expect(onReconnect).toHaveBeenCalledTimes(1);
    act(() => socket.serverSends('order-status-update', update(A, 'delivered')));
    expect(onUpdate).toHaveBeenCalledWith(update(A, 'delivered'));
  });

  it('opens nothing without a session or without orders to watch', async () => {
    renderHook(() => useOrderUpdates([A], () => {}));
    localStorage.setItem('token', 'customer-token');
    renderHook(() => useOrderUpdates([], () => {}));
    await new Promise((r) => setTimeout(r, 20));
    expect(fake.sockets).toHaveLength(0);
  });

  it('stops listening when the session ends (closeSocket on logout)', async () => {
    localStorage.setItem('token', 'customer-token');
    const onUpdate = vi.fn();
    renderHook(() => useOrderUpdates([A], onUpdate));
    const socket = await connectedSocket();
    await waitFor(() => expect(socket.joins()).toEqual([A]));

    localStorage.removeItem('token');
    act(() => closeSocket());
    await waitFor(() => expect(socket.disconnected).toBe(true));
    act(() => socket.serverSends('order-status-update', update(A)));
    expect(onUpdate).not.toHaveBeenCalled();
  });
});

describe('getSocket and useEveryOrderUpdate', () => {
  it('keeps one socket per token and replaces it for another session', async () => {
    const first = await getSocket('token-1');
    expect(await getSocket('token-1')).toBe(first);
    const second = await getSocket('token-2');
    expect(second).not.toBe(first);
    await waitFor(() => expect(fake.sockets[0]!.disconnected).toBe(true));
    expect(fake.sockets[1]!.options).toMatchObject({ auth: { token: 'token-2' } });
  });

  it("forwards every order's update to the staff's desk without joining rooms", async () => {
    localStorage.setItem('token', 'admin-token');
    const onUpdate = vi.fn();
    const onReconnect = vi.fn();
    renderHook(() => useEveryOrderUpdate(onUpdate, { onReconnect }));
    const socket = await connectedSocket();
    act(() => socket.serverSends('order-status-update', update(A)));
    act(() => socket.serverSends('order-status-update', update(C)));
    expect(onUpdate.mock.calls.map(([u]) => (u as OrderStatusUpdate).orderId)).toEqual([A, C]);
    expect(socket.joins()).toEqual([]);
    act(() => socket.drop());
    act(() => socket.serverAccepts());
    expect(onReconnect).toHaveBeenCalledTimes(1);
  });
});
