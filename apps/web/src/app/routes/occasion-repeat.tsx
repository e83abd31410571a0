// The reminder's "order the same again" link, rendered in the browser.
import { browserPageLoader } from '../../i18n/load-messages';

// The page module itself, not the feature's index: the index's account section would bring the
// account forms' code into this route's reach (and split the storefront's shared form chunk).
export { OccasionRepeatPage as default } from '../../features/occasions/pages/occasion-repeat-page';
export { PageSpinner as HydrateFallback } from '../../components/spinner';
export const clientLoader = browserPageLoader(['occasions']);
