// What the pages use of occasions: the account's list. The reminder links' pages
// (pages/occasion-repeat-page.tsx, pages/occasion-stop-page.tsx) are route modules' own, and the
// offer after an order (components/occasion-offer.tsx) is loaded lazily by My Orders: neither
// brings this section's form, and through it the account's, into their reach.
export { OccasionsSection } from './components/occasions-section';
