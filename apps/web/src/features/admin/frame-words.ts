// The staff panel's frame (app/admin) in the page's language: a rider on /hi/admin reads their
// Hindi day inside a Hindi frame (the panel's name, Logout, the section menu and the tabs), not an
// English one. The frame itself sits outside the catalogues; its words live here, in the admin
// catalogue it loads.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const FRAME_WORDS = {
  adminPanel: msg`Admin Panel`,
  logout: msg`Logout`,
  section: msg`Section`,
  sections: msg`Admin sections`,
  checkingSession: msg`Checking your admin session…`,
} as const;

/** Each tab's label, by the tab's id (app/admin/admin-tabs.ts). */
export const TAB_LABELS: Record<string, MessageDescriptor> = {
  dashboard: msg`Dashboard`,
  orders: msg`Orders`,
  exceptions: msg`Exceptions`,
  bench: msg`Bench`,
  deliveries: msg`My deliveries`,
  'custom-orders': msg`Custom Orders`,
  products: msg`Products`,
  categories: msg`Categories`,
  users: msg`Users`,
  settings: msg`Settings`,
  'promo-codes': msg`Promo codes`,
  inbox: msg`Inbox`,
  events: msg`Events`,
  subscriptions: msg`Subscriptions`,
  reviews: msg`Reviews`,
  staff: msg`Staff`,
  audit: msg`Audit trail`,
};
