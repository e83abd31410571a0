// The one source of truth for the shop's facts shown on screen (header, footer, static pages).
// The spec gave two sets of business hours; the footer's set is used everywhere.
// The English facts stay plain strings (search engines' structured data reads them); what a page
// shows in the visitor's language comes from SHOP_TEXT and each opening's `label`/`timeLabel`.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const SHOP = {
  name: 'Phoolwari',
  tagline: 'Fresh flowers & garlands, delivered within hours',
  phone: '+91 98765 43210',
  phoneHref: 'tel:+919876543210',
  email: 'hello@phoolwari.example',
  address: '12 Phool Mandi Road, Bengaluru, Karnataka 560002',
  /** The same address in parts, for search engines (JSON-LD). */
  postalAddress: { streetAddress: '12 Phool Mandi Road', addressLocality: 'Bengaluru', addressRegion: 'Karnataka', postalCode: '560002' },
  hours: [
    openDuring(
      'Monday – Saturday',
      ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
      '08:00',
      '21:00',
      msg`Monday – Saturday`,
      msg`8:00 AM – 9:00 PM`,
    ),
    openDuring('Sunday', ['Sunday'], '09:00', '18:00', msg`Sunday`, msg`9:00 AM – 6:00 PM`),
  ],
  /** How long a local delivery takes; where the shop delivers is its delivery areas' (GET /api/shop/policies). */
  delivery: { local: '2-4 hours' },
  /** The demo promo code the seed creates (apps/api/src/seed/shop-setup.ts DEMO_PROMO). */
  promo: 'Use PHOOL10 for 10% off orders above ₹499',
  termsNoticeDays: 30,
  minimumAge: 13,
  social: [
    { name: 'Instagram', href: 'https://instagram.com/' },
    { name: 'Facebook', href: 'https://facebook.com/' },
    { name: 'WhatsApp', href: 'https://wa.me/919876543210' },
  ],
} as const;

/** Opening hours as the footer shows them ("8:00 AM – 9:00 PM") and as search engines read them. */
function openDuring(days: string, dayOfWeek: string[], opens: string, closes: string, label: MessageDescriptor, timeLabel: MessageDescriptor) {
  const clock = (hhmm: string) => {
    const [h = 0, m = 0] = hhmm.split(':').map(Number);
    return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
  };
  return { days, time: `${clock(opens)} – ${clock(closes)}`, dayOfWeek, opens, closes, label, timeLabel };
}

/** The shop's words in the page's language: render with `t(SHOP_TEXT.tagline)` or `i18n._(…)`. */
export const SHOP_TEXT = {
  tagline: msg`Fresh flowers & garlands, delivered within hours`,
  /** How long a local delivery takes (SHOP.delivery.local). */
  localDelivery: msg`2-4 hours`,
  promo: msg`Use PHOOL10 for 10% off orders above ₹499`,
  address: msg`12 Phool Mandi Road, Bengaluru, Karnataka 560002`,
} as const;
