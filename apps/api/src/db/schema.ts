// The database schema. Money is integer paise; ids are 24-char hex strings made by newId().
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { FESTIVALS, LANGUAGES, OCCASION_KINDS, RECIPIENT_RELATIONS, REMINDER_CHANNELS } from '@phoolwari/contracts';

const id = () => text('id').primaryKey();
/** PostgreSQL's full-text document type; drizzle has no builder of its own for it. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** The language a customer reads the shop's mails in: one of LANGUAGES, English unless told. */
const language = () => text('language', { enum: LANGUAGES }).notNull().default('en');
/** The database's own refusal of any other language in `table`'s language column. */
const languageCheck = (table: string, column: AnyPgColumn) =>
  check(`${table}_language`, sql`${column} IN (${sql.raw(LANGUAGES.map((l) => `'${l}'`).join(', '))})`);

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Null for an account made by signing in with a code sent to the phone. */
    email: text('email').unique(),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    /** The mobile number (E.164) this account has proven with a one-time code: the one it signs in with by phone. */
    verifiedPhone: text('verified_phone').unique(),
    /** The Google account (its OpenID Connect subject) that signs in to this one, once it has. */
    googleSubject: text('google_subject').unique(),
    /** Null for an account that signs in by phone only. */
    passwordHash: text('password_hash'),
    /**
     * A visitor's stand-in, made when they first add to the cart without signing in: it owns their
     * cart (named by a signed cookie) and never signs in. Its cart joins the account they sign in to.
     */
    isGuest: boolean('is_guest').notNull().default(false),
    /** A customer, or one of the shop's staff; what each staff role may do is STAFF_PERMISSIONS in the contracts. */
    role: text('role', { enum: ['customer', 'owner', 'manager', 'desk', 'florist', 'rider'] })
      .notNull()
      .default('customer'),
    /** What the customer reads the shop in: their mails, texts and invoices follow it. */
    language: language(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [languageCheck('users', t.language)],
);

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
  /** Hindi beside the English; '' when not written yet (the storefront then shows the English). */
  nameHi: text('name_hi').notNull().default(''),
  descriptionHi: text('description_hi').notNull().default(''),
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
    /** The product's address word (/product/red-rose-bouquet-12-stems): made from its name when it is added, kept when it is renamed. */
    slug: text('slug').notNull().unique(),
    description: text('description').notNull(),
    pricePaise: integer('price_paise').notNull(),
    originalPricePaise: integer('original_price_paise').notNull().default(0),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    stock: integer('stock').notNull().default(0),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    features: text('features')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Hindi beside the English, each '' or empty when not written yet (the storefront then shows the English). */
    nameHi: text('name_hi').notNull().default(''),
    descriptionHi: text('description_hi').notNull().default(''),
    tagsHi: text('tags_hi')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    featuresHi: text('features_hi')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    deliveryTime: text('delivery_time').notNull().default('2-4 hours'),
    featured: boolean('featured').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    /** Offered beside a bouquet on the product page and in the cart (a greeting card, chocolates, a vase). */
    isAddon: boolean('is_addon').notNull().default(false),
    /** For GST invoices: fresh cut flowers are HSN 0603 at nil rate. */
    hsnCode: text('hsn_code').notNull().default('0603'),
    gstRate: integer('gst_rate').notNull().default(0),
    rating: real('rating').notNull().default(0),
    reviewsCount: integer('reviews_count').notNull().default(0),
    /** The longest personal text (a message on the cake) a customer may add to this product; 0: none asked. */
    personalisationMax: integer('personalisation_max').notNull().default(0),
    /**
     * Name (weight A), tags (B) and description (C) as English words, and their Hindi as they are
     * written, kept by a trigger (migrations 0005 and 0016).
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .default(sql`''::tsvector`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId),
    index('products_search_idx').using('gin', t.searchVector),
    index('products_price_idx').on(t.pricePaise),
    check('products_stock_nonnegative', sql`${t.stock} >= 0`),
    check('products_price_nonnegative', sql`${t.pricePaise} >= 0 AND ${t.originalPricePaise} >= 0`),
    check('products_gst_rate', sql`${t.gstRate} IN (0, 5, 12, 18, 28)`),
  ],
);

/**
 * A product's sizes (6 / 12 / 24 stems, ½ kg / 1 kg, a garland's length), each with its own price,
 * stock and SKU. A product with options keeps, in its own row, the cheapest option's price and the
 * sum of their stock (written with them), so lists, sorting and price filters read one row as before.
 */
export const productOptions = pgTable(
  'product_options',
  {
    id: id(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    labelHi: text('label_hi').notNull().default(''),
    pricePaise: integer('price_paise').notNull(),
    stock: integer('stock').notNull().default(0),
    sku: text('sku').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    index('product_options_product_idx').on(t.productId),
    check('product_options_stock_nonnegative', sql`${t.stock} >= 0`),
    check('product_options_price_nonnegative', sql`${t.pricePaise} >= 0`),
  ],
);

/**
 * Every word of a product's name and tags, English and Hindi, kept by the same trigger: what a misspelt search word is
 * matched against by trigram similarity (pg_trgm), so 'rosse' finds roses. Words of products since
 * renamed stay; they only ever lead to a search that finds nothing.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);

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
  /** The city or district the area is in, as the shop names it ('Pune'); empty when not given. */
  city: text('city').notNull().default(''),
  feePaise: integer('fee_paise').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

export const deliverySlots = pgTable('delivery_slots', {
  id: id(),
  name: text('name').notNull(),
  /** The Hindi name shown on Hindi pages; empty when staff have not written one. */
  nameHi: text('name_hi').notNull().default(''),
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
    /** The Hindi description shown on Hindi pages; empty when staff have not written one. */
    descriptionHi: text('description_hi').notNull().default(''),
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
    /** The chosen size (a product_options id), '' for a product without options. */
    optionId: text('option_id').notNull().default(''),
    /** The customer's personal text for this line (a message on the cake), '' for none. */
    personalisation: text('personalisation').notNull().default(''),
    quantity: integer('quantity').notNull(),
    /** The customer's reference photo for this line: a URL our reference-photo upload issued to them, or null. */
    referencePhoto: text('reference_photo'),
    addedAt: createdAt(),
  },
  // A line is its product, size and text: one bouquet in two sizes is two lines.
  (t) => [primaryKey({ columns: [t.userId, t.productId, t.optionId, t.personalisation] }), check('cart_quantity_positive', sql`${t.quantity} > 0`)],
);

/**
 * Writes a customer's client sent with an `Idempotency-Key` (cart additions, cancellations): the key
 * is kept in the same transaction as the write, so the same request sent again (a retry after a
 * lost answer, a load balancer passing it to another instance) finds it and changes nothing.
 * `request` tells the same request from another one reusing the key. Kept a day.
 */
export const requestKeys = pgTable(
  'request_keys',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    request: text('request').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('request_keys_created_idx').on(t.createdAt)],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    orderNumber: text('order_number').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status', { enum: ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled'] })
      .notNull()
      .default('pending'),
    deliveryStatus: text('delivery_status', { enum: ['pending', 'picked_up', 'in_transit', 'out_for_delivery', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    paymentStatus: text('payment_status', { enum: ['created', 'cod_pending', 'paid', 'failed', 'refund_pending', 'partially_refunded', 'refunded'] })
      .notNull()
      .default('created'),
    subtotalPaise: integer('subtotal_paise').notNull(),
    deliveryFeePaise: integer('delivery_fee_paise').notNull(),
    shopDiscountPaise: integer('shop_discount_paise').notNull(),
    promoDiscountPaise: integer('promo_discount_paise').notNull(),
    /** Cash on delivery's fee (0 for orders paid online). */
    codFeePaise: integer('cod_fee_paise').notNull().default(0),
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
    /** How it was paid (upi, card, netbanking, wallet), as the gateway reported it. */
    paymentMethod: text('payment_method', { enum: ['upi', 'card', 'netbanking', 'wallet', 'cod'] }),
    /** Hash of what was ordered: the same unchanged checkout reuses its pending order. */
    fingerprint: text('fingerprint').notNull(),
    /** Keyed hash of the network address the order was placed from (to cap unpaid orders per address). */
    placedFrom: text('placed_from'),
    cancelReason: text('cancel_reason'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Until when the customer may cancel a paid order themselves (set when it is paid). */
    cancellableUntil: timestamp('cancellable_until', { withTimezone: true }),
    /** Whether the florist may use flowers of equal or higher value when one is unavailable, and what never to use. */
    substitutionAllowed: boolean('substitution_allowed').notNull().default(false),
    substitutionAvoid: text('substitution_avoid').notNull().default(''),
    /** Ordered for a company: its legal name and GSTIN as given at checkout (both null for a person). */
    buyerLegalName: text('buyer_legal_name'),
    buyerGstin: text('buyer_gstin'),
    /** The rider delivering it, set by the desk. */
    riderId: text('rider_id').references(() => users.id, { onDelete: 'set null' }),
    riderAssignedAt: timestamp('rider_assigned_at', { withTimezone: true }),
    /** The florist's photo of the finished arrangement ("Prepared"). */
    preparedAt: timestamp('prepared_at', { withTimezone: true }),
    preparedPhoto: text('prepared_photo'),
    preparedById: text('prepared_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** Proof of delivery: the rider's photo and who received the flowers; or why the delivery failed. */
    deliveryPhoto: text('delivery_photo'),
    receivedBy: text('received_by'),
    deliveryFailureReason: text('delivery_failure_reason'),
    /**
     * The capability in the order's tracking link (/track/<token>): unguessable, needs no account,
     * revoked by replacing it. Null until the order is confirmed.
     */
    trackingToken: text('tracking_token').unique(),
    /**
     * A guest's checkout (no account): the mobile number they gave, in E.164, and the e-mail their
     * order mails go to. Signing in by phone with that number moves the order to the account.
     */
    guestPhone: text('guest_phone'),
    guestEmail: text('guest_email'),
    /**
     * The subscription this order delivers for (its prepaid first delivery, or one the day-before
     * job made): one order per subscription and day, held by the unique index below.
     */
    subscriptionId: text('subscription_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('orders_subscription_day_idx')
      .on(t.subscriptionId, t.deliveryDate)
      .where(sql`${t.subscriptionId} IS NOT NULL`),
    index('orders_slot_date_idx').on(t.slotId, t.deliveryDate),
    index('orders_status_idx').on(t.status, t.expiresAt),
    index('orders_placed_from_idx').on(t.placedFrom, t.status),
    index('orders_rider_date_idx').on(t.riderId, t.deliveryDate),
    index('orders_delivery_date_idx').on(t.deliveryDate, t.status),
    index('orders_guest_phone_idx')
      .on(t.guestPhone)
      .where(sql`${t.guestPhone} IS NOT NULL`),
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
    /** The size ordered, as it was labelled then (its id may since have gone); null for a product without options. */
    optionId: text('option_id'),
    optionLabel: text('option_label').notNull().default(''),
    optionLabelHi: text('option_label_hi').notNull().default(''),
    /** The customer's personal text (a message on the cake), '' for none. */
    personalisation: text('personalisation').notNull().default(''),
    image: text('image').notNull().default(''),
    unitPricePaise: integer('unit_price_paise').notNull(),
    quantity: integer('quantity').notNull(),
    /** The cart line's reference photo, copied at checkout so the florist sees what the customer wants. */
    referencePhoto: text('reference_photo'),
    /** The product's HSN code and GST rate when it was ordered, as its invoice states them. */
    hsnCode: text('hsn_code').notNull().default('0603'),
    gstRate: integer('gst_rate').notNull().default(0),
    /** Whether the line is an add-on (a card, chocolates), printed apart on the job sheet. */
    isAddon: boolean('is_addon').notNull().default(false),
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

/**
 * Money given back for an order, through the gateway's refund API. A row is written (pending) in the
 * same transaction as the decision to refund; a job submits it to the gateway with the row's id as
 * the idempotency key, and the gateway's webhook (or a poll) settles it as processed or failed.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The gateway payment the money goes back to (an order's own, or a late second payment). */
    paymentId: text('payment_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['pending', 'processed', 'failed'] })
      .notNull()
      .default('pending'),
    /** The caller's key: the same request twice (a double click, a retried call) is one refund. */
    idempotencyKey: text('idempotency_key').notNull(),
    gatewayRefundId: text('gateway_refund_id').unique(),
    failureReason: text('failure_reason'),
    requestedByUserId: text('requested_by_user_id'),
    requestedBy: text('requested_by').notNull(),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('refunds_order_key_idx').on(t.orderId, t.idempotencyKey), check('refunds_amount_positive', sql`${t.amountPaise} > 0`)],
);

/**
 * The last number of each document series ('PW/26-27' for invoices, 'PW/CN/26-27' for credit notes).
 * A number is taken in the transaction that needs it (the row stays locked until it commits), so a
 * rolled-back order takes none: each financial year's series has no gaps.
 */
export const documentCounters = pgTable('document_counters', {
  series: text('series').primaryKey(),
  last: integer('last').notNull(),
});

/**
 * One GST invoice per order, numbered when the order is confirmed (paid, or cash on delivery). The
 * seller's details, the place of supply and the delivery fee's rate are kept as they were then.
 */
export const invoices = pgTable('invoices', {
  id: id(),
  orderId: text('order_id')
    .notNull()
    .unique()
    .references(() => orders.id, { onDelete: 'cascade' }),
  number: text('number').notNull().unique(),
  /** 'tax_invoice', 'bill_of_supply' or 'invoice_cum_bill_of_supply', as the items require. */
  kind: text('kind', { enum: ['tax_invoice', 'bill_of_supply', 'invoice_cum_bill_of_supply'] }).notNull(),
  seller: jsonb('seller').notNull(),
  /** The company billed (legal name and GSTIN) when the order was for one: a B2B invoice. Null for a person (B2C). */
  buyer: jsonb('buyer'),
  placeOfSupply: text('place_of_supply').notNull(),
  deliveryFeeRate: integer('delivery_fee_rate').notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
});

/**
 * A credit note against an invoice: for each processed refund, and for a confirmed sale that never
 * happened without money to give back (a cash-on-delivery order cancelled or refused at the door).
 */
export const creditNotes = pgTable('credit_notes', {
  id: id(),
  /** The refund it records, or null for a cancelled sale that was never paid. */
  refundId: text('refund_id')
    .unique()
    .references(() => refunds.id, { onDelete: 'cascade' }),
  amountPaise: integer('amount_paise').notNull(),
  reason: text('reason').notNull(),
  invoiceId: text('invoice_id')
    .notNull()
    .references(() => invoices.id, { onDelete: 'cascade' }),
  number: text('number').notNull().unique(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
});

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
    relatedOrderId: text('related_order_id'),
    /** Links the text names as {{name}}, sealed (AES-GCM) until the mail is sent, then cleared. */
    secrets: text('secrets'),
    /** When an instance began sending it: no other sends it while this claim is fresh. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_status_idx').on(t.status, t.createdAt)],
);

/**
 * A customer's described design and its picture. A draft belongs to the customer alone until it is
 * submitted; an admin's approval stores the details the product will carry (price in paise).
 */
export const customOrders = pgTable(
  'custom_orders',
  {
    id: id(),
    /** Human-readable number shown to customers and staff, e.g. CD-261123-7KQ4. */
    customOrderId: text('custom_order_id').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    prompt: text('prompt').notNull(),
    /** Our own URL of the stored picture, never the provider's. */
    generatedImage: text('generated_image').notNull(),
    /** Which generator drew it: 'openai' or 'procedural'. */
    generator: text('generator').notNull(),
    fallback: boolean('fallback').notNull().default(false),
    fallbackReason: text('fallback_reason'),
    status: text('status', { enum: ['draft', 'pending_approval', 'approved', 'rejected', 'converted_to_product'] })
      .notNull()
      .default('draft'),
    notes: text('notes'),
    rejectionReason: text('rejection_reason'),
    approvedName: text('approved_name'),
    approvedDescription: text('approved_description'),
    approvedPricePaise: integer('approved_price_paise'),
    approvedCategoryId: text('approved_category_id').references(() => categories.id, { onDelete: 'set null' }),
    approvedDeliveryTime: text('approved_delivery_time'),
    approvedFeatures: text('approved_features')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    approvedTags: text('approved_tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The approved details' Hindi, each '' or empty when not written (the storefront then shows the English). */
    approvedNameHi: text('approved_name_hi').notNull().default(''),
    approvedDescriptionHi: text('approved_description_hi').notNull().default(''),
    approvedFeaturesHi: text('approved_features_hi')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    approvedTagsHi: text('approved_tags_hi')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    approvedById: text('approved_by_id').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    convertedProductId: text('converted_product_id').references(() => products.id, { onDelete: 'set null' }),
    /**
     * The customer agreed, when submitting (or later), that the shop may show the design in its
     * public gallery once approved. Off unless they said yes: designs from before the question was
     * asked never had it, so they leave the gallery (migration 0026 keeps the demo designs in it).
     */
    galleryConsent: boolean('gallery_consent').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('custom_orders_user_idx').on(t.userId, t.createdAt),
    index('custom_orders_status_idx').on(t.status, t.createdAt),
    check('custom_orders_price_nonnegative', sql`${t.approvedPricePaise} IS NULL OR ${t.approvedPricePaise} >= 0`),
  ],
);

/** A password-reset link: only the token's SHA-256 is kept; it works once and expires. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/**
 * A Google sign-in handing its session to the web app: the callback leaves a one-time code in the
 * redirect's fragment, and the web exchanges it once, within a minute, for the session. Only a hash
 * of the code is kept.
 */
export const signInHandovers = pgTable(
  'sign_in_handovers',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sign_in_handovers_user_idx').on(t.userId)],
);

/**
 * One-time sign-in codes sent to a mobile number: only a keyed hash of the code is kept; a code
 * works once, for a few minutes, and for a few wrong tries.
 */
export const phoneSignInCodes = pgTable(
  'phone_sign_in_codes',
  {
    id: id(),
    /** E.164. */
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('phone_sign_in_codes_phone_idx').on(t.phone, t.createdAt)],
);

/** A customer's saved delivery addresses, offered at checkout. */
export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label').notNull().default('Home'),
    name: text('name').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    country: text('country').notNull().default('India'),
    phone: text('phone').notNull(),
    /** Who the recipient is to the customer ('mother'), when the customer says. */
    relation: text('relation', { enum: RECIPIENT_RELATIONS }),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);

/** Messages sent from the contact page; staff mark them handled or reply from the panel. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    subject: text('subject', { enum: ['general', 'order', 'delivery', 'product', 'complaint', 'feedback'] }).notNull(),
    message: text('message').notNull(),
    /** The language of the page it was sent from: the acknowledgement and staff replies are framed in it. */
    language: language(),
    status: text('status', { enum: ['new', 'handled'] })
      .notNull()
      .default('new'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledById: text('handled_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_status_idx').on(t.status, t.createdAt), languageCheck('contact_messages', t.language)],
);

/**
 * A wedding or event enquiry (issue 41): what the customer asked for, kept as they sent it. The
 * quote and the advance that follow are tables of their own, later (decision 025). A guest's
 * enquiry has no user; its name, phone and e-mail are the contact.
 */
export const eventEnquiries = pgTable(
  'event_enquiries',
  {
    id: id(),
    /** Read out over the phone, e.g. EV-270312-7KQ4. */
    reference: text('reference').notNull().unique(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['wedding', 'engagement', 'puja', 'birthday', 'corporate'] }).notNull(),
    /** The event's day in shop time, YYYY-MM-DD. */
    eventDate: text('event_date').notNull(),
    venuePincode: text('venue_pincode').notNull(),
    /** Whether the pincode was in an active delivery area when asked: if not, travel is confirmed by staff. */
    venueServed: boolean('venue_served').notNull(),
    guests: integer('guests').notNull(),
    budget: text('budget', { enum: ['under-25k', '25k-50k', '50k-1l', '1l-3l', 'over-3l'] }).notNull(),
    /** EventItem[] of the contract: what is wanted, with lengths, counts and kilograms. */
    items: jsonb('items').notNull(),
    colours: text('colours').notNull().default(''),
    photos: text('photos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    customDesignId: text('custom_design_id').references(() => customOrders.id, { onDelete: 'set null' }),
    /** The design's number and picture as they were when chosen, so the enquiry reads the same later. */
    customDesignRef: text('custom_design_ref'),
    customDesignImage: text('custom_design_image'),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull().default(''),
    language: language(),
    status: text('status', { enum: ['received', 'contacted', 'quoted', 'closed'] })
      .notNull()
      .default('received'),
    contactedAt: timestamp('contacted_at', { withTimezone: true }),
    contactedById: text('contacted_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who called, as staff read it in the list (the audit trail keeps the rest). */
    contactedByName: text('contacted_by_name'),
    contactNote: text('contact_note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('event_enquiries_status_idx').on(t.status, t.createdAt),
    index('event_enquiries_user_idx').on(t.userId, t.createdAt),
    languageCheck('event_enquiries', t.language),
  ],
);

/** Replies staff sent to a contact message (the mail itself goes through the outbox). */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: id(),
    messageId: text('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_replies_message_idx').on(t.messageId, t.createdAt)],
);

/**
 * Newsletter addresses. 'pending' until the confirmation link is followed (double opt-in); the
 * unsubscribe token goes into every newsletter mail.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: id(),
    email: text('email').notNull().unique(),
    status: text('status', { enum: ['pending', 'confirmed', 'unsubscribed'] })
      .notNull()
      .default('pending'),
    confirmTokenHash: text('confirm_token_hash').unique(),
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    /** The language of the page last used to subscribe: the confirmation and welcome mails are in it. */
    language: language(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [languageCheck('newsletter_subscribers', t.language)],
);

/**
 * A rating and review of a product. Customers may review a product once, after an order with it
 * was delivered; seeded demo reviews have no user. The product's rating and reviews count are
 * recomputed from the visible reviews whenever one is added or hidden.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenById: text('hidden_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reviews_product_user_idx').on(t.productId, t.userId),
    index('reviews_product_created_idx').on(t.productId, t.createdAt),
    check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

/**
 * An owner's invitation to join the staff: a single-use link (only its SHA-256 is kept) that
 * expires after 72 hours; accepting it creates the account with the invited role.
 */
export const staffInvites = pgTable(
  'staff_invites',
  {
    id: id(),
    /** '' when the invitation went to a phone number only (the member gives their e-mail on joining). */
    email: text('email').notNull(),
    /** The invited member's mobile number, or ''. */
    phone: text('phone').notNull().default(''),
    name: text('name').notNull().default(''),
    role: text('role', { enum: ['owner', 'manager', 'desk', 'florist', 'rider'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedById: text('invited_by_id').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('staff_invites_email_idx').on(t.email)],
);

/**
 * Every staff write: who, when, what and the values before and after, written in the write's own
 * transaction. Append-only: a trigger (migration 0014) refuses UPDATE and DELETE.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    at: timestamp('at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    actorUserId: text('actor_user_id'),
    actorName: text('actor_name').notNull(),
    actorRole: text('actor_role').notNull(),
    /** What was done, as `<kind>.<verb>`: product.update, order.move, refund.create, staff.role… */
    action: text('action').notNull(),
    /** The kind of thing changed (product, order, refund, promo, category, delivery, staff, review, settings). */
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    summary: text('summary').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_actor_idx').on(t.actorUserId, t.at), index('audit_log_entity_idx').on(t.entityType, t.at)],
);

/**
 * Messages to phones (SMS or WhatsApp), like mail_outbox: 'stored' when no provider is configured,
 * otherwise 'pending' until the provider accepts it ('sent') or the last retry fails ('failed').
 */
export const phoneOutbox = pgTable(
  'phone_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    channel: text('channel', { enum: ['sms', 'whatsapp'] }).notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: ['stored', 'pending', 'sent', 'failed'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    providerMessageId: text('provider_message_id'),
    relatedOrderId: text('related_order_id'),
    /** Links the text names as {{name}} (a staff invitation's), sealed until sent, then cleared. */
    secrets: text('secrets'),
    /** When an instance began sending it: no other sends it while this claim is fresh. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('phone_outbox_status_idx').on(t.status, t.createdAt)],
);

/**
 * A customer's occasion to be reminded of: a birthday or anniversary on a day of a month, or a
 * festival whose date the shop sets each year (festival_dates).
 */
export const occasions = pgTable(
  'occasions',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    relation: text('relation', { enum: RECIPIENT_RELATIONS }),
    kind: text('kind', { enum: OCCASION_KINDS }).notNull(),
    day: integer('day'),
    month: integer('month'),
    year: integer('year'),
    festival: text('festival', { enum: FESTIVALS }),
    remindDaysBefore: integer('remind_days_before').notNull().default(3),
    channel: text('channel', { enum: REMINDER_CHANNELS }).notNull().default('email'),
    remindersOn: boolean('reminders_on').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('occasions_user_idx').on(t.userId, t.createdAt), index('occasions_reminders_on_idx').on(t.remindersOn)],
);

/**
 * One row per reminder sent: the primary key (occasion, the date reminded of) is the send-once
 * claim, written in the transaction that queues the mail or message, so a daily job run twice or
 * on two instances reminds once.
 */
export const occasionReminders = pgTable(
  'occasion_reminders',
  {
    occasionId: text('occasion_id')
      .notNull()
      .references(() => occasions.id, { onDelete: 'cascade' }),
    /** The occasion's date this reminder was for (YYYY-MM-DD). */
    occasionDate: text('occasion_date').notNull(),
    channel: text('channel', { enum: REMINDER_CHANNELS }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.occasionId, t.occasionDate] })],
);

/** The shop's date of each festival each year (set by the owner in Settings). */
export const festivalDates = pgTable(
  'festival_dates',
  {
    festival: text('festival', { enum: FESTIVALS }).notNull(),
    year: integer('year').notNull(),
    date: text('date').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.festival, t.year] })],
);

/**
 * Something that went wrong with an order that the customer or the desk must hear of at once: a
 * failed delivery (the customer is told, with the rider's reason and a link to choose another slot
 * or cancel), or an order taken out before the florist marked it ready (the desk is told). The mail
 * and phone message queued for it are kept by id, so the desk sees whether they went out; the
 * customer's answer (opened the link, rescheduled, cancelled) is kept with it.
 */
export const orderExceptions = pgTable(
  'order_exceptions',
  {
    id: id(),
    /** The order it is about; null for a custom design's news (`customOrderId`). */
    orderId: text('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** The custom design priced and approved (kind `design_approved`). */
    customOrderId: text('custom_order_id').references(() => customOrders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['delivery_failed', 'left_unprepared', 'substitution', 'design_approved', 'delay'] }).notNull(),
    reason: text('reason').notNull(),
    /** Who reported it (the rider, the florist, the desk), by name as the desk reads it. */
    reportedBy: text('reported_by').notNull(),
    /** A substitution: what was replaced, by what, and the florist's photo of it. */
    replaced: text('replaced'),
    replacement: text('replacement'),
    photo: text('photo'),
    /** A delay: when the order is now expected. */
    expectedAt: timestamp('expected_at', { withTimezone: true }),
    mailOutboxId: text('mail_outbox_id'),
    phoneOutboxId: text('phone_outbox_id'),
    /** The customer's answer: failed deliveries' own ones, 'seen' for news they acknowledged. */
    answer: text('answer', { enum: ['opened', 'rescheduled', 'cancelled', 'seen'] }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_exceptions_order_idx').on(t.orderId, t.createdAt),
    index('order_exceptions_created_idx').on(t.createdAt),
    index('order_exceptions_custom_order_idx').on(t.customOrderId),
  ],
);

/**
 * A problem a customer reported with delivered flowers, within the shop's freshness window: a photo
 * and a reason. The desk answers once: a free replacement order (linked here), a refund through the
 * gateway (linked here) or a reply. At most one report of an order is open at a time.
 */
export const freshnessClaims = pgTable(
  'freshness_claims',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: ['wilted', 'wrong_item', 'damaged', 'late', 'other'] }).notNull(),
    details: text('details').notNull().default(''),
    photo: text('photo').notNull(),
    status: text('status', { enum: ['open', 'answered'] })
      .notNull()
      .default('open'),
    answerKind: text('answer_kind', { enum: ['replacement', 'refund', 'reply'] }),
    answerMessage: text('answer_message').notNull().default(''),
    refundId: text('refund_id').references(() => refunds.id, { onDelete: 'set null' }),
    replacementOrderId: text('replacement_order_id').references(() => orders.id, { onDelete: 'set null' }),
    answeredById: text('answered_by_id').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('freshness_claims_order_idx').on(t.orderId, t.createdAt),
    index('freshness_claims_status_idx').on(t.status, t.createdAt),
    // One open report per order, whatever the concurrency.
    uniqueIndex('freshness_claims_one_open_idx')
      .on(t.orderId)
      .where(sql`${t.status} = 'open'`),
  ],
);

/** Orders whose customer has been asked for a review: the row is the claim that makes the ask happen once, across instances. */
export const reviewRequests = pgTable('review_requests', {
  orderId: text('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  /** False when the customer was not asked (unsubscribed from the shop's mail, or nothing to reach them by). */
  sent: boolean('sent').notNull(),
  createdAt: createdAt(),
});

// ---- Event quotes (issue 41, items 2 and 3; decision 031) ----

/** A flower or material kept for events, priced per unit: cost and the shop's markup on it. */
export const eventMaterials = pgTable(
  'event_materials',
  {
    id: id(),
    name: text('name').notNull(),
    nameHi: text('name_hi').notNull().default(''),
    unit: text('unit', { enum: ['stem', 'kg', 'metre', 'piece'] }).notNull(),
    costPaise: integer('cost_paise').notNull(),
    /** Percent over cost the shop charges (GST included in the result, as every shop price). */
    markupPercent: integer('markup_percent').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('event_materials_name_idx').on(t.name),
    check('event_materials_cost', sql`${t.costPaise} >= 0`),
    check('event_materials_markup', sql`${t.markupPercent} >= 0`),
  ],
);

/** An item made for events (a 5-foot rose varmala): its price is always computed from its materials. */
export const eventRecipes = pgTable(
  'event_recipes',
  {
    id: id(),
    name: text('name').notNull(),
    nameHi: text('name_hi').notNull().default(''),
    hsnCode: text('hsn_code').notNull(),
    gstRate: integer('gst_rate').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('event_recipes_name_idx').on(t.name)],
);

/** How much of a material one recipe takes, in thousandths of the material's unit (1.5 kg = 1500). */
export const eventRecipeMaterials = pgTable(
  'event_recipe_materials',
  {
    recipeId: text('recipe_id')
      .notNull()
      .references(() => eventRecipes.id, { onDelete: 'cascade' }),
    materialId: text('material_id')
      .notNull()
      .references(() => eventMaterials.id, { onDelete: 'restrict' }),
    quantityMilli: integer('quantity_milli').notNull(),
  },
  (t) => [primaryKey({ columns: [t.recipeId, t.materialId] }), check('event_recipe_materials_quantity', sql`${t.quantityMilli} > 0`)],
);

/**
 * One version of a quote for an enquiry, kept as sent: its lines with the prices of the day, labour,
 * transport and the GST figures computed as the invoice does. A new version supersedes the open one.
 */
export const eventQuotes = pgTable(
  'event_quotes',
  {
    id: id(),
    enquiryId: text('enquiry_id')
      .notNull()
      .references(() => eventEnquiries.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    status: text('status', { enum: ['sent', 'change_requested', 'superseded', 'accepted', 'cancelled'] })
      .notNull()
      .default('sent'),
    /** QuoteLine[]: what is charged, with the unit price of the day (GST included). */
    lines: jsonb('lines').notNull(),
    labourPaise: integer('labour_paise').notNull(),
    transportPaise: integer('transport_paise').notNull(),
    /** The invoice's figures of the quote (lines with taxable value and tax, HSN summary, totals). */
    figures: jsonb('figures').notNull(),
    totalPaise: integer('total_paise').notNull(),
    /** The shop's advance share when the quote was sent (a later change of the setting does not move it). */
    advancePercent: integer('advance_percent').notNull(),
    note: text('note').notNull().default(''),
    /** The customer's words when asking for a change. */
    changeNote: text('change_note').notNull().default(''),
    /** The link's secret, kept as it is (the owner reads the link again from My Orders), as tracking links are. */
    token: text('token').notNull().unique(),
    sentById: text('sent_by_id').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** When the balance reminder was queued: once per quote. */
    balanceRemindedAt: timestamp('balance_reminded_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('event_quotes_version_idx').on(t.enquiryId, t.version), index('event_quotes_status_idx').on(t.status)],
);

/** The advance and the balance of an accepted quote, each paid through the gateway once. */
export const eventPayments = pgTable(
  'event_payments',
  {
    id: id(),
    quoteId: text('quote_id')
      .notNull()
      .references(() => eventQuotes.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['advance', 'balance'] }).notNull(),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status', { enum: ['pending', 'paid'] })
      .notNull()
      .default('pending'),
    gatewayOrderId: text('gateway_order_id').unique(),
    gatewayPaymentId: text('gateway_payment_id').unique(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The payment's invoice number and figures (its share of the quote's lines, GST as the invoice does). */
    invoiceNumber: text('invoice_number').unique(),
    invoiceFigures: jsonb('invoice_figures'),
    /** The seller as it was when the invoice was issued (SellerSnapshot), as an order's invoice keeps it. */
    invoiceSeller: jsonb('invoice_seller'),
    refundedPaise: integer('refunded_paise').notNull().default(0),
    gatewayRefundId: text('gateway_refund_id'),
    /** The credit note against the payment's invoice, numbered when a cancellation refunds part or all of it. */
    creditNoteNumber: text('credit_note_number').unique(),
    creditNoteIssuedAt: timestamp('credit_note_issued_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('event_payments_kind_idx').on(t.quoteId, t.kind), check('event_payments_amount', sql`${t.amountPaise} > 0`)],
);

/**
 * The event day's plan of a booking (decision 034): where at the venue and when the team is due,
 * as settled on the call (the enquiry keeps only the venue's pincode and the day).
 */
export const eventVenuePlans = pgTable(
  'event_venue_plans',
  {
    quoteId: text('quote_id')
      .primaryKey()
      .references(() => eventQuotes.id, { onDelete: 'cascade' }),
    venueAddress: text('venue_address').notNull().default(''),
    /** When the team is due at the venue, HH:MM shop time; null until agreed. */
    startTime: text('start_time'),
    updatedById: text('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [check('event_venue_plans_time', sql`${t.startTime} IS NULL OR ${t.startTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`)],
);

/** Who goes to a booked event's venue on the day: florists and riders, one row each. */
export const eventVenueStaff = pgTable(
  'event_venue_staff',
  {
    quoteId: text('quote_id')
      .notNull()
      .references(() => eventQuotes.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedById: text('assigned_by_id').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.quoteId, t.userId] }), index('event_venue_staff_user_idx').on(t.userId)],
);

/**
 * The shop's subscription plans ("flowers every morning"): what is delivered (a product), on which
 * days of the week (0 Sunday … 6 Saturday), in which slot, at a price per delivery.
 */
export const subscriptionPlans = pgTable('subscription_plans', {
  id: id(),
  name: text('name').notNull(),
  nameHi: text('name_hi').notNull().default(''),
  description: text('description').notNull().default(''),
  descriptionHi: text('description_hi').notNull().default(''),
  productId: text('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'restrict' }),
  weekdays: jsonb('weekdays').$type<number[]>().notNull(),
  slotId: text('slot_id')
    .notNull()
    .references(() => deliverySlots.id, { onDelete: 'restrict' }),
  pricePerDeliveryPaise: integer('price_per_delivery_paise').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * A customer's subscription to a plan for a prepaid cycle. Its payment is its first delivery's
 * order (paymentOrderId); the plan's days, slot and price are copied here when it is taken, so a
 * later change to the plan does not change what was paid for. Days off (paused or skipped dates)
 * move those deliveries to the end of the cycle.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    reference: text('reference').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    planId: text('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id, { onDelete: 'restrict' }),
    planName: text('plan_name').notNull(),
    planNameHi: text('plan_name_hi').notNull().default(''),
    productId: text('product_id').notNull(),
    weekdays: jsonb('weekdays').$type<number[]>().notNull(),
    slotId: text('slot_id')
      .notNull()
      .references(() => deliverySlots.id, { onDelete: 'restrict' }),
    pricePerDeliveryPaise: integer('price_per_delivery_paise').notNull(),
    startDate: text('start_date').notNull(),
    weeks: integer('weeks').notNull(),
    /** Deliveries paid for in this cycle. */
    deliveries: integer('deliveries').notNull(),
    totalPaise: integer('total_paise').notNull(),
    shippingAddress: jsonb('shipping_address').notNull(),
    recipientName: text('recipient_name').notNull(),
    recipientPhone: text('recipient_phone').notNull(),
    daysOff: jsonb('days_off').$type<string[]>().notNull().default([]),
    paymentOrderId: text('payment_order_id'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    refundPaise: integer('refund_paise'),
    /** The send-once claim of the renewal reminder, written with the queued mail. */
    renewalRemindedAt: timestamp('renewal_reminded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId, t.createdAt), index('subscriptions_cancelled_idx').on(t.cancelledAt)],
);
