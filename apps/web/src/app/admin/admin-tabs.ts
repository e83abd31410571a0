// The admin panel's sections (spec §2 Admin panel), in the order of the tab bar, plus the florist's
// Exceptions (failed deliveries: who was told, who answered), Bench and the rider's My deliveries after Orders, and Promo codes, Inbox (contact messages,
// newsletter), Reviews, Staff and the audit trail after Settings. Each is
// shown only to roles with its permission (STAFF_PERMISSIONS in the contracts), which the API
// enforces again on every call.
import type { Permission } from '@phoolwari/contracts';

export type AdminTabId =
  | 'dashboard'
  | 'orders'
  | 'exceptions'
  | 'freshness'
  | 'bench'
  | 'deliveries'
  | 'custom-orders'
  | 'products'
  | 'categories'
  | 'users'
  | 'settings'
  | 'promo-codes'
  | 'inbox'
  | 'events'
  | 'subscriptions'
  | 'reviews'
  | 'staff'
  | 'audit';

export interface AdminTab {
  id: AdminTabId;
  label: string;
  permission: Permission;
}

export const ADMIN_TABS: readonly AdminTab[] = [
  { id: 'dashboard', label: 'Dashboard', permission: 'orders.read' },
  { id: 'orders', label: 'Orders', permission: 'orders.read' },
  { id: 'exceptions', label: 'Exceptions', permission: 'orders.read' },
  { id: 'freshness', label: 'Freshness reports', permission: 'claims.answer' },
  { id: 'subscriptions', label: 'Subscriptions', permission: 'orders.read' },
  { id: 'bench', label: 'Bench', permission: 'bench.use' },
  { id: 'deliveries', label: 'My deliveries', permission: 'deliveries.ride' },
  { id: 'custom-orders', label: 'Custom Orders', permission: 'designs.review' },
  { id: 'products', label: 'Products', permission: 'catalog.edit' },
  { id: 'categories', label: 'Categories', permission: 'catalog.edit' },
  { id: 'users', label: 'Users', permission: 'customers.read' },
  { id: 'settings', label: 'Settings', permission: 'settings.manage' },
  { id: 'promo-codes', label: 'Promo codes', permission: 'promos.manage' },
  { id: 'inbox', label: 'Inbox', permission: 'inbox.manage' },
  { id: 'events', label: 'Events', permission: 'events.manage' },
  { id: 'reviews', label: 'Reviews', permission: 'reviews.moderate' },
  { id: 'staff', label: 'Staff', permission: 'staff.manage' },
  { id: 'audit', label: 'Audit trail', permission: 'audit.read' },
];
