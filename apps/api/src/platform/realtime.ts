// Real-time order updates over socket.io on the shop's own port: websocket transport only, the JWT
// in the handshake, the Origin the shop's own. With REDIS_URL the Redis adapter carries events
// between instances; if Redis goes away, pages, orders and payments keep working and real-time
// degrades to each instance's own clients until it returns.
//
// Pages following a tracking link have no account: they connect to their own namespace (/track)
// with the link's token instead of a JWT, are put in their order's room there and nowhere else,
// and hear only the tracking view (never the staff's or the owner's events). Revoking the link
// disconnects them.
import { NOTICE_EVENT, TRACKING_NAMESPACE, TRACKING_UPDATE_EVENT, TrackingTokenSchema, type TrackingView } from '@phoolwari/contracts';
import type { Server as HttpServer, IncomingMessage } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { can, type Role } from '@phoolwari/contracts';

export interface RealtimeUser {
  id: string;
  role: Role;
  /** The session the socket was opened with: it closes when that session ends. */
  sessionId: string;
}

/** Sessions that have ended: one (a logout), or all of an account's, but perhaps the one acting. */
export type EndedSessions = { sessionId: string } | { userId: string; exceptSessionId?: string };

export interface OrderStatusUpdate {
  orderId: string;
  orderStatus: string;
  deliveryStatus: string;
  trackingNumber: string | null;
  updatedAt: string;
}

export interface RealtimeOptions {
  server: HttpServer;
  /** Resolves a handshake token to a live user, or null. */
  authenticate(token: string): Promise<RealtimeUser | null>;
  /** Whether this user may watch this order (owner or admin). */
  canWatchOrder(user: RealtimeUser, orderId: string): Promise<boolean>;
  /** The order a tracking link's token opens, or null (unknown or revoked). */
  resolveTrackingToken?(token: string): Promise<string | null>;
  allowedOrigins: string[];
  redisUrl?: string;
  log: { info(msg: string): void; warn(obj: object, msg: string): void };
}

export const orderRoom = (orderId: string) => `order:${orderId}`;
const sessionRoom = (sessionId: string) => `session:${sessionId}`;
const accountRoom = (userId: string) => `account:${userId}`;
const ORDER_ID = /^[0-9a-f]{24}$/;

/** The handshake must come from the page the shop served: same host, or a configured origin. */
export function originAllowed(req: IncomingMessage, allowedOrigins: string[]): boolean {
  const origin = req.headers.origin;
  if (!origin) return false;
  if (allowedOrigins.includes(origin)) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

export function createRealtime(opts: RealtimeOptions) {
  const io = new Server(opts.server, {
    path: '/socket.io',
    transports: ['websocket'],
    serveClient: false,
    allowRequest: (req, callback) => callback(null, originAllowed(req, opts.allowedOrigins)),
  });

  const redisClients: Redis[] = [];
  if (opts.redisUrl) {
    // Publishing fails fast while Redis is away (the event still reaches this instance's clients);
    // subscribing waits in the queue until Redis answers, so cross-instance events resume by themselves.
    const pub = new Redis(opts.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    const sub = new Redis(opts.redisUrl, { maxRetriesPerRequest: null });
    redisClients.push(pub, sub);
    let healthy = true;
    for (const client of redisClients) {
      client.on('error', (error: Error) => {
        if (healthy) opts.log.warn({ err: error.message }, 'Redis unavailable: real-time updates reach this instance only until it returns');
        healthy = false;
      });
      client.on('ready', () => {
        if (!healthy) opts.log.info('Redis is back: real-time updates cross instances again');
        healthy = true;
      });
    }
    // The adapter publishes without awaiting; a failed publish while Redis is down must not become
    // an unhandled rejection that stops the shop.
    const publish = pub.publish.bind(pub);
    pub.publish = ((channel: string, message: string) => publish(channel, message).catch(() => 0)) as typeof pub.publish;
    // Likewise its (un)subscribe calls, which reject when the connection closes at shutdown.
    for (const method of ['subscribe', 'psubscribe', 'unsubscribe', 'punsubscribe'] as const) {
      const original = sub[method].bind(sub) as (...args: unknown[]) => Promise<unknown>;
      (sub as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => original(...args).catch(() => 0);
    }
    io.adapter(createAdapter(pub, sub));
  }

  io.use((socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown }).token;
    if (typeof token !== 'string' || !token) return next(new Error('Please login to continue'));
    opts.authenticate(token).then(
      (user) => {
        if (!user) return next(new Error('Your session has expired. Please login again.'));
        (socket.data as { user: RealtimeUser }).user = user;
        // The staff's room carries every order's moves (an id and its statuses, nothing about the
        // people): the desk, the bench and the riders refetch what they show when one arrives.
        const staffRoom = can(user.role, 'orders.read') || can(user.role, 'bench.use') || can(user.role, 'deliveries.ride');
        void socket.join([staffRoom ? 'admins' : `user:${user.id}`, sessionRoom(user.sessionId), accountRoom(user.id)]);
        next();
      },
      () => next(new Error('Please login to continue')),
    );
  });

  const tracking = io.of(TRACKING_NAMESPACE);
  const TRACKING_LINK_GONE = 'This tracking link is not valid any more';
  tracking.use((socket, next) => {
    const token = (socket.handshake.auth as { trackingToken?: unknown }).trackingToken;
    if (!opts.resolveTrackingToken || !TrackingTokenSchema.safeParse(token).success) return next(new Error(TRACKING_LINK_GONE));
    opts.resolveTrackingToken(token as string).then(
      async (orderId) => {
        if (!orderId) return next(new Error(TRACKING_LINK_GONE));
        await socket.join(orderRoom(orderId));
        next();
      },
      () => next(new Error(TRACKING_LINK_GONE)),
    );
  });

  io.on('connection', (socket: Socket) => {
    const user = (socket.data as { user: RealtimeUser }).user;
    socket.on('join-order-room', (orderId: unknown, ack?: unknown) => {
      const reply = typeof ack === 'function' ? (ack as (a: { ok: boolean; message?: string }) => void) : () => undefined;
      if (typeof orderId !== 'string' || !ORDER_ID.test(orderId)) return reply({ ok: false, message: 'Invalid order id' });
      opts.canWatchOrder(user, orderId).then(
        async (allowed) => {
          if (!allowed) return reply({ ok: false, message: 'Order not found' });
          await socket.join(orderRoom(orderId));
          reply({ ok: true });
        },
        () => reply({ ok: false, message: 'Order not found' }),
      );
    });
    socket.on('leave-order-room', (orderId: unknown) => {
      if (typeof orderId === 'string') void socket.leave(orderRoom(orderId));
    });
  });

  return {
    io,
    /**
     * Closes the sockets of sessions that ended (logout, a password changed or reset, an account
     * disabled), on every instance: a socket must not keep receiving updates its session may no
     * longer see. The browser reconnects with whatever session it has now, or not at all.
     */
    endSessions(ended: EndedSessions): void {
      const sockets = 'sessionId' in ended ? io.in(sessionRoom(ended.sessionId)) : io.in(accountRoom(ended.userId));
      const closing = 'userId' in ended && ended.exceptSessionId ? sockets.except(sessionRoom(ended.exceptSessionId)) : sockets;
      closing.disconnectSockets(true);
    },
    /** Sends an order's new state to everyone watching it, and to the staff's order desk. */
    publishOrderUpdate(update: OrderStatusUpdate): void {
      io.to(orderRoom(update.orderId)).to('admins').emit('order-status-update', update);
    },
    /** Tells an account's open pages that a notice about no order (a design ready to buy) was stored for it. */
    publishNotice(userId: string): void {
      io.to(accountRoom(userId)).emit(NOTICE_EVENT, { at: new Date().toISOString() });
    },
    /** Sends an order's tracking view to the pages following its link. */
    publishTrackingUpdate(orderId: string, view: TrackingView): void {
      tracking.to(orderRoom(orderId)).emit(TRACKING_UPDATE_EVENT, view);
    },
    /** Closes the pages following an order's link (it was replaced), on every instance. */
    endTracking(orderId: string): void {
      tracking.in(orderRoom(orderId)).disconnectSockets(true);
    },
    redisStatus(): 'up' | 'down' | 'not_configured' {
      if (redisClients.length === 0) return 'not_configured';
      return redisClients.every((c) => c.status === 'ready') ? 'up' : 'down';
    },
    /** Disconnects clients and Redis; the HTTP server itself is Fastify's to close. */
    close(): void {
      io.local.disconnectSockets(true);
      tracking.local.disconnectSockets(true);
      io.engine.close();
      for (const client of redisClients) client.disconnect();
    },
  };
}
export type Realtime = ReturnType<typeof createRealtime>;
