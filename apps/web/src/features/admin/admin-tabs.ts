// The admin panel's sections (spec §2 Admin panel), in the order of the tab bar, plus Promo codes,
// Inbox (contact messages, newsletter) and Reviews after Settings. `pending` is the honest line a
// panel shows until its feature is built: no sample figures, no made-up orders; a built panel has none.
const TAB_IDS = ['dashboard', 'orders', 'custom-orders', 'products', 'categories', 'users', 'settings', 'promo-codes', 'inbox', 'reviews'] as const;
export type AdminTabId = (typeof TAB_IDS)[number];

export interface AdminTab {
  id: AdminTabId;
  label: string;
  pending?: string;
}

export const ADMIN_TABS: readonly AdminTab[] = [
  { id: 'dashboard', label: 'Dashboard' },
  { id: 'orders', label: 'Orders' },
  {
    id: 'custom-orders',
    label: 'Custom Orders',
    pending: "Reviewing customers' custom designs — approving, rejecting and turning them into products — arrives with the custom designs feature.",
  },
  { id: 'products', label: 'Products' },
  { id: 'categories', label: 'Categories' },
  { id: 'users', label: 'Users' },
  { id: 'settings', label: 'Settings' },
  { id: 'promo-codes', label: 'Promo codes' },
  { id: 'inbox', label: 'Inbox' },
  { id: 'reviews', label: 'Reviews' },
];

export function isAdminTabId(value: string | null): value is AdminTabId {
  return TAB_IDS.some((id) => id === value);
}
