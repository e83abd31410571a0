// The API contract: every request and answer shape, imported by the API and the web app alike,
// one file per capability (as apps/api/src/modules and apps/web/src/features are split).
export * from './addresses';
export * from './bench';
export * from './admin-users';
export * from './auth';
export * from './cart';
export * from './catalog';
export * from './checkout';
export * from './common';
export * from './contact';
export * from './custom-designs';
export * from './delivery';
export * from './gst';
export * from './health';
export * from './newsletter';
export * from './order-desk';
export * from './order-moves';
export * from './orders';
export * from './payment-webhook';
export * from './promos';
export * from './reviews';
export * from './riders';
export * from './shop-settings';
export * from './staff-roles';
export * from './uploads';
export * from './storefront-render';
export * from './storefront-values';
