// The customer's news (GET /api/account/notices): substitutions the florist made, delays the desk
// announced, designs ready to buy; and POST …/:id/seen. A notice's order moving (the substitution
// and the delay are moves of their own) reads the list again.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomerNoticesAnswer } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { useSession } from '../../../lib/session';

export const noticesKeys = { mine: (userId: string | undefined) => ['notices', userId ?? 'nobody'] as const };

export const myNoticesQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: noticesKeys.mine(userId),
    queryFn: ({ signal }) => apiRequest<CustomerNoticesAnswer>('/account/notices', { signal }),
    enabled: Boolean(userId),
  });

export function useMyNotices() {
  const { user } = useSession();
  return useQuery(myNoticesQueryOptions(user?._id));
}

export function useMarkNoticeSeen() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>(`/account/notices/${id}/seen`, { method: 'POST' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: noticesKeys.mine(user?._id) }),
  });
}

/** Reads the notices again when one of these orders moves (live), or after the connection comes back. */
export function useRefetchNotices() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return () => void queryClient.invalidateQueries({ queryKey: noticesKeys.mine(user?._id) });
}
