// Who may do what in the shop: the staff roles and one table of their permissions. The API enforces
// it (403 otherwise) and the admin panel reads it to show each person only what they may use. Plain
// values, no zod: the storefront's first load reads the signed-in role too.

export const STAFF_ROLES = ['owner', 'manager', 'desk', 'florist', 'rider'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const ROLES = ['customer', ...STAFF_ROLES] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  customer: 'Customer',
  owner: 'Owner',
  manager: 'Manager',
  desk: 'Order desk',
  florist: 'Florist',
  rider: 'Rider',
};

/** What a role is for, in the words the owner reads when choosing one. */
export const ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  owner: 'Everything, including staff, settings and the audit trail.',
  manager: 'Runs the shop: orders, refunds, prices and the catalogue, promotions, reviews. No staff or settings.',
  desk: 'Takes and moves orders, assigns riders, records cash, answers the inbox. No refunds, prices or revenue.',
  florist: "The bench: today's orders to prepare and their photos. No customers' contact details.",
  rider: 'My deliveries for today, with the recipient to call, and cash to collect.',
};

const OWNER_MANAGER = ['owner', 'manager'] as const;
const DESK = ['owner', 'manager', 'desk'] as const;

/** The one table of who may do what. */
export const STAFF_PERMISSIONS = {
  /** Revenue, refunded and cash figures on the dashboard. */
  'dashboard.revenue': OWNER_MANAGER,
  /** Products, prices, stock and categories; custom designs priced and turned into products. */
  'catalog.edit': OWNER_MANAGER,
  /** The order desk's lists and an order's details, with the customer's contact details. */
  'orders.read': DESK,
  /** Move an order along (preparing, out, delivered, failed) or cancel it. */
  'orders.move': DESK,
  /** Give deliveries to riders. */
  'orders.assign': DESK,
  'refunds.create': OWNER_MANAGER,
  /** Reports of the freshness promise: read them, answer with a replacement or a reply (a refund also needs refunds.create). */
  'claims.answer': DESK,
  /** Record cash collected or refused at the door from the desk (a rider records it on their own deliveries). */
  'cash.record': DESK,
  /** The florist's bench: today's orders to prepare, marked prepared with a photo. */
  'bench.use': ['owner', 'manager', 'florist'],
  /** The rider's day: the deliveries assigned to me, out, delivered or failed. */
  'deliveries.ride': ['rider'],
  'promos.manage': OWNER_MANAGER,
  'reviews.moderate': OWNER_MANAGER,
  'designs.review': OWNER_MANAGER,
  /** Customers' accounts: the list, disable and enable. */
  'customers.read': OWNER_MANAGER,
  'inbox.manage': DESK,
  /** Wedding and event enquiries, with the customer's contact details: read them and mark them contacted. */
  'events.manage': DESK,
  /** Pincodes, zones, slots and their capacity. */
  'delivery.manage': ['owner'],
  'settings.manage': ['owner'],
  'staff.manage': ['owner'],
  'audit.read': ['owner'],
  /** Background jobs and the system's health. */
  'jobs.manage': ['owner'],
  'reports.gst': OWNER_MANAGER,
} as const satisfies Record<string, readonly StaffRole[]>;
export type Permission = keyof typeof STAFF_PERMISSIONS;

export const isStaffRole = (role: string | undefined | null): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role ?? '');

export function can(role: Role | undefined | null, permission: Permission): boolean {
  return isStaffRole(role) && (STAFF_PERMISSIONS[permission] as readonly StaffRole[]).includes(role);
}
