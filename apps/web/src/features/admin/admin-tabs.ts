// The admin panel's sections (spec §2 Admin panel), in the order of the tab bar. `pending` is the
// honest line each panel shows until its feature is built: no sample figures, no made-up orders.
export const ADMIN_TABS = [
  {
    id: 'dashboard',
    label: 'Dashboard',
    pending: 'The dashboard will show live counts of users, products, orders, categories and revenue, with the latest orders, once the reporting feature is built. Until then it shows nothing rather than sample figures.',
  },
  {
    id: 'orders',
    label: 'Orders',
    pending: 'Order management — viewing orders and moving them through confirmed, shipped and delivered — arrives with the orders feature.',
  },
  {
    id: 'custom-orders',
    label: 'Custom Orders',
    pending: "Reviewing customers' custom designs — approving, rejecting and turning them into products — arrives with the custom designs feature.",
  },
  {
    id: 'products',
    label: 'Products',
    pending: 'Adding, editing and removing products arrives with the catalogue management feature.',
  },
  {
    id: 'categories',
    label: 'Categories',
    pending: 'Adding, editing, hiding and removing categories arrives with the catalogue management feature.',
  },
  {
    id: 'users',
    label: 'Users',
    pending: 'The list of customer and staff accounts arrives with its own feature.',
  },
  {
    id: 'settings',
    label: 'Settings',
    pending: 'Shop settings and the status of the image, payment and real-time services arrive with their own feature.',
  },
] as const;

export type AdminTabId = (typeof ADMIN_TABS)[number]['id'];

export function isAdminTabId(value: string | null): value is AdminTabId {
  return ADMIN_TABS.some((t) => t.id === value);
}
