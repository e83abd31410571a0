// Commerce: shop settings, serviceable pincodes, delivery slots, promo codes, the cart and its
// totals, checkout, payments and orders. Money is rupees here; the database keeps paise.
import { z } from 'zod';
import { PhoneSchema } from './auth';
import { IdSchema, RupeesSchema } from './common';

export const PincodeSchema = z.string().trim().regex(/^[1-9]\d{5}$/, 'Enter a 6-digit pincode');
/** Calendar dates as YYYY-MM-DD in the shop's time zone (Asia/Kolkata). */
export const DateStringSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a YYYY-MM-DD date');
const TimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a 24-hour HH:MM time');

const shopSettingsShape = {
  deliveryFee: RupeesSchema,
  shopDiscount: RupeesSchema,
  /** After this time (shop time) no same-day delivery is offered. */
  sameDayCutoff: TimeSchema,
  /** How long before a slot starts an order for it must be placed. */
  slotLeadMinutes: z.number().int().min(0).max(24 * 60),
  giftMessageLimit: z.number().int().min(20).max(1000),
  /** How many days ahead a delivery date may be chosen. */
  bookingDaysAhead: z.number().int().min(0).max(60),
};
/** The spec's hard-coded cart summary (fee 49, discount 50) became these defaults. */
export const SHOP_SETTINGS_DEFAULTS = {
  deliveryFee: 49,
  shopDiscount: 50,
  sameDayCutoff: '18:00',
  slotLeadMinutes: 120,
  giftMessageLimit: 200,
  bookingDaysAhead: 14,
};
/** Settings the shop owner can change (admin); keys missing from storage take the defaults. */
export const ShopSettingsSchema = z.preprocess(
  (v) => ({ ...SHOP_SETTINGS_DEFAULTS, ...(typeof v === 'object' && v ? v : {}) }),
  z.object(shopSettingsShape),
);
export type ShopSettings = z.infer<typeof ShopSettingsSchema>;
/** The settings as answered (response schemas must not transform). */
export const ShopSettingsAnswerSchema = z.object({ settings: z.object(shopSettingsShape) });
/** An admin's change: any subset of the settings, nothing else. */
export const ShopSettingsUpdateSchema = z.object(shopSettingsShape).partial().strict();

export const ServiceAreaSchema = z.object({
  _id: IdSchema,
  /** A full pincode ('560001') or a prefix ('5600') covering many. */
  prefix: z.string().regex(/^\d{2,6}$/),
  zone: z.string(),
  fee: z.number(),
  isActive: z.boolean(),
});
export type ServiceArea = z.infer<typeof ServiceAreaSchema>;
export const ServiceAreaWriteSchema = z.object({
  prefix: z.string().trim().regex(/^[1-9]\d{1,5}$/, 'A pincode or its first digits (2–6 digits)'),
  zone: z.string().trim().min(1).max(60),
  fee: RupeesSchema.default(0),
  isActive: z.boolean().default(true),
});

export const SlotKindSchema = z.enum(['standard', 'fixed', 'midnight']);
export const DeliverySlotSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  kind: SlotKindSchema,
  startTime: z.string(),
  endTime: z.string(),
  fee: z.number(),
  capacity: z.number().int(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
});
export type DeliverySlot = z.infer<typeof DeliverySlotSchema>;
export const DeliverySlotWriteSchema = z.object({
  name: z.string().trim().min(1).max(60),
  kind: SlotKindSchema,
  startTime: TimeSchema,
  endTime: TimeSchema,
  fee: RupeesSchema.default(0),
  capacity: z.number().int().min(1).max(10_000),
  isActive: z.boolean().default(true),
  sortOrder: z.number().int().min(0).max(1000).default(0),
});

/** A slot as offered for one date: whether it can still be booked and why not. */
export const SlotAvailabilitySchema = DeliverySlotSchema.extend({
  available: z.boolean(),
  remaining: z.number().int(),
  reason: z.enum(['full', 'past_cutoff', 'closed']).optional(),
});
export type SlotAvailability = z.infer<typeof SlotAvailabilitySchema>;

export const PincodeCheckQuerySchema = z.object({ pincode: PincodeSchema });
export const PincodeCheckAnswerSchema = z.object({
  pincode: z.string(),
  serviceable: z.boolean(),
  zone: z.string().optional(),
  fee: z.number().optional(),
  /** Plain words for the customer, e.g. 'Delivery today in 2-4 hours' or 'We do not deliver to 110001 yet'. */
  message: z.string(),
  earliestDate: z.string().optional(),
});
export type PincodeCheckAnswer = z.infer<typeof PincodeCheckAnswerSchema>;

export const SlotsQuerySchema = z.object({ date: DateStringSchema });
export const SlotsAnswerSchema = z.object({ date: z.string(), slots: z.array(SlotAvailabilitySchema) });
export type SlotsAnswer = z.infer<typeof SlotsAnswerSchema>;

export const PromoKindSchema = z.enum(['percent', 'flat']);
export const PromoCodeSchema = z.object({
  _id: IdSchema,
  code: z.string(),
  description: z.string(),
  kind: PromoKindSchema,
  /** Percent (1–100) for 'percent', rupees for 'flat'. */
  value: z.number(),
  minOrder: z.number(),
  maxDiscount: z.number().nullable(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  usedCount: z.number().int(),
  isActive: z.boolean(),
});
export type PromoCode = z.infer<typeof PromoCodeSchema>;
export const PromoCodeWriteSchema = z
  .object({
    code: z.string().trim().toUpperCase().regex(/^[A-Z0-9_-]{3,24}$/, 'Use 3–24 letters, digits, - or _'),
    description: z.string().trim().max(200).default(''),
    kind: PromoKindSchema,
    value: z.number().positive('Must be more than 0'),
    minOrder: RupeesSchema.default(0),
    maxDiscount: RupeesSchema.nullable().default(null),
    validFrom: z.iso.datetime({ offset: true }).nullable().default(null),
    validTo: z.iso.datetime({ offset: true }).nullable().default(null),
    usageLimit: z.number().int().min(1).nullable().default(null),
    perCustomerLimit: z.number().int().min(1).nullable().default(null),
    isActive: z.boolean().default(true),
  })
  .refine((p) => p.kind !== 'percent' || p.value <= 100, { message: 'A percentage is at most 100', path: ['value'] })
  .refine((p) => !p.validFrom || !p.validTo || p.validFrom < p.validTo, { message: 'Must end after it starts', path: ['validTo'] });

/** The one set of figures the cart, checkout and the payment all use, computed by the server. */
export const TotalsSchema = z.object({
  subtotal: z.number(),
  deliveryFee: z.number(),
  shopDiscount: z.number(),
  promoDiscount: z.number(),
  discount: z.number(),
  total: z.number(),
});
export type Totals = z.infer<typeof TotalsSchema>;

export const CartItemSchema = z.object({
  product: z.object({
    _id: IdSchema,
    name: z.string(),
    images: z.array(z.string()),
    availability: z.string(),
    stock: z.number().int(),
  }),
  quantity: z.number().int(),
  price: z.number(),
  lineTotal: z.number(),
  /** The customer's reference photo for this line (a URL from POST /api/cart/reference-photo), or null. */
  referencePhoto: z.string().nullable(),
});
export type CartItem = z.infer<typeof CartItemSchema>;

export const CartSchema = z.object({
  items: z.array(CartItemSchema),
  totalItems: z.number().int(),
  totalAmount: z.number(),
  totals: TotalsSchema,
  promo: z.object({ code: z.string(), description: z.string() }).nullable(),
  /** Why an applied code no longer applies (e.g. the cart fell below its minimum); the code stays until removed. */
  promoError: z.string().nullable(),
});
export type Cart = z.infer<typeof CartSchema>;
export const CartAnswerSchema = z.object({ cart: CartSchema });

/**
 * A reference photo sent with a cart line: only a URL that POST /api/cart/reference-photo issued to
 * the same customer is accepted (the server checks; anything else is 400).
 */
export const ReferencePhotoUrlSchema = z.string().min(1, 'Upload the reference photo first').max(500);

export const CartAddBodySchema = z.object({
  productId: IdSchema,
  quantity: z.number().int('Quantity must be a whole number').min(1, 'Quantity must be at least 1').max(999).default(1),
  /** Sets the line's reference photo; left out, the line keeps the one it has. */
  referencePhoto: ReferencePhotoUrlSchema.optional(),
});
export const CartUpdateBodySchema = z.object({
  productId: IdSchema,
  quantity: z.number().int('Quantity must be a whole number').min(1, 'Quantity must be at least 1').max(999),
  /** A new reference photo, null to remove it; left out, the line keeps the one it has. */
  referencePhoto: ReferencePhotoUrlSchema.nullable().optional(),
});
/** POST /api/cart/reference-photo (multipart, one `file`, signed-in customer): the stored photo's URL. */
export const ReferencePhotoAnswerSchema = z.object({ referencePhoto: z.string() });
export type ReferencePhotoAnswer = z.infer<typeof ReferencePhotoAnswerSchema>;
export const CartRemoveBodySchema = z.object({ productId: IdSchema });
export const PromoApplyBodySchema = z.object({ code: z.string().trim().min(1, 'Enter a promo code').max(24) });

export const ShippingAddressSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(80),
  street: z.string().trim().min(1, 'Street is required').max(200),
  city: z.string().trim().min(1, 'City is required').max(80),
  state: z.string().trim().min(1, 'State is required').max(80),
  pincode: PincodeSchema,
  country: z.string().trim().min(1).max(60).default('India'),
  phone: PhoneSchema,
});
export type ShippingAddress = z.infer<typeof ShippingAddressSchema>;

export const CheckoutBodySchema = z.object({
  shippingAddress: ShippingAddressSchema,
  deliveryDate: DateStringSchema,
  slotId: IdSchema,
  recipient: z.object({ name: z.string().trim().min(1, 'Recipient name is required').max(80), phone: PhoneSchema }),
  giftMessage: z.string().trim().max(1000).default(''),
  anonymousSender: z.boolean().default(false),
});
export type CheckoutBody = z.input<typeof CheckoutBodySchema>;

export const CreatePaymentOrderAnswerSchema = z.object({
  key: z.string(),
  amount: z.number().int(),
  currency: z.literal('INR'),
  razorpayOrderId: z.string(),
  orderId: IdSchema,
  provider: z.enum(['razorpay', 'simulated']),
  orderNumber: z.string(),
  customer: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
});
export type CreatePaymentOrderAnswer = z.infer<typeof CreatePaymentOrderAnswerSchema>;

export const VerifyPaymentBodySchema = z.object({
  razorpayOrderId: z.string().min(1).max(64),
  razorpayPaymentId: z.string().min(1).max(64),
  razorpaySignature: z.string().min(1).max(256),
  orderId: IdSchema,
});
export const SimulatePaymentBodySchema = z.object({
  razorpayOrderId: z.string().min(1).max(64),
  outcome: z.enum(['success', 'failure']),
});
export const SimulatePaymentAnswerSchema = z.object({ razorpayPaymentId: z.string(), razorpaySignature: z.string() });

export const ORDER_STATUSES = ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;
export const DELIVERY_STATUSES = ['pending', 'picked_up', 'in_transit', 'out_for_delivery', 'delivered', 'failed'] as const;
export const DeliveryStatusSchema = z.enum(DELIVERY_STATUSES);
export type DeliveryStatus = z.infer<typeof DeliveryStatusSchema>;
export const PaymentStatusSchema = z.enum(['created', 'paid', 'failed', 'refund_pending', 'refunded']);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

export const OrderItemSchema = z.object({
  product: z.object({ _id: IdSchema, name: z.string(), images: z.array(z.string()) }),
  name: z.string(),
  image: z.string(),
  quantity: z.number().int(),
  price: z.number(),
  /** The customer's reference photo for this line, copied from the cart at checkout, or null. */
  referencePhoto: z.string().nullable(),
});

export const OrderSchema = z.object({
  _id: IdSchema,
  orderId: z.string(),
  createdAt: z.string(),
  orderStatus: OrderStatusSchema,
  deliveryStatus: DeliveryStatusSchema,
  paymentStatus: PaymentStatusSchema,
  items: z.array(OrderItemSchema),
  totals: TotalsSchema,
  totalAmount: z.number(),
  promoCode: z.string().nullable(),
  shippingAddress: ShippingAddressSchema,
  recipient: z.object({ name: z.string(), phone: z.string() }),
  giftMessage: z.string(),
  anonymousSender: z.boolean(),
  deliveryDate: z.string(),
  slot: z.object({ _id: IdSchema, name: z.string(), startTime: z.string(), endTime: z.string() }),
  trackingNumber: z.string().nullable(),
  estimatedDelivery: z.string().nullable(),
  actualDelivery: z.string().nullable(),
  razorpayOrderId: z.string().nullable(),
  razorpayPaymentId: z.string().nullable(),
  cancelReason: z.string().nullable(),
  expiresAt: z.string().nullable(),
  user: z.object({ _id: IdSchema, name: z.string(), email: z.string() }).optional(),
});
export type Order = z.infer<typeof OrderSchema>;
export const OrderAnswerSchema = z.object({ order: OrderSchema });
export const OrdersAnswerSchema = z.object({ orders: z.array(OrderSchema) });
