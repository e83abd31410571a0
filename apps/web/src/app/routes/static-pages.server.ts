// The storefront's pages without data of their own: what their <head> says, in the page's
// language. Their content is the components' own; the shell's categories are loaded for every page.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LoadServerPage } from '../../lib/route-loader';
import { serverPage } from '../../lib/server-page';
import { loadShopPolicies } from '../../lib/shop-policies';
import { SHOP } from '../../lib/shop-info';
import { shopJsonLd } from '../../lib/structured-data';

const shop = SHOP.name;
const phone = SHOP.phone;
const email = SHOP.email;

/** A fixed page's head; `statesPolicies` for the pages that say how to pay and cancel (read before rendering). */
const page =
  (title: MessageDescriptor, path: string, description: MessageDescriptor, { withShop = false, statesPolicies = false } = {}): LoadServerPage =>
  async ({ publicUrl, queryClient, reader, i18n }) => {
    if (statesPolicies) await loadShopPolicies(queryClient, reader);
    return { head: { title: i18n._(title), description: i18n._(description), path, jsonLd: withShop ? [shopJsonLd(publicUrl)] : [] } };
  };

const PAGES: Record<string, LoadServerPage> = {
  '/about': page(
    msg`About ${shop}`,
    '/about',
    msg`${shop} is a florist in Bengaluru: fresh flowers & garlands, delivered within hours. Who we are, how we work and where to find us.`,
    { withShop: true, statesPolicies: true },
  ),
  '/contact': page(
    msg`Contact us`,
    '/contact',
    msg`Questions about an order, a delivery or a special arrangement? Call ${phone}, write to ${email} or send us a message.`,
    { withShop: true, statesPolicies: true },
  ),
  '/events': page(
    msg`Weddings & events`,
    '/events',
    msg`Flowers for weddings, engagements, pujas, birthdays and corporate events by ${shop}: varmalas made to measure, mandap, car and stage decoration. Ask for a quote.`,
    { withShop: true },
  ),
  '/terms': page(
    msg`Terms of Service`,
    '/terms',
    msg`The rules for ordering flowers and garlands from ${shop}, in plain words: orders, delivery, cancellations and refunds.`,
    { statesPolicies: true },
  ),
  '/privacy': page(msg`Privacy Policy`, '/privacy', msg`What ${shop} knows about you, why, and what you can do about it.`),
};

export const STATIC_PAGES = Object.fromEntries(Object.entries(PAGES).map(([path, load]) => [path, serverPage(load)]));
