// Checkout and payment: the delivery address and slot, the quote, the gateway order the browser
// pays, and the proof it sends back.
import { z } from 'zod';
import { EmailSchema, MobileNumberSchema, NameSchema, PhoneSchema } from './auth';
import { DateStringSchema, IdSchema, PincodeSchema } from './common';
import { TotalsSchema } from './cart';
import { CompanyBuyerSchema } from './gst-registration';

/**
 * The sender's number: an Indian mobile (10 digits), or, for a sender abroad, a number in E.164 form
 * with its country code (+971501234567). The recipient's stays an Indian mobile: the rider calls it.
 */
export const SenderPhoneSchema = z
  .string()
  .trim()
  .refine(
    (phone) => /^[6-9]\d{9}$/.test(phone) || (/^\+[1-9]\d{7,14}$/.test(phone) && !phone.startsWith('+91')),
    'Enter a 10-digit Indian mobile number, or a number abroad with its country code (+971…)',
  );

export const ShippingAddressSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(80),
  street: z.string().trim().min(1, 'Street is required').max(200),
  city: z.string().trim().min(1, 'City is required').max(80),
  state: z.string().trim().min(1, 'State is required').max(80),
  pincode: PincodeSchema,
  country: z.string().trim().min(1).max(60).default('India'),
  /** The sender's number (checkout's "Your mobile number"), which may be abroad. */
  phone: SenderPhoneSchema,
});
export type ShippingAddress = z.infer<typeof ShippingAddressSchema>;

/** Longest "never use" note a customer can leave for the florist. */
export const SUBSTITUTION_AVOID_MAX = 120;
/**
 * Whether the florist may use flowers of equal or higher value when one is unavailable, and what
 * must never go in ('no lilies'). Required, with no default: the florist wants the customer's own
 * answer, not one the shop assumed.
 */
export const SubstitutionSchema = z.object({
  allowed: z.boolean({ error: 'Choose whether the florist may substitute flowers' }),
  avoid: z.string().trim().max(SUBSTITUTION_AVOID_MAX, `At most ${SUBSTITUTION_AVOID_MAX} characters`).default(''),
});
export type Substitution = z.infer<typeof SubstitutionSchema>;

/**
 * A visitor checking out without an account: who they are, for the shop and its mails. The
 * confirmation and the tracking link go to the e-mail; the number is kept in E.164 (as phone
 * sign-in proves it), and signing in by phone with it later moves the order to that account.
 */
export const GuestContactSchema = z.object({ name: NameSchema, phone: MobileNumberSchema, email: EmailSchema });
export type GuestContact = z.output<typeof GuestContactSchema>;

export const CheckoutBodySchema = z.object({
  shippingAddress: ShippingAddressSchema,
  deliveryDate: DateStringSchema,
  slotId: IdSchema,
  recipient: z.object({ name: z.string().trim().min(1, 'Recipient name is required').max(80), phone: PhoneSchema }),
  giftMessage: z.string().trim().max(1000).default(''),
  anonymousSender: z.boolean().default(false),
  substitution: SubstitutionSchema,
  /** Ordering for a company: its legal name and GSTIN go on a B2B tax invoice. Null for a person. */
  company: CompanyBuyerSchema.nullable().default(null),
  /** Required of a visitor without an account (their guest cart pays); ignored for a signed-in customer. */
  guest: GuestContactSchema.optional(),
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
/** How an order is paid online, as the gateway reports it; UPI comes first in the shop's payment window. */
export const ONLINE_PAYMENT_METHODS = ['upi', 'card', 'netbanking', 'wallet'] as const;
export const OnlinePaymentMethodSchema = z.enum(ONLINE_PAYMENT_METHODS);
/** Online, or cash to the rider. */
export const PAYMENT_METHODS = [...ONLINE_PAYMENT_METHODS, 'cod'] as const;
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;
export type OnlinePaymentMethod = z.infer<typeof OnlinePaymentMethodSchema>;
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  upi: 'UPI',
  card: 'Card',
  netbanking: 'Netbanking',
  wallet: 'Wallet',
  cod: 'Cash on delivery',
};

export const SimulatePaymentBodySchema = z.object({
  razorpayOrderId: z.string().min(1).max(64),
  outcome: z.enum(['success', 'failure']),
  /** The method chosen in the simulated window, as in Razorpay's (UPI first). */
  method: OnlinePaymentMethodSchema.default('upi'),
});
export const SimulatePaymentAnswerSchema = z.object({ razorpayPaymentId: z.string(), razorpaySignature: z.string() });

// ---- POST /api/checkout/quote: the totals create-order will charge for a pincode, slot and date ----
/** 'online' through the gateway, or 'cod': cash to the rider, where the shop offers it. */
export const CheckoutPaymentSchema = z.enum(['online', 'cod']);
export type CheckoutPayment = z.infer<typeof CheckoutPaymentSchema>;

export const QuoteBodySchema = z.object({ pincode: PincodeSchema, slotId: IdSchema, date: DateStringSchema, payment: CheckoutPaymentSchema.default('online') });
export type QuoteBody = z.infer<typeof QuoteBodySchema>;
/**
 * Whether this customer may pay this order in cash here, and why not: null when the shop does not
 * offer cash on delivery at all (the choice is not shown).
 */
export const CashOnDeliveryOfferSchema = z
  .object({
    offered: z.boolean(),
    /** The fee cash on delivery adds. */
    fee: z.number(),
    /** Why not, in the customer's words ('Cash on delivery is for orders up to ₹3,000'). */
    reason: z.string().nullable(),
  })
  .nullable();
export type CashOnDeliveryOffer = z.infer<typeof CashOnDeliveryOfferSchema>;
export const QuoteAnswerSchema = z.object({ totals: TotalsSchema, zone: z.string(), cashOnDelivery: CashOnDeliveryOfferSchema });
export type QuoteAnswer = z.infer<typeof QuoteAnswerSchema>;

/** A customer cancelling their own order (`POST /api/orders/:id/cancel`); the reason is optional. */
export const CustomerCancelBodySchema = z.object({ reason: z.string().trim().max(200).default('') });
export type CustomerCancelBody = z.infer<typeof CustomerCancelBodySchema>;
