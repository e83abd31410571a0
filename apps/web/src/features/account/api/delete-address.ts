// DELETE /api/account/addresses/:id (204).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { accountKeys } from './account-keys';

export function deleteSavedAddress(id: string): Promise<void> {
  return apiRequest<void>(`/account/addresses/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
