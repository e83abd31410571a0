// The one source of truth for the shop's facts shown on screen (header, footer, static pages).
// The spec gave two sets of business hours; the footer's set is used everywhere.
export const SHOP = {
  name: 'Phoolwari',
  tagline: 'Fresh flowers & garlands, delivered within hours',
  phone: '+91 98765 43210',
  phoneHref: 'tel:+919876543210',
  email: 'hello@phoolwari.example',
  address: '12 Phool Mandi Road, Bengaluru, Karnataka 560002',
  hours: [
    { days: 'Monday – Saturday', time: '8:00 AM – 9:00 PM' },
    { days: 'Sunday', time: '9:00 AM – 6:00 PM' },
  ],
  delivery: { local: '2-4 hours', outstation: '1-3 days' },
  /** The demo promo code the seed creates (apps/api/src/db/seed/shop-setup.ts DEMO_PROMO). */
  promo: 'Use PHOOL10 for 10% off orders above ₹499',
  returnsDays: 7,
  cancellationMinutes: 30,
  termsNoticeDays: 30,
  minimumAge: 13,
  paymentMethods: ['Credit and debit cards', 'UPI', 'Net banking', 'Cash on delivery'],
  social: [
    { name: 'Instagram', href: 'https://instagram.com/' },
    { name: 'Facebook', href: 'https://facebook.com/' },
    { name: 'WhatsApp', href: 'https://wa.me/919876543210' },
  ],
} as const;
