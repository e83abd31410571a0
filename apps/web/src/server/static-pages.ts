// The storefront's pages without data of their own: what their <head> says. Their content is the
// components' own; the shell's categories are loaded for every page.
import type { LoadServerPage } from '../lib/server-render';
import { loadShopPolicies } from '../lib/shop-policies';
import { SHOP } from '../lib/shop-info';
import { shopJsonLd } from '../lib/structured-data';

/** A fixed page's head; `statesPolicies` for the pages that say how to pay and cancel (read before rendering). */
const page =
  (title: string, path: string, description: string, { withShop = false, statesPolicies = false } = {}): LoadServerPage =>
  async ({ publicUrl, queryClient, reader }) => {
    if (statesPolicies) await loadShopPolicies(queryClient, reader);
    return { head: { title, description, path, jsonLd: withShop ? [shopJsonLd(publicUrl)] : [] } };
  };

export const STATIC_PAGES: Record<string, LoadServerPage> = {
  '/about': page(`About ${SHOP.name}`, '/about', `${SHOP.name} is a florist in Bengaluru: ${SHOP.tagline.toLowerCase()}. Who we are, how we work and where to find us.`, { withShop: true, statesPolicies: true }),
  '/contact': page('Contact us', '/contact', `Questions about an order, a delivery or a special arrangement? Call ${SHOP.phone}, write to ${SHOP.email} or send us a message.`, { withShop: true, statesPolicies: true }),
  '/terms': page('Terms of Service', '/terms', `The rules for ordering flowers and garlands from ${SHOP.name}, in plain words: orders, delivery, cancellations and refunds.`, { statesPolicies: true }),
  '/privacy': page('Privacy Policy', '/privacy', `What ${SHOP.name} knows about you, why, and what you can do about it.`),
};
