// POST /api/staff/bench/:orderId/substitution: a flower replaced by another, with the florist's
// photo (multipart: `photo`, `replaced`, `replacement`, `reason`), with upload progress. The
// customer is told by the server; the answer replaces the order on the bench.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SUBSTITUTION_PHOTO_FIELD, type BenchOrderAnswer, type SubstitutionFields } from '@phoolwari/contracts';
import { postForm } from '../../../lib/upload';
import { benchKeys } from './bench-keys';

export function useRecordSubstitution(orderId: string) {
  const queryClient = useQueryClient();
  const [percent, setPercent] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: ({ photo, fields }: { photo: Blob; fields: SubstitutionFields }) => {
      const form = new FormData();
      form.append(SUBSTITUTION_PHOTO_FIELD, photo);
      form.append('replaced', fields.replaced);
      form.append('replacement', fields.replacement);
      form.append('reason', fields.reason);
      setPercent(0);
      return postForm<BenchOrderAnswer>(`/staff/bench/${orderId}/substitution`, form, { onProgress: (f) => setPercent(Math.round(f * 100)) });
    },
    onSettled: () => setPercent(null),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: benchKeys.all }),
  });
  return { ...mutation, percent };
}
