// GET /api/account/addresses: the customer's saved delivery addresses (default first, as the
// server orders them). Asked only once the session is known to be signed in.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavedAddress, SavedAddressesAnswer } from '@phoolwari/contracts';
import { apiRequest } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { accountKeys } from './account-keys';

export function savedAddressesQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: accountKeys.addresses(userId),
    queryFn: async ({ signal }): Promise<SavedAddress[]> => (await apiRequest<SavedAddressesAnswer>('/account/addresses', { signal })).addresses,
  });
}

export function useSavedAddresses() {
  const { user, status } = useSession();
  return useQuery({ ...savedAddressesQueryOptions(user?._id), enabled: Boolean(user) && status === 'ready' });
}
