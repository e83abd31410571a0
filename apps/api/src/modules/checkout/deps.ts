// What the parts of checkout are given, and the actor of the moves nobody in particular makes.
import type { CheckoutBodySchema } from '@phoolwari/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { PaymentGateway } from '../../platform/payments/gateway';
import type { OrderActor, OrderTransitions } from '../orders';
import type { RefundService } from '../refunds';

export type CheckoutInput = z.output<typeof CheckoutBodySchema>;

export interface CheckoutDeps {
  db: Db;
  gateway: PaymentGateway;
  clock: Clock;
  expiryMinutes: number;
  /** The one writer of order statuses; it also tells customers (real-time updates, mail). */
  transitions: OrderTransitions;
  log?: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
  /** Draws an order's reference number ('PW261123-7KQ4X'); tests force a clash with it. */
  drawOrderNumber?: (now: Date) => string;
  /** Told when stock was taken, so the catalogue's cached answers show what is left. */
  onStockChange?: () => void;
  /**
   * Unpaid orders one network address may hold at once (each account holds one): stock and slot
   * places are held until payment, so a script with many accounts must not hold them all.
   */
  unpaidOrdersPerIp: number;
  /** A keyed hash of the customer's address: orders keep it to count, never the address itself. */
  placedFrom: (ip: string) => string;
  /** Gives back payments that arrive for an order already cancelled; reads refund webhooks. */
  refunds: RefundService;
  /**
   * Asked, in turn, about a captured payment whose gateway order is no shop order (an event's
   * advance, say); filled by the modules that open gateway orders of their own, after checkout.
   */
  otherCaptures?: PaymentCaptureHandler[];
}

/** Records a captured payment of a gateway order of the caller's own, once: null when the order is not its. */
export type PaymentCaptureHandler = (gatewayOrderId: string, paymentId: string) => Promise<'confirmed' | 'already' | null>;

export const SYSTEM: OrderActor = { userId: null, label: 'System' };
