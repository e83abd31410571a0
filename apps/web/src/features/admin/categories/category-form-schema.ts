// The category form's rules (spec §5): name and description required, the image a URL (or one of
// the shop's own /uploads/ paths) or empty, sort order a whole number read as a number.
import { z } from 'zod';
import { CategoryHindiWriteSchema, CategoryWriteSchema, type Category } from '@phoolwari/contracts';

// The contract's image rule, with one message: its union reports a mismatch against '' first.
const imageUrl = z
  .string()
  .trim()
  .max(2000, 'At most 2000 characters')
  .refine((v) => v === '' || CategoryWriteSchema.shape.image.safeParse(v).success, 'Image must be a URL');

export const CategoryFormSchema = CategoryWriteSchema.extend({
  image: imageUrl,
  sortOrder: z
    .number({ error: 'Sort order must be a number' })
    .int('Sort order must be a whole number')
    .min(0, 'Sort order must not be negative')
    .max(10_000, 'Sort order is at most 10000'),
  isActive: z.boolean(),
  // Always sent, so emptying a Hindi field clears it.
  hi: CategoryHindiWriteSchema,
});
export type CategoryFormInput = z.input<typeof CategoryFormSchema>;
export type CategoryFormOutput = z.output<typeof CategoryFormSchema>;

/** Spec §9: a new category is active, sort order 0. */
export const EMPTY_CATEGORY_FORM: CategoryFormInput = { name: '', description: '', image: '', isActive: true, sortOrder: 0, hi: { name: '', description: '' } };

export function categoryFormValues(category: Category): CategoryFormInput {
  return {
    name: category.name,
    description: category.description,
    image: category.image,
    isActive: category.isActive,
    sortOrder: category.sortOrder,
    hi: { name: category.hi?.name ?? '', description: category.hi?.description ?? '' },
  };
}

export const CATEGORY_FIELDS = ['name', 'description', 'image', 'sortOrder', 'isActive', 'hi.name', 'hi.description'] as const;
