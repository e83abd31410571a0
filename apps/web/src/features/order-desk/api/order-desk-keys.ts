// Query keys of the order desk from one factory, under the admin panel's 'admin' prefix: a move,
// a cancellation or a live update invalidates everything the desk shows by one prefix.
import type { QueryClient } from '@tanstack/react-query';
import type { AdminOrderAnswer, AdminOrderListAnswer, AdminOrderListQuery, DeliveriesAnswer, Order } from '@phoolwari/contracts';

export type OrderDeskFilter = AdminOrderListQuery['status'];

export interface DeskOrdersQuery {
  status: OrderDeskFilter;
  search: string;
  from: string;
  to: string;
  page: number;
  limit: number;
}

const all = ['admin', 'order-desk'] as const;
export const orderDeskKeys = {
  all,
  lists: () => [...all, 'orders'] as const,
  list: (query: DeskOrdersQuery) => [...all, 'orders', query] as const,
  detail: (id: string) => [...all, 'order', id] as const,
  deliveriesAll: () => [...all, 'deliveries'] as const,
  deliveries: (date: string) => [...all, 'deliveries', date] as const,
  dashboard: () => [...all, 'dashboard'] as const,
  outbox: () => [...all, 'outbox'] as const,
  phoneOutbox: () => [...all, 'phone-outbox'] as const,
};

/**
 * Shows the server's answer to a move at once wherever the order is on screen (its detail, every
 * cached list page, the deliveries), then has the desk refetch: the move may take the order out of
 * a filtered list and changes the dashboard's figures.
 */
export function applyOrderAnswer(queryClient: QueryClient, answer: AdminOrderAnswer): void {
  const replace = (o: Order) => (o._id === answer.order._id ? answer.order : o);
  queryClient.setQueryData(orderDeskKeys.detail(answer.order._id), answer);
  queryClient.setQueriesData<AdminOrderListAnswer>({ queryKey: orderDeskKeys.lists() }, (page) =>
    page ? { ...page, orders: page.orders.map(replace) } : page,
  );
  queryClient.setQueriesData<DeliveriesAnswer>({ queryKey: orderDeskKeys.deliveriesAll() }, (day) =>
    day ? { ...day, slots: day.slots.map((s) => ({ ...s, orders: s.orders.map(replace) })) } : day,
  );
  // Not awaited: the toast and the row follow the answer at once; the refetch catches up.
  void queryClient.invalidateQueries({ queryKey: orderDeskKeys.all });
}
