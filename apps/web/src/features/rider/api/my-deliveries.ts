// The rider's day: GET /api/staff/my-deliveries?date= and the moves on one delivery — out, failed
// {reason}, delivered (multipart: `photo` and `receivedBy`, with upload progress). Each answer
// replaces the delivery in the day's list at once.
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DELIVERY_PHOTO_FIELD, RECEIVED_BY_FIELD, type MyDeliveriesAnswer, type MyDeliveryAnswer } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { useEveryOrderUpdate } from '../../../lib/socket';
import { postForm } from '../../../lib/upload';

const all = ['admin', 'my-deliveries'] as const;
export const myDeliveriesKeys = { all, day: (date: string) => [...all, date] as const };

export function myDeliveriesQueryOptions(date: string) {
  return queryOptions({
    queryKey: myDeliveriesKeys.day(date),
    queryFn: ({ signal }) => apiRequest<MyDeliveriesAnswer>('/staff/my-deliveries', { signal, query: { date } }),
    // The desk gives out deliveries through the day.
    refetchInterval: 60_000,
  });
}

/** Live: a delivery given to this rider (or taken away) by the desk shows at once; every minute too, in case the socket is down. */
export function useMyDeliveries(date: string) {
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: myDeliveriesKeys.all });
  useEveryOrderUpdate(refetch, { onReconnect: refetch });
  return useQuery(myDeliveriesQueryOptions(date));
}

function applyDelivery(queryClient: QueryClient, { delivery }: MyDeliveryAnswer) {
  queryClient.setQueriesData<MyDeliveriesAnswer>({ queryKey: all }, (day) =>
    day ? { ...day, deliveries: day.deliveries.map((d) => (d._id === delivery._id ? delivery : d)) } : day,
  );
  void queryClient.invalidateQueries({ queryKey: all });
}

export function useSendOut(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // The reason only for an order the florist has not marked ready (the server asks for it then).
    mutationFn: (reason?: string) =>
      apiRequest<MyDeliveryAnswer>(`/staff/my-deliveries/${orderId}/out`, { method: 'POST', ...(reason ? { body: { reason } } : {}) }),
    onSuccess: (answer) => applyDelivery(queryClient, answer),
  });
}

export function useDeliveryFailed(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => apiRequest<MyDeliveryAnswer>(`/staff/my-deliveries/${orderId}/failed`, { method: 'POST', body: { reason } }),
    onSuccess: (answer) => applyDelivery(queryClient, answer),
  });
}

export function useDelivered(orderId: string) {
  const queryClient = useQueryClient();
  const [percent, setPercent] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: ({ photo, receivedBy }: { photo: Blob; receivedBy: string }) => {
      const form = new FormData();
      // The name first: the server reads it as the photo streams past.
      form.append(RECEIVED_BY_FIELD, receivedBy);
      form.append(DELIVERY_PHOTO_FIELD, photo);
      setPercent(0);
      return postForm<MyDeliveryAnswer>(`/staff/my-deliveries/${orderId}/delivered`, form, { onProgress: (f) => setPercent(Math.round(f * 100)) });
    },
    onSettled: () => setPercent(null),
    onSuccess: (answer) => applyDelivery(queryClient, answer),
  });
  return { ...mutation, percent };
}
