// The public face of the freshness-claims module: what the app and other modules may use (its internals stay its own).
export { createFreshnessClaims, type FreshnessClaims } from './service';
export { freshnessClaimsPlugin, freshnessClaimsRoutes } from './plugin';
