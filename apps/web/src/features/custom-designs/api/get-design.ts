// GET /api/custom-orders/:id: one design for its detail page. Its owner and staff may read it in
// any state; anyone may read an approved or converted one (without the customer's details). A design
// that does not exist or is not public to this reader (400, 403, 404) is an answer, null, so the
// server's renderer can hand "not found" to the browser with the page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomOrderAnswer } from '@phoolwari/contracts';
import { ApiError, apiRequest } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { customDesignKeys } from './custom-design-keys';

/** Ids are 24 lowercase hex characters; anything else cannot exist, so it is not asked for. */
export function isDesignId(id: string | undefined): id is string {
  return id !== undefined && /^[0-9a-f]{24}$/.test(id);
}

export function designQueryOptions(id: string, viewer: string | undefined) {
  return queryOptions({
    queryKey: customDesignKeys.detail(id, viewer),
    queryFn: ({ signal }) => apiRequest<CustomOrderAnswer>(`/custom-orders/${encodeURIComponent(id)}`, { signal }).catch(nullWhenHidden),
    select: (answer) => answer?.customOrder ?? null,
  });
}

export function useDesign(id: string | undefined) {
  const { user, status } = useSession();
  // Waits for a stored session to be confirmed: the answer depends on who asks.
  return useQuery({ ...designQueryOptions(id ?? '', user?._id), enabled: isDesignId(id) && status === 'ready' });
}

function nullWhenHidden(error: unknown): null {
  if (error instanceof ApiError && [400, 403, 404].includes(error.statusCode)) return null;
  throw error;
}
