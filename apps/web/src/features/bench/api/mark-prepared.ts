// POST /api/staff/bench/:orderId/prepared: the photo of the finished arrangement (multipart, one
// `photo`), with upload progress. The answer replaces the order on the bench.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PREPARED_PHOTO_FIELD, type BenchAnswer, type BenchOrderAnswer } from '@phoolwari/contracts';
import { postForm } from '../../../lib/upload';
import { benchKeys } from './bench-keys';

export function useMarkPrepared(orderId: string) {
  const queryClient = useQueryClient();
  const [percent, setPercent] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (photo: Blob) => {
      const form = new FormData();
      form.append(PREPARED_PHOTO_FIELD, photo);
      setPercent(0);
      return postForm<BenchOrderAnswer>(`/staff/bench/${orderId}/prepared`, form, { onProgress: (f) => setPercent(Math.round(f * 100)) });
    },
    onSettled: () => setPercent(null),
    onSuccess: ({ order }) => {
      queryClient.setQueriesData<BenchAnswer>({ queryKey: benchKeys.all }, (day) =>
        day ? { ...day, slots: day.slots.map((s) => ({ ...s, orders: s.orders.map((o) => (o._id === order._id ? order : o)) })) } : day,
      );
      void queryClient.invalidateQueries({ queryKey: benchKeys.all });
    },
  });
  return { ...mutation, percent };
}
