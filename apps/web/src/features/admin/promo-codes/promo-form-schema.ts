// The promo code form's rules, mirroring the contract's PromoCodeWriteSchema for what the form
// holds: number boxes (NaN when empty: 0 for the minimum order, "no limit" for the caps) and
// date-time boxes in the device's local time, sent as ISO instants.
import { z } from 'zod';
import { PromoKindSchema, RupeesSchema, type PromoCode } from '@phoolwari/contracts';

const emptyTo = <T>(value: T) => z.nan().transform(() => value);
const limit = z.union([emptyTo(null), z.number().int('A whole number').min(1, 'At least 1, or empty for no limit')]);

/** A datetime-local value ('2025-01-05T10:00', local time) as an ISO instant, or null when empty. */
const localDateTime = z.string().transform((value, ctx) => {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) {
    ctx.addIssue({ code: 'custom', message: 'Enter a date and time' });
    return z.NEVER;
  }
  return date.toISOString();
});

export const PromoFormSchema = z
  .object({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9_-]{3,24}$/, 'Use 3–24 letters, digits, - or _'),
    description: z.string().trim().max(200, 'At most 200 characters'),
    /** Always sent, so that emptying the field clears the Hindi description. */
    hi: z.object({ description: z.string().trim().max(200, 'At most 200 characters') }),
    kind: PromoKindSchema,
    value: z.number({ error: 'Enter the discount' }).positive('Must be more than 0'),
    minOrder: z.union([emptyTo(0), RupeesSchema]),
    maxDiscount: z.union([emptyTo(null), RupeesSchema]),
    validFrom: localDateTime,
    validTo: localDateTime,
    usageLimit: limit,
    perCustomerLimit: limit,
    isActive: z.boolean(),
  })
  .refine((p) => p.kind !== 'percent' || p.value <= 100, { message: 'A percentage is at most 100', path: ['value'] })
  // The server keeps whole percentages; 12.5 would silently become 13.
  .refine((p) => p.kind !== 'percent' || Number.isInteger(p.value), { message: 'A whole percentage', path: ['value'] })
  .refine((p) => p.kind !== 'flat' || RupeesSchema.safeParse(p.value).success, { message: 'Rupees with at most 2 decimals', path: ['value'] })
  .refine((p) => !p.validFrom || !p.validTo || p.validFrom < p.validTo, { message: 'Must end after it starts', path: ['validTo'] });
export type PromoFormInput = z.input<typeof PromoFormSchema>;
export type PromoFormOutput = z.output<typeof PromoFormSchema>;

export const PROMO_FIELDS = [
  'code',
  'description',
  'hi.description',
  'kind',
  'value',
  'minOrder',
  'maxDiscount',
  'validFrom',
  'validTo',
  'usageLimit',
  'perCustomerLimit',
  'isActive',
] as const;

/** An ISO instant as a datetime-local value in the device's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export const EMPTY_PROMO_FORM: PromoFormInput = {
  code: '',
  description: '',
  hi: { description: '' },
  kind: 'percent',
  value: 10,
  minOrder: 0,
  maxDiscount: NaN,
  validFrom: '',
  validTo: '',
  usageLimit: NaN,
  perCustomerLimit: NaN,
  isActive: true,
};

export function promoFormValues(p: PromoCode): PromoFormInput {
  return {
    code: p.code,
    description: p.description,
    hi: { description: p.hi?.description ?? '' },
    kind: p.kind,
    value: p.value,
    minOrder: p.minOrder,
    maxDiscount: p.maxDiscount ?? NaN,
    validFrom: toLocalInput(p.validFrom),
    validTo: toLocalInput(p.validTo),
    usageLimit: p.usageLimit ?? NaN,
    perCustomerLimit: p.perCustomerLimit ?? NaN,
    isActive: p.isActive,
  };
}
