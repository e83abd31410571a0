// A customer's saved delivery addresses, one of them the default checkout offers.
import { z } from 'zod';
import { ShippingAddressSchema } from './checkout';
import { IdSchema } from './common';

// ---- Saved addresses: GET, POST /api/account/addresses; PUT, DELETE /api/account/addresses/:id ----
export const MAX_SAVED_ADDRESSES = 10;

/** Who a saved address's recipient is to the customer: flowers mostly go to family in other cities. */
export const RECIPIENT_RELATIONS = [
  'mother',
  'father',
  'wife',
  'husband',
  'daughter',
  'son',
  'sister',
  'brother',
  'relative',
  'friend',
  'colleague',
  'other',
] as const;
export const RecipientRelationSchema = z.enum(RECIPIENT_RELATIONS, { error: 'Choose a relation from the list' });
export type RecipientRelation = z.infer<typeof RecipientRelationSchema>;

export const SavedAddressSchema = z.object({
  _id: IdSchema,
  label: z.string(),
  name: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  country: z.string(),
  phone: z.string(),
  /** Null when the customer has not said. */
  relation: RecipientRelationSchema.nullable(),
  isDefault: z.boolean(),
});
export type SavedAddress = z.infer<typeof SavedAddressSchema>;

export const SavedAddressWriteSchema = ShippingAddressSchema.extend({
  label: z.string().trim().min(1, 'Give the address a label').max(40).default('Home'),
  relation: RecipientRelationSchema.nullable().default(null),
  /** Making one address the default clears the flag on the others. */
  isDefault: z.boolean().default(false),
});
export type SavedAddressWrite = z.input<typeof SavedAddressWriteSchema>;

export const SavedAddressesAnswerSchema = z.object({ addresses: z.array(SavedAddressSchema) });
export type SavedAddressesAnswer = z.infer<typeof SavedAddressesAnswerSchema>;
export const SavedAddressAnswerSchema = z.object({ address: SavedAddressSchema });
export type SavedAddressAnswer = z.infer<typeof SavedAddressAnswerSchema>;
