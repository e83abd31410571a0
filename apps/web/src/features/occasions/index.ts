// What the pages use of occasions: the account's list, the reminder links' pages. The offer after
// an order is loaded lazily from components/occasion-offer.tsx by the page that shows it.
export { OccasionsSection } from './components/occasions-section';
export { OccasionRepeatPage } from './pages/occasion-repeat-page';
export { OccasionStopPage } from './pages/occasion-stop-page';
