// The checkout form's schema: the contract's CheckoutBodySchema, with a forgiving phone field
// ("+91 98765-43210" is accepted as 9876543210), the shop's own gift-message limit, and plain
// messages for the choices (slot, date) rather than "Invalid id".
import { z } from 'zod';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  CheckoutBodySchema,
  EmailSchema,
  PhoneSchema,
  SenderPhoneSchema,
  SUBSTITUTION_AVOID_MAX,
  ShippingAddressSchema,
  SubstitutionSchema,
  type CheckoutBody,
  type SavedAddress,
  type User,
} from '@phoolwari/contracts';
// The sign-up form's phone clean-up, so both forms accept the same ways of typing a number.
import { normalizePhone, requiredText } from '../../../lib/form-rules';
import type { FieldMessages } from '../../account';
import { companyField, COMPANY_PART_WORDS, companyDefaults } from '../../companies';

/** The recipient's stays an Indian mobile, whoever sends: the delivery partner calls it. */
const phoneField = z.string().transform(normalizePhone).pipe(PhoneSchema);
/** The sender may be abroad: an Indian mobile, or a number with its country code. */
const senderPhoneField = z.string().transform(normalizePhone).pipe(SenderPhoneSchema);

/**
 * The form's schema, its own messages in the page's language (the contract's: CHECKOUT_FIELD_MESSAGES).
 * A guest (no account) also gives an e-mail; their name and number are the sender's fields.
 */
export function checkoutFormSchema(giftMessageLimit: number, i18n: I18n, asGuest = false) {
  const guestEmail: z.ZodType<string, string> = asGuest ? EmailSchema : z.string();
  return CheckoutBodySchema.extend({
    shippingAddress: ShippingAddressSchema.extend({ phone: senderPhoneField }),
    deliveryDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, i18n._(msg`Choose a delivery date`)),
    slotId: z.string().regex(/^[0-9a-f]{24}$/, i18n._(msg`Choose a delivery slot`)),
    recipient: CheckoutBodySchema.shape.recipient.extend({ phone: phoneField }),
    giftMessage: z
      .string()
      .trim()
      .max(giftMessageLimit, i18n._(msg`Keep the gift message within ${giftMessageLimit} characters`)),
    anonymousSender: z.boolean(),
    // Radio buttons hold strings, '' until the customer answers.
    substitution: SubstitutionSchema.extend({
      allowed: z
        .string()
        .refine((answer) => answer === 'yes' || answer === 'no', i18n._(msg`Choose whether we may substitute flowers`))
        .transform((answer) => answer === 'yes'),
    }),
    company: companyField(i18n),
    guest: z.object({ email: guestEmail }),
  });
}

export type CheckoutFormInput = z.input<ReturnType<typeof checkoutFormSchema>>;
export type CheckoutFormOutput = z.output<ReturnType<typeof checkoutFormSchema>>;

/** Field paths the server may name in errors[].path, so its messages land on the right field. */
/* eslint-disable lingui/no-unlocalized-strings -- the form's field paths, not words */
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
  'company.legalName',
  'company.gstin',
  'guest.email',
] as const;
/* eslint-enable lingui/no-unlocalized-strings */

/** The sender's name and mobile number start as the account's (a guest's are typed); the rest is typed. */
export function checkoutDefaults(user: Pick<User, 'name' | 'phone'> | null, deliveryDate: string): CheckoutFormInput {
  return {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a form field's path or a data value, not words
    shippingAddress: { name: user?.name ?? '', street: '', city: '', state: '', pincode: '', country: 'India', phone: user?.phone ?? '' },
    deliveryDate,
    slotId: '',
    recipient: { name: '', phone: '' },
    giftMessage: '',
    anonymousSender: false,
    // No answer is assumed for the customer: the florist wants their own choice.
    substitution: { allowed: '', avoid: '' },
    company: companyDefaults,
    guest: { email: '' },
  };
}

/** The body checkout sends; a guest's carries who they are: the sender's name and number, and their e-mail. */
export function toCheckoutBody(values: CheckoutFormOutput, asGuest = false): CheckoutBody {
  const { allowed, avoid } = values.substitution;
  const { company, guest, ...rest } = values;
  // A "never use" note typed before choosing "No substitutes" is not meant any more.
  return {
    ...rest,
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a form field's path or a data value, not words
    shippingAddress: { ...values.shippingAddress, country: 'India' },
    substitution: { allowed, avoid: allowed ? avoid : '' },
    // A person's order sends no company at all (the server takes none as null).
    ...(company ? { company } : {}),
    ...(asGuest ? { guest: { name: values.shippingAddress.name, phone: values.shippingAddress.phone, email: guest.email } } : {}),
  };
}

/** What a field still needs, in words for the line under the Pay button ("To pay, add …"). */
// One descriptor for the address's three fields, so the list names the address once.
const YOUR_ADDRESS = msg`your address`;
const PART_WORDS: Record<string, MessageDescriptor> = {
  'shippingAddress.name': msg`your name`,
  'shippingAddress.phone': msg`your mobile number`,
  'shippingAddress.street': YOUR_ADDRESS,
  'shippingAddress.city': YOUR_ADDRESS,
  'shippingAddress.state': YOUR_ADDRESS,
  'shippingAddress.pincode': msg`a 6-digit pincode`,
  deliveryDate: msg`a delivery date`,
  slotId: msg`a delivery slot`,
  'recipient.name': msg`the recipient's name`,
  'recipient.phone': msg`the recipient's mobile number`,
  giftMessage: msg`a shorter gift message`,
  'substitution.allowed': msg`whether we may substitute flowers`,
  'substitution.avoid': msg`a shorter "never use" note`,
  'guest.email': msg`your e-mail`,
  ...COMPANY_PART_WORDS,
};
const RECIPIENT_BOTH = msg`the recipient's name and mobile number`;
export const UNSERVED_PINCODE_PART = msg`a pincode we deliver to`;
export const PROMO_PART = msg`a promo code that still applies (see your cart)`;

/** What is still missing, as messages, from the schema's complaints about the current values. */
export function missingParts(issues: readonly { path: readonly PropertyKey[] }[]): MessageDescriptor[] {
  const parts = new Set<MessageDescriptor>();
  for (const issue of issues) {
    const words = PART_WORDS[issue.path.map(String).join('.')];
    if (words) parts.add(words);
  }
  // Both halves of the recipient read better as one.
  const name = PART_WORDS['recipient.name']!;
  const phone = PART_WORDS['recipient.phone']!;
  if (parts.has(name) && parts.has(phone)) {
    parts.delete(phone);
    return [...parts].map((p) => (p === name ? RECIPIENT_BOTH : p));
  }
  return [...parts];
}

/** The contract's complaints about the address and the recipient, in the page's language. */
export const CHECKOUT_FIELD_MESSAGES: FieldMessages = {
  'shippingAddress.name': requiredText(msg`Name is required`),
  'shippingAddress.street': requiredText(msg`Street is required`),
  'shippingAddress.city': requiredText(msg`City is required`),
  'shippingAddress.state': requiredText(msg`State is required`),
  'shippingAddress.pincode': msg`Enter a 6-digit pincode`,
  'shippingAddress.phone': msg`Enter a 10-digit Indian mobile number, or a number abroad with its country code (+971…)`,
  'recipient.name': requiredText(msg`Recipient name is required`),
  // Said apart from the sender's rule: a sender abroad may type their own kind of number here.
  'recipient.phone': msg`The recipient’s number must be a 10-digit Indian mobile`,
  'substitution.avoid': msg`At most ${SUBSTITUTION_AVOID_MAX} characters`,
  'guest.email': msg`Enter a valid e-mail address`,
};

/** A saved address is a recipient: where their name, number and address go in the form (country is always India). */
/* eslint-disable lingui/no-unlocalized-strings -- the form's field paths, not words */
export const RECIPIENT_FORM_FIELDS = {
  name: 'recipient.name',
  phone: 'recipient.phone',
  street: 'shippingAddress.street',
  city: 'shippingAddress.city',
  state: 'shippingAddress.state',
  pincode: 'shippingAddress.pincode',
} as const;
/* eslint-enable lingui/no-unlocalized-strings */
type SavedField = keyof typeof RECIPIENT_FORM_FIELDS;
export type RecipientValues = Partial<Record<SavedField, string>>;

/** The saved-recipient parts of the form's values. */
export function recipientValues(
  values: { recipient?: Partial<CheckoutFormInput['recipient']>; shippingAddress?: Partial<CheckoutFormInput['shippingAddress']> } | undefined,
): RecipientValues {
  const { recipient, shippingAddress } = values ?? {};
  return {
    name: recipient?.name,
    phone: recipient?.phone,
    street: shippingAddress?.street,
    city: shippingAddress?.city,
    state: shippingAddress?.state,
    pincode: shippingAddress?.pincode,
  };
}

/** Nothing typed yet for the recipient or where they live. */
export function isRecipientEmpty(values: RecipientValues): boolean {
  return (Object.keys(RECIPIENT_FORM_FIELDS) as SavedField[]).every((f) => !values[f]?.trim());
}

/** The saved recipient the form's fields currently hold, if one does. */
export function matchingAddress(addresses: readonly SavedAddress[], values: RecipientValues): SavedAddress | undefined {
  return addresses.find((a) => (Object.keys(RECIPIENT_FORM_FIELDS) as SavedField[]).every((f) => (values[f] ?? '').trim() === a[f]));
}
