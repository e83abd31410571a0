// The approval form's rules (spec §5): name, description, price and category are required, each
// field naming itself as the product form's do ('Price is required'), the toast saying 'Please
// fill all required fields' once for the form; the price box's text is sent as a number of rupees; features and tags
// are typed comma-separated and sent as lists, trimmed, with empties and repeats dropped. The Hindi
// beside them is the product form's (optional, the same limits), always sent, empty when not written.
import { z } from 'zod';
import { ProductHindiWriteSchema, RupeesSchema, type ApproveCustomOrderBody, type ProductHindiWrite } from '@phoolwari/contracts';
import { splitCommaList } from '../lib/design-format';

export const REQUIRED_MESSAGE = 'Please fill all required fields';
/** Each required field's own message, under the field. */
export const FIELD_REQUIRED = {
  name: 'Name is required',
  description: 'Description is required',
  price: 'Price is required',
  category: 'Please select a category',
} as const;
const requiredMessages: ReadonlySet<string> = new Set(Object.values(FIELD_REQUIRED));
/** Whether a field's message is "this field is missing" (the form's toast then says so once). */
export const isRequiredMessage = (message: string | undefined) => message !== undefined && requiredMessages.has(message);
export const DEFAULT_CUSTOM_DELIVERY_TIME = '4-6 hours';

const required = (message: string, max: number) => z.string().trim().min(1, message).max(max, `At most ${max} characters`);

export const ApproveFormSchema = z.object({
  name: required(FIELD_REQUIRED.name, 120),
  description: required(FIELD_REQUIRED.description, 4000),
  price: z
    .string()
    .trim()
    .min(1, FIELD_REQUIRED.price)
    .transform(Number)
    .pipe(
      z
        .number()
        .refine(Number.isFinite, 'Enter the price in rupees, e.g. 1499')
        .pipe(RupeesSchema)
        .refine((n) => n > 0, 'Price must be more than zero'),
    ),
  category: z.string().min(1, FIELD_REQUIRED.category),
  deliveryTime: z
    .string()
    .trim()
    .max(60, 'At most 60 characters')
    .transform((v) => v || DEFAULT_CUSTOM_DELIVERY_TIME),
  features: z.string().transform(splitCommaList),
  tags: z.string().transform(splitCommaList),
  hi: ProductHindiWriteSchema,
  notes: z.string().trim().max(2000, 'At most 2000 characters'),
}) satisfies z.ZodType<ApproveCustomOrderBody, ApproveFormInput>;

export interface ApproveFormInput {
  name: string;
  description: string;
  price: string;
  category: string;
  deliveryTime: string;
  features: string;
  tags: string;
  hi: ProductHindiWrite;
  notes: string;
}
export type ApproveFormOutput = z.output<typeof ApproveFormSchema>;

export const EMPTY_APPROVE_FORM: ApproveFormInput = {
  name: '',
  description: '',
  price: '',
  category: '',
  deliveryTime: DEFAULT_CUSTOM_DELIVERY_TIME,
  features: '',
  tags: '',
  hi: { name: '', description: '', features: [], tags: [] },
  notes: '',
};

export const APPROVE_FIELDS = [
  'name',
  'description',
  'price',
  'category',
  'deliveryTime',
  'features',
  'tags',
  'hi.name',
  'hi.description',
  'hi.features',
  'hi.tags',
  'notes',
] as const;
