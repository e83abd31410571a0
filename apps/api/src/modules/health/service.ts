// The health report: what each outside dependency is and whether it answers. Public (load balancers
// and the admin Settings tab read it), so it names providers and public URLs but never a secret.
import type { ComponentStatus, HealthAnswer } from '@phoolwari/contracts';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { ObjectStorage } from '../../platform/storage/storage';

/** A dependency that is switched on answers whether it is reachable; one that is off has no probe. */
type Probe = () => Promise<boolean>;

interface Deps {
  database: Database;
  payments: Config['payments']['provider'];
  storage: ObjectStorage;
  /** Optional dependencies: absent means 'not_configured' (in-process fan-out, offline drawing, outbox). */
  probes?: { redis?: Probe; imageGenerator?: Probe; mail?: Probe };
  /** How long a storage probe is reused: the endpoint is public, and on S3 each probe is a request to the bucket. */
  storageProbeMs?: number;
  now?: () => number;
}

const statusOf = async (probe: Probe | undefined): Promise<ComponentStatus> => {
  if (!probe) return 'not_configured';
  return (await probe().catch(() => false)) ? 'up' : 'down';
};

export function createHealthService({ database, payments, storage, probes = {}, storageProbeMs = 30_000, now = Date.now }: Deps) {
  let lastProbe: { at: number; up: Promise<boolean> } | undefined;
  const storageUp = () => {
    if (!lastProbe || now() - lastProbe.at > storageProbeMs) lastProbe = { at: now(), up: storage.check() };
    return lastProbe.up;
  };

  return {
    async report(): Promise<HealthAnswer> {
      const [dbUp, storeUp, redis, imageGenerator, mail] = await Promise.all([
        database.ping().catch(() => false),
        storageUp(),
        statusOf(probes.redis),
        statusOf(probes.imageGenerator),
        statusOf(probes.mail),
      ]);
      const answer: Omit<HealthAnswer, 'status'> = {
        db: dbUp ? 'up' : 'down',
        redis,
        imageGenerator,
        // Both gateways are ready once configured: config refuses Razorpay without its keys at boot.
        payments: 'up',
        mail,
        storage: storeUp ? 'up' : 'down',
        details: { database: database.kind, paymentProvider: payments, storageDriver: storage.driver, storagePublicBaseUrl: storage.publicBaseUrl },
      };
      const anyDown = [answer.db, answer.redis, answer.imageGenerator, answer.payments, answer.mail, answer.storage].includes('down');
      return { status: anyDown ? 'degraded' : 'ok', ...answer };
    },
  };
}
export type HealthService = ReturnType<typeof createHealthService>;
