// The approval form's rules (spec §5): name, description, price and category are required ('Please
// fill all required fields'); the price box's text is sent as a number of rupees; features and tags
// are typed comma-separated and sent as lists, trimmed, with empties and repeats dropped.
import { z } from 'zod';
import { RupeesSchema, type ApproveCustomOrderBody } from '@phoolwari/contracts';
import { splitCommaList } from '../lib/design-format';

export const REQUIRED_MESSAGE = 'Please fill all required fields';
export const DEFAULT_CUSTOM_DELIVERY_TIME = '4-6 hours';

const required = (max: number) => z.string().trim().min(1, REQUIRED_MESSAGE).max(max, `At most ${max} characters`);

export const ApproveFormSchema = z.object({
  name: required(120),
  description: required(4000),
  price: z
    .string()
    .trim()
    .min(1, REQUIRED_MESSAGE)
    .transform(Number)
    .pipe(
      z
        .number()
        .refine(Number.isFinite, 'Enter the price in rupees, e.g. 1499')
        .pipe(RupeesSchema)
        .refine((n) => n > 0, 'Price must be more than zero'),
    ),
  category: z.string().min(1, REQUIRED_MESSAGE),
  deliveryTime: z
    .string()
    .trim()
    .max(60, 'At most 60 characters')
    .transform((v) => v || DEFAULT_CUSTOM_DELIVERY_TIME),
  features: z.string().transform(splitCommaList),
  tags: z.string().transform(splitCommaList),
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
  notes: '',
};

export const APPROVE_FIELDS = ['name', 'description', 'price', 'category', 'deliveryTime', 'features', 'tags', 'notes'] as const;
