// Route guards: `requireUser` and `requirePermission(p)` preHandlers that resolve the bearer token
// to a live session and put it on `request.auth`. What each staff role may do is the contract's
// STAFF_PERMISSIONS table; a signed-in account without the permission gets 403.
import type { FastifyRequest } from 'fastify';
import { can, type Permission } from '@phoolwari/contracts';
import { withAccess, withPermission } from '../../platform/api-docs';
import { forbidden, unauthorized } from '../../platform/errors';
import { wording, type Wording } from '../../platform/i18n/translator';
import * as platformMessages from '../../platform/messages';
import type { AuthService } from './service';
import type { UserRow } from './repo';

declare module 'fastify' {
  interface FastifyRequest {
    auth?: { user: UserRow; sessionId: string };
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

export function createGuards(auth: AuthService) {
  async function requireUser(request: FastifyRequest, message?: string | Wording): Promise<void> {
    const token = bearerToken(request);
    if (!token) throw unauthorized(message);
    const session = await auth.authenticate(token);
    if (!session) throw unauthorized(wording(platformMessages, 'sessionExpired'));
    request.auth = session;
  }
  const requirePermission = (permission: Permission) =>
    withPermission(async (request: FastifyRequest): Promise<void> => {
      await requireUser(request);
      if (!can(request.auth?.user.role, permission)) throw forbidden(wording(platformMessages, 'roleNotAllowed'));
    }, permission);
  /**
   * Who is asking, when anyone is: for pages every visitor may read and owners may read more of.
   * A stale token reads as a guest rather than a 401, so a public page never bounces to sign-in.
   */
  async function identifyUser(request: FastifyRequest): Promise<void> {
    const token = bearerToken(request);
    const session = token ? await auth.authenticate(token) : null;
    if (session) request.auth = session;
  }
  /** requireUser with the words a guest should see for this route (e.g. 'Please login to manage cart'). */
  const requireUserWithMessage = (message: string | Wording) => withAccess((request: FastifyRequest) => requireUser(request, message), 'customer');
  // Each guard says what it enforces, for the API reference (platform/api-docs.ts).
  return {
    requireUser: withAccess((request: FastifyRequest) => requireUser(request), 'customer'),
    requirePermission,
    requireUserWithMessage,
    identifyUser: withAccess(identifyUser, 'optional'),
  };
}
export type Guards = ReturnType<typeof createGuards>;

/** The authenticated request's session; only call behind requireUser/requirePermission. */
export function authOf(request: FastifyRequest): NonNullable<FastifyRequest['auth']> {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
