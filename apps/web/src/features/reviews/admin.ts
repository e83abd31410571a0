// Reviews in the admin panel: moderation.
export { ReviewsPanel } from './panels/reviews-panel';
