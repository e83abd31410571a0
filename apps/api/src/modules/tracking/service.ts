// Tracking links: a capability to follow one order without an account. The token is made when the
// order is confirmed (in the confirming transaction, see orders/transitions.ts) and kept as it is,
// not hashed, because its owner may read the link again from My Orders; it opens a read-only view
// with nothing about the sender or the recipient. Revoking swaps it for a new one: the old link
// answers 404 at once and the pages following it are disconnected.
import type { TrackingLinkAnswer, TrackingStep, TrackingView } from '@phoolwari/contracts';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../platform/errors';
import { wording } from '../../platform/i18n/translator';
import { newLinkToken } from '../../platform/link-tokens';
import { findOrder, hindiName, listHistory, replaceTrackingToken, trackingUrl, type OrderHistoryRow, type OrderWithItems } from '../orders';
import * as messages from './messages';
import * as repo from './repo';

export const TRACKING_LINK_GONE = messages.en.linkGone;

/** The order's moves as the link shows them: when each status began, never who moved it or why. */
function stepsOf(history: OrderHistoryRow[]): TrackingStep[] {
  const steps: TrackingStep[] = [];
  for (const row of history) {
    const last = steps.at(-1);
    // Payment moves (a refund, cash collected) keep both statuses: nothing new to show.
    if (last && last.orderStatus === row.toStatus && last.deliveryStatus === row.toDeliveryStatus) continue;
    steps.push({
      orderStatus: row.toStatus as TrackingStep['orderStatus'],
      deliveryStatus: row.toDeliveryStatus as TrackingStep['deliveryStatus'],
      at: row.createdAt.toISOString(),
    });
  }
  return steps;
}

export function toTrackingView(found: OrderWithItems, history: OrderHistoryRow[]): TrackingView {
  const o = found.order;
  const delivered = o.deliveryStatus === 'delivered';
  return {
    orderNumber: o.orderNumber,
    orderStatus: o.status,
    deliveryStatus: o.deliveryStatus,
    history: stepsOf(history),
    deliveryDate: o.deliveryDate,
    slot: { name: o.slotName, ...hindiName(found.slotNameHi), startTime: o.slotStart, endTime: o.slotEnd },
    items: found.items.map((i) => ({ name: i.name, ...hindiName(i.nameHi), quantity: i.quantity })),
    prepared: o.preparedPhoto && o.preparedAt ? { photo: o.preparedPhoto, at: o.preparedAt.toISOString() } : null,
    delivered: delivered ? { at: o.actualDelivery?.toISOString() ?? null, photo: o.deliveryPhoto, receivedBy: o.receivedBy } : null,
    updatedAt: o.updatedAt.toISOString(),
  };
}

export interface TrackingDeps {
  db: Db;
  publicUrl: string;
  /** Sends a fresh view to the pages following an order. */
  publish?: (orderId: string, view: TrackingView) => void;
  /** Disconnects the pages following an order through a link that was just revoked. */
  onRevoked?: (orderId: string) => void;
}

export function createTrackingService({ db, publicUrl, publish, onRevoked }: TrackingDeps) {
  async function viewOfOrder(orderId: string): Promise<TrackingView | null> {
    const found = await findOrder(db, orderId);
    if (!found) return null;
    return toTrackingView(found, await listHistory(db, orderId));
  }

  /** The owner's order's token; 404 for anyone else's (as if it did not exist), 409 before it is confirmed. */
  async function ownToken(userId: string, orderId: string): Promise<string> {
    const token = await repo.findOwnToken(db, userId, orderId);
    if (token === undefined) throw notFound(wording(messages, 'orderNotFound'));
    if (token === null) throw new AppError(409, wording(messages, 'noLinkYet'), 'NO_TRACKING_LINK');
    return token;
  }

  return {
    /** The order a token opens, or null (unknown or revoked). */
    orderIdOf: async (token: string): Promise<string | null> => (await repo.findOrderIdByToken(db, token)) ?? null,

    async view(token: string): Promise<TrackingView> {
      const orderId = await repo.findOrderIdByToken(db, token);
      const view = orderId && (await viewOfOrder(orderId));
      if (!view) throw new AppError(404, wording(messages, 'linkGone'), 'TRACKING_LINK_INVALID');
      return view;
    },

    async link(userId: string, orderId: string): Promise<TrackingLinkAnswer> {
      return { url: trackingUrl(publicUrl, await ownToken(userId, orderId)) };
    },

    async revoke(userId: string, orderId: string): Promise<TrackingLinkAnswer> {
      await ownToken(userId, orderId);
      const token = newLinkToken();
      if (!(await replaceTrackingToken(db, orderId, token))) throw notFound(wording(messages, 'orderNotFound'));
      onRevoked?.(orderId);
      return { url: trackingUrl(publicUrl, token) };
    },

    /** The order's current link, for messages that fill it in when they are sent. */
    async linkOfOrder(orderId: string): Promise<string | null> {
      const token = await repo.findTokenOfOrder(db, orderId);
      return token ? trackingUrl(publicUrl, token) : null;
    },

    /**
     * Sends the order's new state to the pages following it (only orders that have a link). `found`
     * is the order as the move's transaction read it after the move, items and all: only its history
     * is read again.
     */
    async publishOrder(found: OrderWithItems): Promise<void> {
      if (!publish || !found.order.trackingToken) return;
      publish(found.order.id, toTrackingView(found, await listHistory(db, found.order.id)));
    },
  };
}
export type TrackingService = ReturnType<typeof createTrackingService>;
