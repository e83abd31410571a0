// The staff's side of orders: the order desk list and its moves, an order's history, the day's
// deliveries, the dashboard's figures and the mail outbox.
import { z } from 'zod';
import { DateStringSchema, IdSchema, queryInt, RupeesSchema } from './common';
import { DeliveryStatusSchema, OrderSchema, OrderStatusSchema } from './orders';
import { EventJobSchema } from './event-day';
import { EventFiguresSchema } from './event-quotes';

/** `/api/admin/orders/:orderId/…` */
export const OrderIdParamsSchema = z.object({ orderId: IdSchema });

export const ORDER_DESK_FILTERS = ['all', 'pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled'] as const;

export const AdminOrderListQuerySchema = z
  .object({
    status: z.enum(ORDER_DESK_FILTERS).default('all'),
    search: z.string().trim().max(100).optional(),
    from: DateStringSchema.optional(),
    to: DateStringSchema.optional(),
    page: queryInt(1, 10_000).default(1),
    limit: queryInt(1, 100).default(20),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'The start date must not be after the end date', path: ['from'] });
export type AdminOrderListQuery = z.infer<typeof AdminOrderListQuerySchema>;

export const AdminOrderListAnswerSchema = z.object({
  orders: z.array(OrderSchema),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
});
export type AdminOrderListAnswer = z.infer<typeof AdminOrderListAnswerSchema>;

/**
 * One call for every move, as the spec's quick buttons use it: 'confirmed' (start preparing),
 * 'shipped' and 'delivered' move the order and its delivery together; the other delivery statuses
 * move the delivery (and ship the order when it leaves the shop).
 */
export const QUICK_ACTIONS = ['confirmed', 'shipped'] as const;
export const DeliveryUpdateBodySchema = z
  .object({
    deliveryStatus: z.union([DeliveryStatusSchema, z.enum(QUICK_ACTIONS)]).optional(),
    trackingNumber: z.string().trim().max(80).optional(),
    notes: z.string().trim().max(1000).optional(),
    /** Why an order the florist has not marked ready leaves the workshop now (409 `NOT_READY` without one). */
    reason: z.string().trim().min(3, 'Give a reason').max(300).optional(),
  })
  .refine((b) => b.deliveryStatus !== undefined || b.trackingNumber !== undefined || b.notes !== undefined, 'Nothing to update');
export type DeliveryUpdateBody = z.infer<typeof DeliveryUpdateBodySchema>;

export const CancelOrderBodySchema = z.object({ reason: z.string().trim().min(3, 'Give a reason').max(500) });

/**
 * A refund from the desk, in full or in part. The dialog draws `idempotencyKey` once when it opens,
 * so a double click or a retried request refunds once.
 */
export const RefundBodySchema = z.object({
  amount: RupeesSchema.refine((n) => n >= 1, 'At least ₹1'),
  reason: z.string().trim().min(3, 'Give a reason').max(200),
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{10,64}$/, 'A key of 10 to 64 letters, digits, - or _'),
});
export type RefundBody = z.infer<typeof RefundBodySchema>;

/** What happened at the door of a cash-on-delivery order. */
export const CashOutcomeBodySchema = z.object({
  outcome: z.enum(['collected', 'refused']),
  note: z.string().trim().max(300).default(''),
});
export type CashOutcomeBody = z.infer<typeof CashOutcomeBodySchema>;

export const OrderHistoryEntrySchema = z.object({
  at: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: OrderStatusSchema,
  fromDeliveryStatus: z.string().nullable(),
  toDeliveryStatus: DeliveryStatusSchema,
  actor: z.string(),
  note: z.string().nullable(),
});
export const AdminOrderAnswerSchema = z.object({ order: OrderSchema, history: z.array(OrderHistoryEntrySchema) });
export type AdminOrderAnswer = z.infer<typeof AdminOrderAnswerSchema>;

export const DeliveriesQuerySchema = z.object({ date: DateStringSchema.optional() });
export const DeliveriesAnswerSchema = z.object({
  date: z.string(),
  slots: z.array(z.object({ slot: z.object({ _id: z.string(), name: z.string(), startTime: z.string(), endTime: z.string() }), orders: z.array(OrderSchema) })),
  /** The day's booked events (advance paid): their job sheets beside the orders'. */
  events: z.array(EventJobSchema),
});
export type DeliveriesAnswer = z.infer<typeof DeliveriesAnswerSchema>;

/**
 * The dashboard's figures. The money figures (revenue, refunded, cash to collect, revenue per day)
 * are null for a role without `dashboard.revenue`: the order desk sees how many, not how much.
 */
export const DashboardAnswerSchema = z.object({
  /** revenue: payments received less refunds given or under way (`refunded`). */
  totals: z.object({
    users: z.number().int(),
    products: z.number().int(),
    orders: z.number().int(),
    categories: z.number().int(),
    revenue: z.number().nullable(),
    refunded: z.number().nullable(),
    /** Cash-on-delivery orders on their way or being prepared: money not received yet, kept apart from revenue. */
    cashToCollect: z.number().nullable(),
  }),
  recentOrders: z.array(
    z.object({ _id: z.string(), orderId: z.string(), customer: z.string(), amount: z.number(), status: OrderStatusSchema, createdAt: z.string() }),
  ),
  daily: z.array(z.object({ date: z.string(), revenue: z.number().nullable(), orders: z.number().int() })),
  /** Weddings and events: null for a role without `events.manage`. */
  events: EventFiguresSchema.nullable(),
});
export type DashboardAnswer = z.infer<typeof DashboardAnswerSchema>;

export const OutboxAnswerSchema = z.object({
  configured: z.boolean(),
  messages: z.array(
    z.object({
      _id: z.string(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      status: z.string(),
      attempts: z.number().int(),
      lastError: z.string().nullable(),
      createdAt: z.string(),
      sentAt: z.string().nullable(),
    }),
  ),
});

/** Messages to customers' phones, beside the mail outbox: tracking links show as a placeholder. */
export const PhoneOutboxAnswerSchema = z.object({
  configured: z.boolean(),
  messages: z.array(
    z.object({
      _id: z.string(),
      to: z.string(),
      channel: z.enum(['sms', 'whatsapp']),
      text: z.string(),
      status: z.string(),
      attempts: z.number().int(),
      lastError: z.string().nullable(),
      createdAt: z.string(),
      sentAt: z.string().nullable(),
    }),
  ),
});
export type PhoneOutboxAnswer = z.infer<typeof PhoneOutboxAnswerSchema>;

/** What a socket receives when an order it watches changes. */
export const OrderStatusUpdateSchema = z.object({
  orderId: z.string(),
  orderStatus: OrderStatusSchema,
  deliveryStatus: DeliveryStatusSchema,
  trackingNumber: z.string().nullable(),
  updatedAt: z.string(),
});
export type OrderStatusUpdate = z.infer<typeof OrderStatusUpdateSchema>;
