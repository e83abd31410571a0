// The API contract: every request and answer shape, imported by the API and the web app alike.
export * from './common';
export * from './auth';
export * from './catalog';
export * from './commerce';
export * from './admin';
export * from './order-desk';
export * from './order-moves';
export * from './custom-designs';
export * from './account';
export * from './content';
export * from './reviews';
export * from './payment-webhook';
