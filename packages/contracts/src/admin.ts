// The admin panel's own calls: image uploads, the customer list with disable/enable, the admin
// product list (inactive categories included) and the health report the Settings tab shows.
// Answer schemas carry no transforms: Fastify's response serialiser cannot run them.
import { z } from 'zod';
import { RoleSchema } from './auth';
import { IdSchema, queryInt } from './common';
import { ProductListAnswerSchema, ProductListQuerySchema } from './catalog';

// ---- Uploads: POST /api/upload/multiple (multipart, repeated `files`, admin only) ----

/** Largest file accepted per upload (413 'Image is too large (max 10 MB)' above it). */
export const UPLOAD_MAX_FILE_BYTES = 10 * 1024 * 1024;
/** Most files accepted in one request. */
export const UPLOAD_MAX_FILES = 8;
/** Raster formats the server decodes; anything else (SVG, PDF, HEIC, scripts) is refused with 400. */
export const UPLOAD_ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
/**
 * Widths stored for every image, largest first. `publicUrl` is the largest (`<name>.webp`); each
 * smaller one sits beside it as `<name>-<width>.webp`, so a srcset can be built from the URL alone.
 * Images are never upscaled: a narrow original keeps its width in every file.
 */
export const IMAGE_WIDTHS = [800, 400] as const;

export const UploadedImageSchema = z.object({
  publicUrl: z.string(),
  /** Real pixel widths of the stored files, in IMAGE_WIDTHS order (smaller than nominal when the original was narrow). */
  widths: z.array(z.number().int()).optional(),
  /** Size of the `publicUrl` file, so pages can reserve the space before it loads. */
  width: z.number().int().optional(),
  height: z.number().int().optional(),
});
export type UploadedImage = z.infer<typeof UploadedImageSchema>;

export const UploadAnswerSchema = z.object({ data: z.array(UploadedImageSchema) });
export type UploadAnswer = z.infer<typeof UploadAnswerSchema>;

// ---- Customers: GET /api/admin/users, PATCH /api/admin/users/:id/status ----

export const AdminUserListQuerySchema = z.object({
  /** Matches name, e-mail or phone, case-insensitively. */
  search: z.string().trim().max(100, 'Search is too long').optional(),
  page: queryInt(1, 10_000).default(1),
  limit: queryInt(1, 100).default(20),
});
export type AdminUserListQuery = z.infer<typeof AdminUserListQuerySchema>;

export const AdminUserSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: RoleSchema,
  createdAt: z.string(),
  disabled: z.boolean(),
  /** When the account was disabled (ISO), or null. */
  disabledAt: z.string().nullable(),
  /** Every order the customer placed, whatever its state. */
  orderCount: z.number().int(),
  /** Rupees, paid orders only (paymentStatus 'paid'). */
  totalSpent: z.number(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

/** Newest accounts first. */
export const AdminUserListAnswerSchema = z.object({
  users: z.array(AdminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  totalPages: z.number().int(),
});
export type AdminUserListAnswer = z.infer<typeof AdminUserListAnswerSchema>;

/** Disabling ends every session of the account at once; an admin cannot disable themself (409). */
export const UserStatusBodySchema = z.object({ disabled: z.boolean() });
export type UserStatusBody = z.infer<typeof UserStatusBodySchema>;
export const AdminUserAnswerSchema = z.object({ user: AdminUserSchema });
export type AdminUserAnswer = z.infer<typeof AdminUserAnswerSchema>;

// ---- Products: GET /api/admin/products (admin only, never cached) ----

/** The storefront's query; the admin list also includes products of inactive categories. */
export const AdminProductListQuerySchema = ProductListQuerySchema;
export type AdminProductListQuery = z.infer<typeof AdminProductListQuerySchema>;
export const AdminProductListAnswerSchema = ProductListAnswerSchema;

// ---- Health: GET /api/health (public; 503 when the database is down) ----

/** `not_configured`: the feature is off or uses its embedded default that has nothing to check. */
export const ComponentStatusSchema = z.enum(['up', 'down', 'not_configured']);
export type ComponentStatus = z.infer<typeof ComponentStatusSchema>;

export const HealthAnswerSchema = z.object({
  /** 'ok' when every configured component is up, else 'degraded'. */
  status: z.enum(['ok', 'degraded']),
  db: ComponentStatusSchema,
  redis: ComponentStatusSchema,
  imageGenerator: ComponentStatusSchema,
  payments: ComponentStatusSchema,
  mail: ComponentStatusSchema,
  storage: ComponentStatusSchema,
  /** What is behind each component; names and public addresses only, never keys or passwords. */
  details: z.object({
    database: z.enum(['pglite', 'postgres']),
    paymentProvider: z.enum(['razorpay', 'simulated']),
    storageDriver: z.enum(['disk', 's3']),
    /** Where stored images are served from: '/uploads' on disk, the bucket's public base URL on S3. */
    storagePublicBaseUrl: z.string(),
  }),
});
export type HealthAnswer = z.infer<typeof HealthAnswerSchema>;
