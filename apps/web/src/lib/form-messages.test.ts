// Every complaint a customer's form can make is said in the page's language: a schema's own words
// are messages fieldMessage knows (so a Hindi page shows them in Hindi, from the form or from the
// server), and zod's own words come in Hindi through the Hindi pages' error map. Each schema is
// parsed with values meant to break it (nothing, empty, blank, short, too long, wrong types, two
// different passwords), and every message that comes out is looked at.
import type { z } from 'zod';
import {
  ChangePasswordBodySchema,
  CheckoutBodySchema,
  ContactBodySchema,
  CustomerCancelBodySchema,
  EventEnquiryBodySchema,
  QuoteChangeBodySchema,
  SubscribeBodySchema,
  SubscriptionAddressBodySchema,
  SubscriptionDaysOffBodySchema,
  ForgotPasswordBodySchema,
  GenerateDesignBodySchema,
  LoginBodySchema,
  NewsletterBodySchema,
  ProfileBodySchema,
  PromoApplyBodySchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  ReviewBodySchema,
  SavedAddressWriteSchema,
} from '@phoolwari/contracts';
import { hindiTestI18n, testI18n } from '../test/i18n';
import { LoginFormSchema, ResetPasswordFormSchema, SignupFormSchema } from '../features/auth/schemas';
import { AddressFormSchema, ChangePasswordFormSchema, ProfileFormSchema } from '../features/account/schemas';
import { ContactFormSchema } from '../features/content/contact-form-schema';
import { checkoutFormSchema } from '../features/checkout/lib/checkout-form';
import { FIELD_MESSAGES, fieldMessage } from './form-rules';
import { hindiZodError } from './zod-hindi';

/** The schemas of the customers' forms, and the contract bodies the server checks their answers with. */
const SCHEMAS: Record<string, z.ZodType> = {
  'sign-up form': SignupFormSchema,
  'login form': LoginFormSchema,
  'reset-password form': ResetPasswordFormSchema,
  'profile form': ProfileFormSchema,
  'change-password form': ChangePasswordFormSchema,
  'address form': AddressFormSchema,
  'contact form': ContactFormSchema,
  // Its own messages (slot, date, gift message) are made in the page's language.
  'checkout form (Hindi page)': checkoutFormSchema(200, hindiTestI18n),
  'register body': RegisterBodySchema,
  'login body': LoginBodySchema,
  'forgot-password body': ForgotPasswordBodySchema,
  'reset-password body': ResetPasswordBodySchema,
  'change-password body': ChangePasswordBodySchema,
  'profile body': ProfileBodySchema,
  'saved address body': SavedAddressWriteSchema,
  'checkout body': CheckoutBodySchema,
  'promo code body': PromoApplyBodySchema,
  'review body': ReviewBodySchema,
  'contact body': ContactBodySchema,
  'custom design body': GenerateDesignBodySchema,
  'cancellation body': CustomerCancelBodySchema,
  'newsletter body': NewsletterBodySchema,
  'event enquiry body': EventEnquiryBodySchema,
  'quote change body': QuoteChangeBodySchema,
  'subscribe body': SubscribeBodySchema,
  'subscription days-off body': SubscriptionDaysOffBodySchema,
  'subscription address body': SubscriptionAddressBodySchema,
};

type Def = { type: string; shape?: Record<string, z.ZodType>; innerType?: z.ZodType; in?: z.ZodType; element?: z.ZodType };
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

/** A value for the schema with every leaf given by `leaf` (its place in the object as a number). */
function fill(schema: z.ZodType, leaf: (n: number) => unknown, counter = { n: 0 }): unknown {
  const def = defOf(schema);
  if (def.type === 'object' && def.shape) return Object.fromEntries(Object.entries(def.shape).map(([key, child]) => [key, fill(child, leaf, counter)]));
  const inner = def.innerType ?? def.in;
  if (inner && ['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional', 'pipe', 'catch'].includes(def.type))
    return fill(inner, leaf, counter);
  if (def.type === 'array' && def.element) return [fill(def.element, leaf, counter)];
  return leaf(counter.n++);
}

const BAD_LEAVES: ((n: number) => unknown)[] = [
  () => undefined,
  () => null,
  () => '',
  () => '   ',
  () => 'x',
  () => 'abc',
  (n) => `value ${n}`,
  () => 'x'.repeat(50),
  () => 'x'.repeat(300),
  () => 'x'.repeat(5000),
  () => 0,
  () => -1,
  () => 1.5,
  () => 6,
  () => 1e12,
  () => true,
  () => ({}),
  () => [],
];

function badValues(schema: z.ZodType): unknown[] {
  return [undefined, null, {}, 'text', 42, ...BAD_LEAVES.map((leaf) => fill(schema, leaf))];
}

interface Complaint {
  english: string;
  hindi: string;
}

/** Every complaint the schema makes about the bad values, as said on an English and a Hindi page. */
async function complaints(schema: z.ZodType): Promise<Complaint[]> {
  const found: Complaint[] = [];
  for (const value of badValues(schema)) {
    const english = await schema.safeParseAsync(value);
    const hindi = await schema.safeParseAsync(value, { error: hindiZodError });
    if (english.success || hindi.success) continue;
    expect(hindi.error.issues.length).toBe(english.error.issues.length);
    english.error.issues.forEach((issue, i) => found.push({ english: issue.message, hindi: hindi.error.issues[i]!.message }));
  }
  return found;
}

const devanagari = /[\u0900-\u097F]/;

describe('the messages of the customers\u2019 forms', () => {
  it.each(Object.entries(SCHEMAS))('the %s says each of its own messages in Hindi too, and zod\u2019s in Hindi', async (_, schema) => {
    const found = await complaints(schema);
    expect(found.length).toBeGreaterThan(0);
    const unknown = new Set<string>();
    const englishDefaults = new Set<string>();
    for (const { english, hindi } of found) {
      // zod's own words: the Hindi page's error map said them otherwise, and in Devanagari.
      if (english !== hindi) {
        if (!devanagari.test(hindi)) englishDefaults.add(`${english} → ${hindi}`);
        continue;
      }
      // The schema's own words: already the page's language, or a message fieldMessage knows.
      if (devanagari.test(english)) continue;
      if (!(english in FIELD_MESSAGES)) unknown.add(english);
    }
    expect([...unknown]).toEqual([]);
    expect([...englishDefaults]).toEqual([]);
  });

  it('says every known message in Hindi on a Hindi page and in English on an English one', () => {
    for (const english of Object.keys(FIELD_MESSAGES)) {
      expect(fieldMessage(english, testI18n)).toBe(english);
      expect(fieldMessage(english, hindiTestI18n)).toMatch(devanagari);
    }
  });
});
