// Query keys of custom designs from one factory. The customer's own list and a design's detail are
// keyed by who is asking (a design reads differently to its owner, staff and the public); the
// admin lists sit under the admin panel's 'admin' prefix like the other tabs.
import type { QueryClient } from '@tanstack/react-query';
import type { AdminCustomOrdersQuery, CustomOrder } from '../lib/types';

const all = ['custom-designs'] as const;
const adminAll = ['admin', 'custom-designs'] as const;

export const customDesignKeys = {
  all,
  mineAll: () => [...all, 'mine'] as const,
  mine: (userId: string | undefined) => [...all, 'mine', userId ?? 'guest'] as const,
  galleryAll: () => [...all, 'gallery'] as const,
  gallery: (page: number) => [...all, 'gallery', page] as const,
  detailAll: (id: string) => [...all, 'detail', id] as const,
  detail: (id: string, viewer: string | undefined) => [...all, 'detail', id, viewer ?? 'guest'] as const,
  adminAll: () => adminAll,
  adminList: (status: AdminCustomOrdersQuery['status']) => [...adminAll, 'list', status] as const,
};

/**
 * After any write: the server's answer shows at once where the design is cached by id, then every
 * list that may hold it refetches (a move takes it out of one admin filter and into another, and
 * approving or converting changes the public gallery).
 */
export function applyDesignAnswer(queryClient: QueryClient, design: CustomOrder | null, removedId?: string): void {
  if (design)
    queryClient.setQueriesData<{ customOrder: CustomOrder }>({ queryKey: customDesignKeys.detailAll(design._id) }, (old) =>
      old ? { customOrder: design } : old,
    );
  if (removedId) queryClient.removeQueries({ queryKey: customDesignKeys.detailAll(removedId) });
  void queryClient.invalidateQueries({ queryKey: all });
  void queryClient.invalidateQueries({ queryKey: adminAll });
}
