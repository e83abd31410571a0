// The Settings tab's form rules: the contract's shapes, with number boxes read as numbers
// (valueAsNumber turns an empty box into NaN, which gets a plain message here).
import { z } from 'zod';
import { DeliverySlotWriteSchema, RupeesSchema, ServiceAreaWriteSchema, ShopSettingsAnswerSchema } from '@phoolwari/contracts';

const ENTER_A_NUMBER = 'Enter a number';
const numberPipe = <T extends z.ZodType<number, number>>(schema: T, message = ENTER_A_NUMBER) => z.number({ error: message }).pipe(schema);

const settings = ShopSettingsAnswerSchema.shape.settings.shape;
export const ShopSettingsFormSchema = z.object({
  deliveryFee: numberPipe(settings.deliveryFee),
  shopDiscount: numberPipe(settings.shopDiscount),
  sameDayCutoff: settings.sameDayCutoff,
  slotLeadMinutes: numberPipe(
    z
      .number()
      .int('Whole minutes')
      .min(0, 'Must not be negative')
      .max(24 * 60, 'At most 1440 minutes (a day)'),
  ),
  giftMessageLimit: numberPipe(z.number().int('Whole characters').min(20, 'At least 20 characters').max(1000, 'At most 1000 characters')),
  bookingDaysAhead: numberPipe(z.number().int('Whole days').min(0, 'Must not be negative').max(60, 'At most 60 days')),
  freshnessHours: numberPipe(settings.freshnessHours),
  reviewRequestHours: numberPipe(settings.reviewRequestHours),
});
export type ShopSettingsFormValues = z.infer<typeof ShopSettingsFormSchema>;
export const SHOP_SETTINGS_FIELDS = [
  'deliveryFee',
  'shopDiscount',
  'sameDayCutoff',
  'slotLeadMinutes',
  'giftMessageLimit',
  'bookingDaysAhead',
  'freshnessHours',
  'reviewRequestHours',
] as const;

/** Cash on delivery's section: the pincodes typed as one line, separated by commas or spaces. */
export const CashOnDeliveryFormSchema = z.object({
  enabled: z.boolean(),
  maxOrderValue: numberPipe(settings.cashOnDelivery.shape.maxOrderValue),
  fee: numberPipe(settings.cashOnDelivery.shape.fee, 'Enter the fee (0 for none)'),
  maxOpenOrders: numberPipe(settings.cashOnDelivery.shape.maxOpenOrders.unwrap(), 'Enter how many (1 to 20)'),
  pincodes: z
    .string()
    .trim()
    .max(2000)
    .transform((text) => text.split(/[\s,]+/).filter(Boolean))
    .pipe(z.array(z.string().regex(/^\d{2,6}$/, 'Pincodes or their first digits (2 to 6 digits), separated by commas')).max(200, 'At most 200')),
});
export type CashOnDeliveryFormInput = z.input<typeof CashOnDeliveryFormSchema>;
export type CashOnDeliveryFormOutput = z.output<typeof CashOnDeliveryFormSchema>;

export const AreaFormSchema = ServiceAreaWriteSchema.extend({
  zone: z.string().trim().min(1, 'Zone is required').max(60),
  fee: numberPipe(RupeesSchema, 'Enter the fee (0 for none)'),
  isActive: z.boolean(),
});
export type AreaFormInput = z.input<typeof AreaFormSchema>;
export type AreaFormOutput = z.output<typeof AreaFormSchema>;
export const AREA_FIELDS = ['prefix', 'zone', 'city', 'fee', 'isActive'] as const;

export const SlotFormSchema = DeliverySlotWriteSchema.extend({
  name: z.string().trim().min(1, 'Name is required').max(60),
  fee: numberPipe(RupeesSchema, 'Enter the fee (0 for none)'),
  capacity: numberPipe(z.number().int('Whole orders').min(1, 'At least 1 order').max(10_000, 'At most 10000')),
  sortOrder: numberPipe(z.number().int('A whole number').min(0, 'Must not be negative').max(1000, 'At most 1000')),
  isActive: z.boolean(),
}).refine((s) => s.kind === 'midnight' || s.endTime === '00:00' || s.startTime < s.endTime, { message: 'Must end after it starts', path: ['endTime'] });
export type SlotFormInput = z.input<typeof SlotFormSchema>;
export type SlotFormOutput = z.output<typeof SlotFormSchema>;
export const SLOT_FIELDS = ['name', 'hi.name', 'kind', 'startTime', 'endTime', 'fee', 'capacity', 'sortOrder', 'isActive'] as const;

export const SLOT_KIND_LABELS = {
  standard: 'Standard (within hours)',
  fixed: 'Fixed time',
  midnight: 'Midnight',
} as const;

/** Weddings and events' section: the advance share and the cancellation policy. */
export const EventSettingsFormSchema = z
  .object({
    eventAdvancePercent: numberPipe(settings.eventAdvancePercent),
    fullRefundDays: numberPipe(z.number().int('A whole number').min(0, 'Must not be negative').max(365, 'At most 365 days')),
    partialRefundDays: numberPipe(z.number().int('A whole number').min(0, 'Must not be negative').max(365, 'At most 365 days')),
    partialRefundPercent: numberPipe(z.number().int('A whole number').min(0, 'Must not be negative').max(100, 'At most 100 %')),
  })
  .refine((p) => p.partialRefundDays <= p.fullRefundDays, {
    message: 'The partial refund starts nearer the event than the full one',
    path: ['partialRefundDays'],
  });
export type EventSettingsFormValues = z.infer<typeof EventSettingsFormSchema>;
