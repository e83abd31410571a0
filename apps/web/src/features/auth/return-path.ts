// Where a customer goes after signing in or up: back to where they were, only ever inside the shop.
import { sameSiteReturnPath } from '@phoolwari/contracts/return-path';

/** Where to return after signing in: a same-site path handed over in location.state.from. */
export function returnPath(state: unknown): string {
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  let path: string | undefined;
  if (typeof from === 'string') path = from;
  else if (typeof from === 'object' && from !== null && typeof (from as { pathname?: unknown }).pathname === 'string') {
    const loc = from as { pathname: string; search?: unknown; hash?: unknown };
    path = loc.pathname + (typeof loc.search === 'string' ? loc.search : '') + (typeof loc.hash === 'string' ? loc.hash : '');
  }
  // Only paths inside the shop, and never back to a sign-in page.
  return sameSiteReturnPath(path);
}
