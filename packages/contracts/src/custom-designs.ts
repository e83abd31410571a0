// Custom designs (spec §7 Custom orders): a customer describes an arrangement, the shop draws it,
// the customer submits it, an admin approves it with the product's details and converts it into a
// product. Answer schemas carry no transforms: Fastify's response serialiser cannot run them.
import { z } from 'zod';
import { CategoryHindiSchema, ProductHindiSchema, ProductHindiWriteSchema, textList } from './catalog';

import { IdSchema, queryInt, RupeesSchema } from './common';
import { CUSTOM_ORDER_STATUSES, GALLERY_PAGE_SIZE, type CustomOrderStatus } from './storefront-values';

export const CustomOrderStatusSchema = z.enum(CUSTOM_ORDER_STATUSES);

/** The moves the server allows (DESIGN.md); anything else is 409 INVALID_STATE. Discard deletes a draft. */
export const CUSTOM_ORDER_MOVES: Record<CustomOrderStatus, readonly CustomOrderStatus[]> = {
  draft: ['pending_approval'],
  pending_approval: ['approved', 'rejected'],
  approved: ['converted_to_product'],
  rejected: [],
  converted_to_product: [],
};
export const canMoveCustomOrder = (from: CustomOrderStatus, to: CustomOrderStatus) => CUSTOM_ORDER_MOVES[from].includes(to);

export const PROMPT_MAX_LENGTH = 500;
export const PromptSchema = z
  .string({ error: 'Please enter a description' })
  .trim()
  .min(1, 'Please enter a description')
  .max(PROMPT_MAX_LENGTH, `Description must be at most ${PROMPT_MAX_LENGTH} characters`);

// ---- POST /api/custom-orders/generate ----
export const GenerateDesignBodySchema = z.object({ prompt: PromptSchema });
export type GenerateDesignBody = z.input<typeof GenerateDesignBodySchema>;

export const CustomOrderAdminDetailsSchema = z.object({
  name: z.string(),
  description: z.string(),
  price: z.number(),
  /** null when the category was deleted after approval. */
  category: z.object({ _id: IdSchema, name: z.string(), hi: CategoryHindiSchema.pick({ name: true }).optional() }).nullable(),
  deliveryTime: z.string(),
  features: z.array(z.string()),
  tags: z.array(z.string()),
  /** The Hindi staff wrote (only the fields written), as a product's: `localized` shows it on Hindi pages. */
  hi: ProductHindiSchema.optional(),
});

/**
 * One design. Public readers (the gallery, a detail page of an approved design) get `user: null`,
 * `notes: null` and `approvedBy: null`: the customer's name and e-mail, staff notes and which
 * staff member approved it are for the owner and staff.
 */
export const CustomOrderSchema = z.object({
  _id: IdSchema,
  /** Human-readable number, e.g. 'CD-261123-7KQ4'. */
  customOrderId: z.string(),
  user: z.object({ name: z.string(), email: z.string().nullable() }).nullable(),
  prompt: z.string(),
  generatedImage: z.string(),
  /** The picture was drawn offline because the image service failed or is off. */
  fallback: z.boolean(),
  fallbackReason: z.string().nullable(),
  /** 'openai' or 'procedural'. */
  generator: z.string(),
  status: CustomOrderStatusSchema,
  notes: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  approvedBy: z.object({ name: z.string() }).nullable(),
  approvedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  createdAt: z.string(),
  convertedProductId: z.object({ _id: IdSchema }).nullable(),
  adminDetails: CustomOrderAdminDetailsSchema.nullable(),
  /** The customer agreed that the shop may show this design in its public gallery once approved. */
  galleryConsent: z.boolean(),
});
export type CustomOrder = z.infer<typeof CustomOrderSchema>;

export const CustomOrderAnswerSchema = z.object({ customOrder: CustomOrderSchema });
export type CustomOrderAnswer = z.infer<typeof CustomOrderAnswerSchema>;
export const CustomOrdersAnswerSchema = z.object({ customOrders: z.array(CustomOrderSchema) });
export type CustomOrdersAnswer = z.infer<typeof CustomOrdersAnswerSchema>;

// ---- POST /api/custom-orders/:id/submit (the body may be omitted) ----
const GALLERY_CONSENT_ANSWER = 'Say yes or no to showing the design in the gallery';
export const SubmitCustomOrderBodySchema = z
  .object({
    /** Whether the design may be shown in the shop's public gallery once approved; left out, it may not. */
    galleryConsent: z.boolean({ error: GALLERY_CONSENT_ANSWER }).default(false),
  })
  .strict();
export type SubmitCustomOrderBody = z.input<typeof SubmitCustomOrderBodySchema>;
/** The request as the route reads it: a client that sends no body (Fastify reads it as null) gives no consent. */
export const SubmitCustomOrderRequestSchema = z.preprocess((body) => body ?? {}, SubmitCustomOrderBodySchema);

// ---- PUT /api/custom-orders/:id/gallery-consent (the owner changes their mind at any time) ----
export const GalleryConsentBodySchema = z.object({ galleryConsent: z.boolean({ error: GALLERY_CONSENT_ANSWER }) }).strict();
export type GalleryConsentBody = z.input<typeof GalleryConsentBodySchema>;

// ---- GET /api/custom-orders/approved?page&limit (public gallery: approved and converted) ----
export const GalleryQuerySchema = z.object({
  page: queryInt(1, 10_000).default(1),
  limit: queryInt(1, 48).default(GALLERY_PAGE_SIZE),
});
export const GalleryAnswerSchema = z.object({
  customOrders: z.array(CustomOrderSchema),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
});
export type GalleryAnswer = z.infer<typeof GalleryAnswerSchema>;

// ---- GET /api/custom-orders/admin/pending?status= (admin) ----
export const ADMIN_CUSTOM_ORDER_FILTERS = ['pending_approval', 'approved', 'rejected', 'converted_to_product'] as const;
export const AdminCustomOrdersQuerySchema = z.object({
  status: z.enum(ADMIN_CUSTOM_ORDER_FILTERS).default('pending_approval'),
});

// ---- PUT /api/custom-orders/admin/:id/approve (admin) ----
export const ApproveCustomOrderBodySchema = z.object({
  name: z.string({ error: 'Please fill all required fields' }).trim().min(1, 'Please fill all required fields').max(120),
  description: z.string({ error: 'Please fill all required fields' }).trim().min(1, 'Please fill all required fields').max(4000),
  price: RupeesSchema.refine((n) => n > 0, 'Price must be more than zero'),
  category: IdSchema,
  deliveryTime: z.string().trim().min(1).max(60).default('4-6 hours'),
  features: textList(20),
  tags: textList(20),
  /** Optional, as a product's: left out or empty, the Hindi pages show the English. */
  hi: ProductHindiWriteSchema.optional(),
  notes: z.string().trim().max(2000).default(''),
});
export type ApproveCustomOrderBody = z.input<typeof ApproveCustomOrderBodySchema>;

// ---- PUT /api/custom-orders/admin/:id/reject (admin) ----
export const RejectCustomOrderBodySchema = z.object({
  rejectionReason: z.string({ error: 'Please give a reason' }).trim().min(1, 'Please give a reason').max(1000),
});
export type RejectCustomOrderBody = z.input<typeof RejectCustomOrderBodySchema>;

// ---- POST /api/custom-orders/admin/:id/convert-to-product (admin; the body may be omitted) ----
export const DEFAULT_CONVERTED_STOCK = 10;
export const ConvertCustomOrderBodySchema = z.object({
  stock: z.number().int('Stock must be a whole number').min(0, 'Stock must not be negative').max(100_000).default(DEFAULT_CONVERTED_STOCK),
});
export type ConvertCustomOrderBody = z.input<typeof ConvertCustomOrderBodySchema>;
/** The request as the route reads it: the spec sends no body (Fastify reads a missing one as null), and then the default stock applies. */
export const ConvertCustomOrderRequestSchema = z.preprocess((body) => body ?? {}, ConvertCustomOrderBodySchema);
export const ConvertCustomOrderAnswerSchema = z.object({
  customOrder: CustomOrderSchema,
  product: z.object({ _id: IdSchema, name: z.string() }),
});
