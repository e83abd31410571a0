// The customer's occasions over HTTP: /api/account/occasions (list, save, delete), the offer after
// an order, the repeat link's refill, and the stop link. Asked only once the session is signed in.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MessageAnswer,
  Occasion,
  OccasionAnswer,
  OccasionRepeatAnswer,
  OccasionsAnswer,
  OccasionSuggestionAnswer,
  OccasionWrite,
} from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { useSession } from '../../../lib/session';

export const occasionKeys = {
  all: ['occasions'] as const,
  list: (userId: string | undefined) => [...occasionKeys.all, 'list', userId ?? 'guest'] as const,
  suggestion: (orderId: string) => [...occasionKeys.all, 'suggestion', orderId] as const,
};

export function occasionsQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: occasionKeys.list(userId),
    queryFn: async ({ signal }): Promise<Occasion[]> => (await apiRequest<OccasionsAnswer>('/account/occasions', { signal })).occasions,
  });
}

export function useOccasions() {
  const { user, status } = useSession();
  return useQuery({ ...occasionsQueryOptions(user?._id), enabled: Boolean(user) && status === 'ready' });
}

/** One mutation for both: `id` absent means a new occasion. */
export function useSaveOccasion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: string; body: OccasionWrite }): Promise<Occasion> =>
      (
        await apiRequest<OccasionAnswer>(id ? `/account/occasions/${encodeURIComponent(id)}` : '/account/occasions', {
          method: id ? 'PUT' : 'POST',
          body,
        })
      ).occasion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: occasionKeys.all }),
  });
}

export function useDeleteOccasion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<null>(`/account/occasions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: occasionKeys.all }),
  });
}

export function useOccasionSuggestion(orderId: string) {
  const { user, status } = useSession();
  return useQuery({
    queryKey: occasionKeys.suggestion(orderId),
    queryFn: async ({ signal }) => (await apiRequest<OccasionSuggestionAnswer>('/account/occasions/suggestion', { query: { orderId }, signal })).suggestion,
    enabled: Boolean(user) && status === 'ready',
    // The offer is made once; a failed ask simply offers nothing.
    retry: false,
  });
}

export const repeatOccasion = (id: string) => apiRequest<OccasionRepeatAnswer>(`/account/occasions/${encodeURIComponent(id)}/repeat`, { method: 'POST' });

export const stopOccasionReminders = (token: string) => apiRequest<MessageAnswer>('/occasions/stop', { method: 'POST', body: { token } });
