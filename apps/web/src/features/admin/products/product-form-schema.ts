// The product form's rules (spec §5): the contract's ProductWriteSchema, with the number fields
// as the form reads them (valueAsNumber gives NaN for an empty box: 'required' for price and
// stock, 0 for the optional original price).
import { z } from 'zod';
import { GstRateSchema, HsnCodeSchema, ProductOptionWriteSchema, ProductWriteSchema, RupeesSchema, type Product } from '@phoolwari/contracts';

export const DEFAULT_DELIVERY_TIME = '2-4 hours';

const rupeesOrZero = z.union([z.nan().transform(() => 0), RupeesSchema]);

export const ProductFormSchema = ProductWriteSchema.extend({
  price: z.number({ error: 'Price is required' }).pipe(RupeesSchema),
  originalPrice: rupeesOrZero,
  stock: z.number({ error: 'Stock is required' }).int('Stock must be a whole number').min(0, 'Stock must not be negative').max(100_000, 'Stock is too large'),
  images: z.array(z.string()).max(12, 'At most 12 pictures'),
  tags: z.array(z.string()),
  features: z.array(z.string()),
  deliveryTime: z
    .string()
    .trim()
    .max(60)
    .transform((v) => v || DEFAULT_DELIVERY_TIME),
  featured: z.boolean(),
  isNewProduct: z.boolean(),
  isAddon: z.boolean(),
  hsnCode: HsnCodeSchema,
  // The select gives a string: '18' → 18.
  gstRate: z.coerce.number().pipe(GstRateSchema),
  // Always sent, so emptying a Hindi field clears it.
  hi: ProductWriteSchema.shape.hi.unwrap(),
  // Always sent too: removing the last size sells the product as one again.
  options: z
    .array(
      ProductOptionWriteSchema.extend({
        price: z.number({ error: 'Price is required' }).pipe(RupeesSchema),
        stock: z
          .number({ error: 'Stock is required' })
          .int('Stock must be a whole number')
          .min(0, 'Stock must not be negative')
          .max(100_000, 'Stock is too large'),
      }),
    )
    .max(12, 'At most 12 sizes')
    .refine((list) => new Set(list.map((o) => o.label.trim().toLowerCase())).size === list.length, 'Two sizes have the same label'),
  // The tick box and its length are one setting: unticked sends 0.
  personalisationMax: z.number({ error: 'Enter the longest message' }).int('Must be a whole number').min(0).max(120, 'Must be at most 120 characters'),
});
export type ProductFormInput = z.input<typeof ProductFormSchema>;
export type ProductFormOutput = z.output<typeof ProductFormSchema>;

/** Spec §3: price 0, originalPrice 0, stock 0, isNewProduct false, delivery '2-4 hours'. */
export const EMPTY_PRODUCT_FORM: ProductFormInput = {
  name: '',
  description: '',
  price: 0,
  originalPrice: 0,
  category: '',
  images: [],
  stock: 0,
  tags: [],
  features: [],
  deliveryTime: DEFAULT_DELIVERY_TIME,
  featured: false,
  isNewProduct: false,
  isAddon: false,
  // Fresh cut flowers: HSN 0603 at nil rate.
  hsnCode: '0603',
  gstRate: 0,
  hi: { name: '', description: '', features: [], tags: [] },
  options: [],
  personalisationMax: 0,
};

export function productFormValues(product: Product): ProductFormInput {
  return {
    name: product.name,
    description: product.description,
    price: product.price,
    originalPrice: product.originalPrice,
    category: product.category._id,
    images: [...product.images],
    stock: product.stock,
    tags: [...product.tags],
    features: [...product.features],
    deliveryTime: product.deliveryTime || DEFAULT_DELIVERY_TIME,
    featured: product.featured,
    isNewProduct: product.isNew,
    isAddon: product.isAddon,
    hsnCode: product.hsnCode,
    gstRate: product.gstRate,
    hi: {
      name: product.hi?.name ?? '',
      description: product.hi?.description ?? '',
      features: [...(product.hi?.features ?? [])],
      tags: [...(product.hi?.tags ?? [])],
    },
    options: product.options.map((o) => ({ _id: o._id, label: o.label, labelHi: o.hi?.label ?? '', price: o.price, stock: o.stock, sku: o.sku })),
    personalisationMax: product.personalisationMax,
  };
}

/** The fields a server error ({path}) can be shown on. */
export const PRODUCT_FIELDS = [
  'name',
  'description',
  'price',
  'originalPrice',
  'category',
  'images',
  'stock',
  'tags',
  'features',
  'deliveryTime',
  'hsnCode',
  'gstRate',
  'hi.name',
  'hi.description',
  'hi.features',
  'hi.tags',
  'options',
  'personalisationMax',
] as const;
