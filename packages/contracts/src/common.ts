// Shapes every capability shares: ids, money, the error body and pagination.
import { z } from 'zod';
import { LANGUAGES, PINCODE_MESSAGE, PINCODE_PATTERN } from './storefront-values';

/** Every record id is 24 lowercase hex characters (time-ordered, like a MongoDB ObjectId). */
export const IdSchema = z.string().regex(/^[0-9a-f]{24}$/, 'Invalid id');
export type Id = z.infer<typeof IdSchema>;

/** One of the shop's languages: 'en' (English) or 'hi' (Hindi). */
export const LanguageSchema = z.enum(LANGUAGES, { error: 'Choose English (en) or Hindi (hi)' });

/** Rupees with at most two decimals; the database keeps integer paise. */
export const RupeesSchema = z
  .number()
  .nonnegative('Must not be negative')
  .max(10_000_000, 'Too large')
  .refine((n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'At most 2 decimals');

/**
 * Every `code` an error answer can carry: the outcomes a client handles by name (a sold-out
 * product, a full slot, an expired promo), next to the HTTP status. One list for the API's errors
 * and the web app's handling.
 */
export const ERROR_CODES = [
  // Generic, with their HTTP status
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'METHOD_NOT_ALLOWED',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  // Accounts
  'EMAIL_TAKEN',
  'WRONG_PASSWORD',
  'RESET_LINK_INVALID',
  'CANNOT_DISABLE_SELF',
  'PHONE_SIGN_IN_UNAVAILABLE',
  'CODE_WRONG',
  'CODE_EXPIRED',
  'CODE_TOO_MANY_TRIES',
  // Staff
  'INVITE_INVALID',
  'ALREADY_STAFF',
  'LAST_OWNER',
  'ADDRESS_LIMIT',
  // Catalogue
  'CATEGORY_EXISTS',
  'CATEGORY_IN_USE',
  'CATEGORY_MISSING',
  // Cart, checkout and delivery
  'OUT_OF_STOCK',
  'INSUFFICIENT_STOCK',
  'ORDER_TOO_LARGE',
  'LINE_QUANTITY_LIMIT',
  'TOO_MANY_UNPAID_ORDERS',
  'STOCK_CHANGED',
  'PINCODE_NOT_SERVICEABLE',
  'SLOT_UNAVAILABLE',
  'SLOT_FULL',
  // Order exceptions: a delivery that has not failed, an order leaving before it was ready
  'DELIVERY_NOT_FAILED',
  'NOT_READY',
  'AREA_EXISTS',
  // Promo codes
  'PROMO_INVALID',
  'PROMO_INACTIVE',
  'PROMO_NOT_STARTED',
  'PROMO_EXPIRED',
  'PROMO_MIN_ORDER',
  'PROMO_USED_UP',
  'PROMO_ALREADY_USED',
  'PROMO_EXISTS',
  // Payments and orders
  'PAYMENT_VERIFICATION_FAILED',
  'PAYMENT_FAILED',
  'PAYMENT_AFTER_EXPIRY',
  'GATEWAY_ERROR',
  'GATEWAY_UNAVAILABLE',
  'DATABASE_UNAVAILABLE',
  'BAD_SIGNATURE',
  'INVALID_STATE',
  // The team: riders and the bench
  'NOT_A_RIDER',
  // Events: only an active florist or rider goes to a venue
  'NOT_EVENT_CREW',
  // Cancellations and refunds
  'ALREADY_CANCELLED',
  'ORDER_IN_PREPARATION',
  'NOT_CANCELLABLE',
  'CANCELLATION_WINDOW_PASSED',
  'REFUND_CHANGED',
  'NOTHING_TO_REFUND',
  'REFUND_EXCEEDS_PAYMENT',
  'IDEMPOTENCY_KEY_REUSED',
  'COD_NOT_AVAILABLE',
  // Images and custom designs
  'INVALID_IMAGE',
  'FILE_TOO_LARGE',
  'TOO_MANY_FILES',
  'TOO_MANY_FIELDS',
  'UNSUPPORTED_MEDIA_TYPE',
  'ABUSIVE_PROMPT',
  'PROMPT_REFUSED',
  'STUDIO_BUSY',
  // Reviews, newsletter
  'ALREADY_REVIEWED',
  'LINK_INVALID',
  // Occasion reminders
  'OCCASION_LIMIT',
  'NOTHING_TO_REPEAT',
  // Tracking links
  'TRACKING_LINK_INVALID',
  'NO_TRACKING_LINK',
  // The freshness promise
  'CLAIM_WINDOW_CLOSED',
  'CLAIM_ALREADY_OPEN',
  'CLAIM_ALREADY_ANSWERED',
  'NOT_DELIVERED',
  // Subscriptions
  'SUBSCRIPTION_NOT_ACTIVE',
  'DELIVERY_PLACED',
  'DAY_OFF_CLOSED',
  'PAID_BY_SUBSCRIPTION',
] as const;
export const ErrorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

export const ErrorBodySchema = z.object({
  message: z.string(),
  code: ErrorCodeSchema.optional(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })),
  /** On 5xx answers: the request's id, as the server's log lines carry it (also in X-Request-Id). */
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const IdParamsSchema = z.object({ id: IdSchema });

/** A readable address word made from a name ('red-rose-bouquet-12-stems'): lowercase letters and digits between single hyphens. */
export const SlugSchema = z
  .string()
  .max(80, 'Invalid address')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Invalid address');

/**
 * A write the client may send more than once (a retry after a lost answer): one fresh key per
 * action (a UUID), the same key on its retries. The other headers pass through untouched.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IdempotencyKeyHeadersSchema = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,100}$/, 'Idempotency-Key must be 16 to 100 letters, digits, dashes or underscores')
    .optional(),
});

/** A query-string integer: '3' → 3; rejects '3.5', 'abc' and out-of-range values with a 400. */
export const queryInt = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

export const PincodeSchema = z.string().trim().regex(PINCODE_PATTERN, PINCODE_MESSAGE);
/** Calendar dates as YYYY-MM-DD in the shop's time zone (Asia/Kolkata). */
export const DateStringSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a YYYY-MM-DD date')
  // A real day of the calendar: '2026-11-31' and '2026-13-45' are refused, never rolled over.
  .refine((date) => {
    const day = new Date(`${date}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === date;
  }, 'Not a date on the calendar');
export const TimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a 24-hour HH:MM time');

/** A 204 answer: done, nothing to say. */
export const NoContentSchema = z.null().describe('No content');

/** An answer that only says something to show the user. */
export const MessageAnswerSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof MessageAnswerSchema>;
