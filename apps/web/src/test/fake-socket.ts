// A stand-in for lib/socket in component tests: no connection, and live updates a test pushes by
// hand. Mock the module per test file:
//   vi.mock('…/lib/socket', async () => (await import('…/test/fake-socket')).fakeSocketModule());
// useOrderUpdates hears only its own orders (as a customer's socket in its rooms);
// useEveryOrderUpdate hears all (as an admin's socket); useNoticeUpdates hears pushNotice().
import type { OrderStatusUpdate } from '@phoolwari/contracts';

type Listener = (update: OrderStatusUpdate) => void;
const listeners = new Set<{ ids: Set<string> | null; listener: Listener }>();

/** Delivers an update as the server's 'order-status-update' would. */
export function pushOrderUpdate(update: OrderStatusUpdate): void {
  for (const { ids, listener } of [...listeners]) if (!ids || ids.has(update.orderId)) listener(update);
}

/** The order ids some mounted useOrderUpdates is watching (the rooms it would have joined). */
export function watchedOrderIds(): string[] {
  return [...listeners].flatMap(({ ids }) => (ids ? [...ids] : [])).sort();
}

const noticeListeners = new Set<() => void>();

/** Delivers the server's 'customer-notice' (news about no order stored for the account). */
export function pushNotice(): void {
  for (const listener of [...noticeListeners]) listener();
}

export async function fakeSocketModule() {
  const { useEffect, useEffectEvent } = await import('react');
  function useListener(ids: readonly string[] | null, onUpdate: Listener) {
    const handle = useEffectEvent(onUpdate);
    const key = ids ? [...new Set(ids)].sort().join(',') : null;
    useEffect(() => {
      if (key === '') return;
      const entry = { ids: key === null ? null : new Set(key.split(',')), listener: (u: OrderStatusUpdate) => handle(u) };
      listeners.add(entry);
      return () => {
        listeners.delete(entry);
      };
    }, [key]);
  }
  return {
    ORDER_UPDATE_EVENT: 'order-status-update',
    getSocket: () => Promise.reject(new Error('No socket in component tests')),
    closeSocket: () => {},
    useOrderUpdates: (orderIds: readonly string[], onUpdate: Listener) => useListener(orderIds, onUpdate),
    useEveryOrderUpdate: (onUpdate: Listener) => useListener(null, onUpdate),
    useNoticeUpdates: (onNotice: () => void) => {
      const handle = useEffectEvent(onNotice);
      useEffect(() => {
        const listener = () => handle();
        noticeListeners.add(listener);
        return () => {
          noticeListeners.delete(listener);
        };
      }, []);
    },
  };
}
