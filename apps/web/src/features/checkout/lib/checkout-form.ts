// The checkout form's schema: the contract's CheckoutBodySchema, with a forgiving phone field
// ("+91 98765-43210" is accepted as 9876543210), the shop's own gift-message limit, and plain
// messages for the choices (slot, date) rather than "Invalid id".
import { z } from 'zod';
import { CheckoutBodySchema, PhoneSchema, ShippingAddressSchema, SubstitutionSchema, type CheckoutBody, type SavedAddress, type User } from '@phoolwari/contracts';
// The sign-up form's phone clean-up, so both forms accept the same ways of typing a number.
import { normalizePhone } from '../../../lib/form-rules';

const phoneField = z.string().transform(normalizePhone).pipe(PhoneSchema);

export function checkoutFormSchema(giftMessageLimit: number) {
  return CheckoutBodySchema.extend({
    shippingAddress: ShippingAddressSchema.extend({ phone: phoneField }),
    deliveryDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a delivery date'),
    slotId: z.string().regex(/^[0-9a-f]{24}$/, 'Choose a delivery slot'),
    recipient: CheckoutBodySchema.shape.recipient.extend({ phone: phoneField }),
    giftMessage: z.string().trim().max(giftMessageLimit, `Keep the gift message within ${giftMessageLimit} characters`),
    anonymousSender: z.boolean(),
    // Radio buttons hold strings, '' until the customer answers.
    substitution: SubstitutionSchema.extend({
      allowed: z
        .string()
        .refine((answer) => answer === 'yes' || answer === 'no', 'Choose whether we may substitute flowers')
        .transform((answer) => answer === 'yes'),
    }),
  });
}

export type CheckoutFormInput = z.input<ReturnType<typeof checkoutFormSchema>>;
export type CheckoutFormOutput = z.output<ReturnType<typeof checkoutFormSchema>>;

/** Field paths the server may name in errors[].path, so its messages land on the right field. */
export const CHECKOUT_FIELDS = [
  'shippingAddress.name',
  'shippingAddress.street',
  'shippingAddress.city',
  'shippingAddress.state',
  'shippingAddress.pincode',
  'shippingAddress.phone',
  'deliveryDate',
  'slotId',
  'recipient.name',
  'recipient.phone',
  'giftMessage',
  'substitution.allowed',
  'substitution.avoid',
] as const;

/** The sender's name and mobile number start as the account's; the rest is typed. */
export function checkoutDefaults(user: Pick<User, 'name' | 'phone'>, deliveryDate: string): CheckoutFormInput {
  return {
    shippingAddress: { name: user.name, street: '', city: '', state: '', pincode: '', country: 'India', phone: user.phone },
    deliveryDate,
    slotId: '',
    recipient: { name: '', phone: '' },
    giftMessage: '',
    anonymousSender: false,
    // No answer is assumed for the customer: the florist wants their own choice.
    substitution: { allowed: '', avoid: '' },
  };
}

export function toCheckoutBody(values: CheckoutFormOutput): CheckoutBody {
  const { allowed, avoid } = values.substitution;
  // A "never use" note typed before choosing "No substitutes" is not meant any more.
  return { ...values, shippingAddress: { ...values.shippingAddress, country: 'India' }, substitution: { allowed, avoid: allowed ? avoid : '' } };
}

const PART_WORDS: Record<string, string> = {
  'shippingAddress.name': 'your name',
  'shippingAddress.phone': 'your mobile number',
  'shippingAddress.street': 'your address',
  'shippingAddress.city': 'your address',
  'shippingAddress.state': 'your address',
  'shippingAddress.pincode': 'a 6-digit pincode',
  deliveryDate: 'a delivery date',
  slotId: 'a delivery slot',
  'recipient.name': "the recipient's name",
  'recipient.phone': "the recipient's mobile number",
  giftMessage: 'a shorter gift message',
  'substitution.allowed': 'whether we may substitute flowers',
  'substitution.avoid': 'a shorter "never use" note',
};

/** What is still missing, in words, from the schema's complaints about the current values. */
export function missingParts(issues: readonly { path: readonly PropertyKey[] }[]): string[] {
  const parts = new Set<string>();
  for (const issue of issues) {
    const words = PART_WORDS[issue.path.map(String).join('.')];
    if (words) parts.add(words);
  }
  // Both halves of the recipient read better as one.
  if (parts.has("the recipient's name") && parts.has("the recipient's mobile number")) {
    parts.delete("the recipient's mobile number");
    return [...parts].map((p) => (p === "the recipient's name" ? "the recipient's name and mobile number" : p));
  }
  return [...parts];
}

/** The address fields a saved address fills (country is always India). */
export const ADDRESS_FIELDS = ['name', 'phone', 'street', 'city', 'state', 'pincode'] as const;
type AddressValues = Partial<Record<(typeof ADDRESS_FIELDS)[number], string>>;

/** Nothing typed yet where the address goes (name and phone start as the account's). */
export function isAddressEmpty(values: AddressValues | undefined): boolean {
  return !values || (['street', 'city', 'state', 'pincode'] as const).every((f) => !values[f]?.trim());
}

/** The saved address the form's fields currently hold, if one does. */
export function matchingAddress(addresses: readonly SavedAddress[], values: AddressValues | undefined): SavedAddress | undefined {
  if (!values) return undefined;
  return addresses.find((a) => ADDRESS_FIELDS.every((f) => (values[f] ?? '').trim() === a[f]));
}
