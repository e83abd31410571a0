// The storefront's pages without data of their own: what their <head> says. Their content is the
// components' own; the shell's categories are loaded for every page.
import type { LoadServerPage } from '../lib/server-render';
import { SHOP } from '../lib/shop-info';
import { shopJsonLd } from '../lib/structured-data';

const page =
  (title: string, path: string, description: string, withShop = false): LoadServerPage =>
  async ({ publicUrl }) => ({ head: { title, description, path, jsonLd: withShop ? [shopJsonLd(publicUrl)] : [] } });

export const STATIC_PAGES: Record<string, LoadServerPage> = {
  '/about': page(`About ${SHOP.name}`, '/about', `${SHOP.name} is a florist in Bengaluru: ${SHOP.tagline.toLowerCase()}. Who we are, how we work and where to find us.`, true),
  '/contact': page('Contact us', '/contact', `Questions about an order, a delivery or a special arrangement? Call ${SHOP.phone}, write to ${SHOP.email} or send us a message.`, true),
  '/terms': page('Terms of Service', '/terms', `The rules for ordering flowers and garlands from ${SHOP.name}, in plain words: orders, delivery, cancellations and refunds.`),
  '/privacy': page('Privacy Policy', '/privacy', `What ${SHOP.name} knows about you, why, and what you can do about it.`),
};
