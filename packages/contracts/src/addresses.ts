// A customer's saved delivery addresses, one of them the default checkout offers.
import { z } from 'zod';
import { ShippingAddressSchema } from './checkout';
import { IdSchema } from './common';

// ---- Saved addresses: GET, POST /api/account/addresses; PUT, DELETE /api/account/addresses/:id ----
export const MAX_SAVED_ADDRESSES = 10;

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
  isDefault: z.boolean(),
});
export type SavedAddress = z.infer<typeof SavedAddressSchema>;

export const SavedAddressWriteSchema = ShippingAddressSchema.extend({
  label: z.string().trim().min(1, 'Give the address a label').max(40).default('Home'),
  /** Making one address the default clears the flag on the others. */
  isDefault: z.boolean().default(false),
});
export type SavedAddressWrite = z.input<typeof SavedAddressWriteSchema>;

export const SavedAddressesAnswerSchema = z.object({ addresses: z.array(SavedAddressSchema) });
export type SavedAddressesAnswer = z.infer<typeof SavedAddressesAnswerSchema>;
export const SavedAddressAnswerSchema = z.object({ address: SavedAddressSchema });
export type SavedAddressAnswer = z.infer<typeof SavedAddressAnswerSchema>;
