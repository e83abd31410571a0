// POST /api/account/addresses (a new one) and PUT /api/account/addresses/:id (an edit, or making
// it the default). Making one the default clears the flag on the others on the server, so the
// whole list is read again after any write.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedAddress, SavedAddressAnswer, SavedAddressWrite } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { accountKeys } from './account-keys';

export async function createSavedAddress(body: SavedAddressWrite): Promise<SavedAddress> {
  return (await apiRequest<SavedAddressAnswer>('/account/addresses', { method: 'POST', body })).address;
}

export async function updateSavedAddress({ id, body }: { id: string; body: SavedAddressWrite }): Promise<SavedAddress> {
  return (await apiRequest<SavedAddressAnswer>(`/account/addresses/${encodeURIComponent(id)}`, { method: 'PUT', body })).address;
}

/** One mutation for both: `id` absent means a new address. */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: SavedAddressWrite }) => (id ? updateSavedAddress({ id, body }) : createSavedAddress(body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
