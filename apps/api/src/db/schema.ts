// The database schema. Money is integer paise; ids are 24-char hex strings made by newId().
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp } from 'drizzle-orm/pg-core';

const id = () => text('id').primaryKey();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: id(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  phone: text('phone').notNull().default(''),
  passwordHash: text('password_hash').notNull(),
  role: text('role', { enum: ['customer', 'admin'] }).notNull().default('customer'),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One row per issued token: logout (or a password reset) revokes it on the server. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const categories = pgTable('categories', {
  id: id(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description').notNull().default(''),
  image: text('image').notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const products = pgTable(
  'products',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    pricePaise: integer('price_paise').notNull(),
    originalPricePaise: integer('original_price_paise').notNull().default(0),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    stock: integer('stock').notNull().default(0),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    features: text('features').array().notNull().default(sql`'{}'::text[]`),
    deliveryTime: text('delivery_time').notNull().default('2-4 hours'),
    featured: boolean('featured').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    rating: real('rating').notNull().default(0),
    reviewsCount: integer('reviews_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId),
    index('products_price_idx').on(t.pricePaise),
    check('products_stock_nonnegative', sql`${t.stock} >= 0`),
    check('products_price_nonnegative', sql`${t.pricePaise} >= 0 AND ${t.originalPricePaise} >= 0`),
  ],
);

/** Shop settings as key → JSON value; the service validates them with the contract's schema. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/** Serviceable pincodes: a full pincode or a prefix, with its zone's delivery fee. Longest prefix wins. */
export const serviceAreas = pgTable('service_areas', {
  id: id(),
  prefix: text('prefix').notNull().unique(),
  zone: text('zone').notNull(),
  feePaise: integer('fee_paise').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

export const deliverySlots = pgTable('delivery_slots', {
  id: id(),
  name: text('name').notNull(),
  kind: text('kind', { enum: ['standard', 'fixed', 'midnight'] }).notNull(),
  startTime: text('start_time').notNull(),
  endTime: text('end_time').notNull(),
  feePaise: integer('fee_paise').notNull().default(0),
  capacity: integer('capacity').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: id(),
    code: text('code').notNull().unique(),
    description: text('description').notNull().default(''),
    kind: text('kind', { enum: ['percent', 'flat'] }).notNull(),
    /** Percent for 'percent', paise for 'flat'. */
    value: integer('value').notNull(),
    minOrderPaise: integer('min_order_paise').notNull().default(0),
    maxDiscountPaise: integer('max_discount_paise'),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    usedCount: integer('used_count').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('promo_used_within_limit', sql`${t.usageLimit} IS NULL OR ${t.usedCount} <= ${t.usageLimit}`)],
);

export const carts = pgTable('carts', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  promoCodeId: text('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

export const cartItems = pgTable(
  'cart_items',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    addedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), check('cart_quantity_positive', sql`${t.quantity} > 0`)],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    orderNumber: text('order_number').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status', { enum: ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled'] }).notNull().default('pending'),
    deliveryStatus: text('delivery_status', { enum: ['pending', 'picked_up', 'in_transit', 'out_for_delivery', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    paymentStatus: text('payment_status', { enum: ['created', 'paid', 'failed', 'refund_pending', 'refunded'] }).notNull().default('created'),
    subtotalPaise: integer('subtotal_paise').notNull(),
    deliveryFeePaise: integer('delivery_fee_paise').notNull(),
    shopDiscountPaise: integer('shop_discount_paise').notNull(),
    promoDiscountPaise: integer('promo_discount_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    promoCodeId: text('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    promoCode: text('promo_code'),
    shippingAddress: jsonb('shipping_address').notNull(),
    recipientName: text('recipient_name').notNull(),
    recipientPhone: text('recipient_phone').notNull(),
    giftMessage: text('gift_message').notNull().default(''),
    anonymousSender: boolean('anonymous_sender').notNull().default(false),
    deliveryDate: text('delivery_date').notNull(),
    slotId: text('slot_id')
      .notNull()
      .references(() => deliverySlots.id, { onDelete: 'restrict' }),
    slotName: text('slot_name').notNull(),
    slotStart: text('slot_start').notNull(),
    slotEnd: text('slot_end').notNull(),
    trackingNumber: text('tracking_number'),
    deliveryNotes: text('delivery_notes'),
    estimatedDelivery: timestamp('estimated_delivery', { withTimezone: true }),
    actualDelivery: timestamp('actual_delivery', { withTimezone: true }),
    paymentProvider: text('payment_provider').notNull(),
    razorpayOrderId: text('razorpay_order_id').unique(),
    razorpayPaymentId: text('razorpay_payment_id'),
    /** Hash of what was ordered: the same unchanged checkout reuses its pending order. */
    fingerprint: text('fingerprint').notNull(),
    cancelReason: text('cancel_reason'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_slot_date_idx').on(t.slotId, t.deliveryDate),
    index('orders_status_idx').on(t.status, t.expiresAt),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    name: text('name').notNull(),
    image: text('image').notNull().default(''),
    unitPricePaise: integer('unit_price_paise').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: id(),
    promoCodeId: text('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: text('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('promo_redemptions_user_idx').on(t.promoCodeId, t.userId)],
);

/** Every change of an order's status, by whom and why. */
export const orderHistory = pgTable(
  'order_history',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status', { enum: ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled'] }).notNull(),
    fromDeliveryStatus: text('from_delivery_status'),
    toDeliveryStatus: text('to_delivery_status', { enum: ['pending', 'picked_up', 'in_transit', 'out_for_delivery', 'delivered', 'failed'] }).notNull(),
    actorUserId: text('actor_user_id'),
    actorLabel: text('actor_label').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('order_history_order_idx').on(t.orderId, t.createdAt)],
);

/** Webhook events already handled, so a replayed event changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  orderId: text('order_id'),
  receivedAt: createdAt(),
});

/**
 * Every e-mail the shop sends. Without SMTP_URL this is the outbox admins read; with it, a worker
 * delivers pending rows and retries failures, so a mail server outage never fails an order change.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** 'stored': no SMTP configured; 'pending': waiting to be sent; 'sent'; 'failed': gave up. */
    status: text('status', { enum: ['stored', 'pending', 'sent', 'failed'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    relatedOrderId: text('related_order_id'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);
