// The admin's customer list with disable and enable.
import { z } from 'zod';
import { UserSchema } from './auth';
import { queryInt } from './common';

// ---- Customers: GET /api/admin/users, PATCH /api/admin/users/:id/status ----

export const AdminUserListQuerySchema = z.object({
  /** Matches name, e-mail or phone, case-insensitively. */
  search: z.string().trim().max(100, 'Search is too long').optional(),
  page: queryInt(1, 10_000).default(1),
  limit: queryInt(1, 100).default(20),
});
export type AdminUserListQuery = z.infer<typeof AdminUserListQuerySchema>;

/** An account as the admin's list shows it: the user, and what the shop knows of them. */
export const AdminUserSchema = UserSchema.extend({
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
export const AdminUserAnswerSchema = z.object({ user: AdminUserSchema });
export type AdminUserAnswer = z.infer<typeof AdminUserAnswerSchema>;
