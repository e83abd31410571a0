// The admin panel's sections (spec §2 Admin panel), in the order of the tab bar, plus Promo codes,
// Inbox (contact messages, newsletter) and Reviews after Settings.
export type AdminTabId = 'dashboard' | 'orders' | 'custom-orders' | 'products' | 'categories' | 'users' | 'settings' | 'promo-codes' | 'inbox' | 'reviews';

export interface AdminTab {
  id: AdminTabId;
  label: string;
}

export const ADMIN_TABS: readonly AdminTab[] = [
  { id: 'dashboard', label: 'Dashboard' },
  { id: 'orders', label: 'Orders' },
  { id: 'custom-orders', label: 'Custom Orders' },
  { id: 'products', label: 'Products' },
  { id: 'categories', label: 'Categories' },
  { id: 'users', label: 'Users' },
  { id: 'settings', label: 'Settings' },
  { id: 'promo-codes', label: 'Promo codes' },
  { id: 'inbox', label: 'Inbox' },
  { id: 'reviews', label: 'Reviews' },
];
