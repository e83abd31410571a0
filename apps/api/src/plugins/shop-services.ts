// The capabilities' services in one place, for the server's timers and for tests.
import type { StorefrontReader } from '@phoolwari/contracts';
import fp from 'fastify-plugin';
import type { CartService } from '../modules/cart';
import type { CatalogService } from '../modules/catalog';
import type { CheckoutService } from '../modules/checkout';
import type { RefundService } from '../modules/refunds';
import type { JobQueue } from '../platform/jobs/job-queue';
import type { Mailer } from '../platform/mail/mailer';
import type { PhoneChannel } from '../platform/phone/phone-outbox';
import type { Realtime } from '../platform/realtime';
import type { ObjectStorage } from '../platform/storage/storage';

export interface ShopServices {
  catalog: CatalogService;
  cart: CartService;
  checkout: CheckoutService;
  refunds: RefundService;
  storage: ObjectStorage;
  mailer: Mailer;
  phone: PhoneChannel;
  jobs: JobQueue;
  realtime: Realtime;
  /** What the server renderer of the storefront reads. */
  storefront: StorefrontReader;
}

declare module 'fastify' {
  interface FastifyInstance {
    shop: ShopServices;
  }
}

export default fp(
  async (app) => {
    const { catalog, cart, checkout, refunds, storage, mailer, phone, realtime, storefront, jobs } = app;
    app.decorate('shop', { catalog, cart, checkout, refunds, storage, mailer, phone, realtime, storefront, jobs });
  },
  { name: 'shop-services', dependencies: ['catalog', 'cart', 'checkout', 'refunds', 'phone', 'realtime', 'storefront'] },
);
