// A booking's venue plan (decision 034): GET and PUT /api/admin/event-quotes/:id/venue — the
// venue's address, the time, who goes, and the florists and riders who may be sent.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EventVenueAnswer, EventVenueBody } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';

export const eventVenueKey = (quoteId: string) => ['event-quotes', 'venue', quoteId] as const;

export function useEventVenue(quoteId: string) {
  return useQuery({
    queryKey: eventVenueKey(quoteId),
    queryFn: ({ signal }) => apiRequest<EventVenueAnswer>(`/admin/event-quotes/${quoteId}/venue`, { signal }),
  });
}

export function useSaveEventVenue(quoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EventVenueBody) => apiRequest<EventVenueAnswer>(`/admin/event-quotes/${quoteId}/venue`, { method: 'PUT', body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(eventVenueKey(quoteId), answer);
      // The calendar shows who goes; the bench, the job sheets and the riders' lists refetch on their own.
      void queryClient.invalidateQueries({ queryKey: ['event-quotes', 'calendar'] });
    },
  });
}
