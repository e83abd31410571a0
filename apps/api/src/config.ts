// Every environment variable the server reads, parsed once at boot with zod. Nothing else reads
// process.env: the rest of the code receives a Config.
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const optionalUrl = (protocols: RegExp) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.url({ protocol: protocols }).optional());

/** The window of the public forms' limits (contact, newsletter). */
const FORMS_WINDOW_MINUTES = 10;

export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl(/^postgres(ql)?$/),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 7),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url())),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(1024 * 1024),
  // A request must arrive whole within this time (an 8 MB photo at 1 Mbit/s takes about 65 s), its
  // headers much sooner: a client trickling bytes cannot hold a connection open for minutes.
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(90_000),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  TRUST_PROXY: bool.default(false),
  SEED_DEMO: bool.default(true),
  SERVE_WEB: bool.default(true),
  WEB_DIST_DIR: z.string().optional(),
  WEB_SERVER_DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AUTH_MAX_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).default(30),
  AUTH_MAX_FAILURES_PER_EMAIL: z.coerce.number().int().min(1).default(10),
  AUTH_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  PAYMENT_PROVIDER: z.enum(['razorpay', 'simulated']).optional(),
  RAZORPAY_KEY_ID: z.string().trim().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().trim().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
  RAZORPAY_API_BASE_URL: z.url().default('https://api.razorpay.com/v1'),
  ALLOW_SIMULATED_PAYMENTS: bool.default(false),
  ORDER_EXPIRY_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  /** How long after paying a customer may cancel their own order (while it is not being prepared). 0 turns it off. */
  CANCELLATION_WINDOW_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60)
    .default(30),
  /** When to ask the gateway about a refund whose webhook has not come; each later ask waits twice as long. */
  REFUND_POLL_SECONDS: z.coerce
    .number()
    .min(0.5)
    .max(24 * 3600)
    .default(600),
  UNPAID_ORDERS_PER_IP: z.coerce.number().int().min(1).max(1_000_000).default(8),
  REDIS_URL: optionalUrl(/^rediss?$/),
  SMTP_URL: optionalUrl(/^smtps?$/),
  MAIL_FROM: z.string().trim().min(3).default('Phoolwari <orders@phoolwari.local>'),
  PUBLIC_URL: optionalUrl(/^https?$/),
  // Messages to phones: kept in the phone outbox unless a provider is configured.
  SMS_PROVIDER: z.enum(['twilio']).optional(),
  SMS_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.twilio.com'),
  SMS_ACCOUNT_SID: z.string().trim().min(1).optional(),
  SMS_AUTH_TOKEN: z.string().trim().min(1).optional(),
  SMS_SENDER: z.string().trim().min(1).optional(),
  SMS_CHANNEL: z.enum(['sms', 'whatsapp']).default('sms'),
  /** A demo shop without a phone provider: the sign-in page shows the one-time code itself. Refused in production. */
  DEMO_SHOW_SIGN_IN_CODE: bool.default(false),
  // Signing in with Google (OpenID Connect): shown only when both are set.
  GOOGLE_CLIENT_ID: z.string().trim().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().trim().min(1).optional(),
  /** The OpenID provider; Google's unless a test (or another provider speaking the same) says otherwise. */
  OIDC_ISSUER_URL: z.url({ protocol: /^https?$/ }).default('https://accounts.google.com'),
  CONTACT_NOTIFY_EMAIL: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .pipe(z.email().optional()),
  CONTACT_MAX_PER_IP: z.coerce.number().int().min(1).default(5),
  NEWSLETTER_MAX_PER_IP: z.coerce.number().int().min(1).default(10),
  /** Wedding and event enquiries (and their photo uploads, five each) allowed per IP in a window. */
  EVENT_ENQUIRY_MAX_PER_IP: z.coerce.number().int().min(1).default(5),
  STORAGE_DRIVER: z.enum(['disk', 's3']).optional(),
  S3_ENDPOINT: optionalUrl(/^https?$/),
  S3_BUCKET: z
    .string()
    .trim()
    .min(3)
    .max(63)
    .regex(/^[a-z0-9][a-z0-9.-]+[a-z0-9]$/, 'must be a valid bucket name')
    .optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  S3_PUBLIC_BASE_URL: optionalUrl(/^https?$/),
  IMAGE_PROVIDER: z.enum(['procedural', 'openai']).optional(),
  IMAGE_API_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.openai.com/v1'),
  IMAGE_API_KEY: z.string().trim().min(1).optional(),
  IMAGE_MODEL: z.string().trim().min(1).optional(),
  IMAGE_SIZE: z
    .string()
    .trim()
    .regex(/^(\d{2,4}x\d{2,4}|auto)$/, 'must look like 1024x1024 (or auto)')
    .default('1024x1024'),
  IMAGE_TIMEOUT_MS: z.coerce.number().int().min(1).max(300_000).default(60_000),
  CUSTOM_DESIGN_QUOTA_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(10),
  CUSTOM_DESIGN_MAX_CONCURRENT: z.coerce.number().int().min(1).max(100).default(2),
  // Background jobs: every instance runs workers unless told not to (e.g. a web-only instance).
  JOB_WORKERS: bool.default(true),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  // How often the idle worker of a job nobody waits on (schedules, a refund's later asks) asks.
  JOB_BACKGROUND_POLL_SECONDS: z.coerce.number().min(0.5).max(300).default(30),
  // How often expired claims (a dead instance's jobs) are looked for and put back in line.
  JOB_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  METRICS_TOKEN: z.string().trim().min(16, 'must be at least 16 characters').optional(),
  // How long a shared cache (nginx, a CDN) may answer public pages and catalogue reads without
  // asking the shop, and how long after that it may still answer them while it asks.
  CACHE_S_MAXAGE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 3600)
    .default(30),
  CACHE_STALE_WHILE_REVALIDATE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 3600)
    .default(300),
});
export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  dataDir: string;
  uploadsDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  jwtTtlHours: number;
  corsOrigins: string[];
  bodyLimit: number;
  /** How long a request (headers and body) and its headers alone may take to arrive. */
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  trustProxy: boolean;
  seedDemo: boolean;
  serveWeb: boolean;
  webDistDir: string;
  /** The web app's server build (React Router's), built beside the browser's (build/server). */
  webServerDistDir: string;
  logLevel: Env['LOG_LEVEL'];
  authLimits: { attemptsPerIp: number; failuresPerEmail: number; windowSeconds: number };
  payments:
    | { provider: 'razorpay'; keyId: string; keySecret: string; webhookSecret: string; apiBaseUrl: string }
    | { provider: 'simulated'; keySecret: string; webhookSecret: string };
  orderExpiryMinutes: number;
  cancellationWindowMinutes: number;
  refundPollSeconds: number;
  unpaidOrdersPerIp: number;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where messages to phones go: nowhere but the phone outbox, or a provider's HTTP API. */
  phone:
    | { provider: 'outbox'; channel: 'sms' | 'whatsapp' }
    | { provider: 'twilio'; channel: 'sms' | 'whatsapp'; apiUrl: string; accountSid: string; authToken: string; sender: string };
  /** A demo shop without a phone provider shows sign-in codes on screen (never in production). */
  demoShowSignInCode: boolean;
  /** Signing in with Google, when the owner has registered the shop with Google (an OAuth client). */
  google: { clientId: string; clientSecret: string; issuerUrl: string } | undefined;
  /** Where customers reach the shop, without a trailing slash: the base of every link in an e-mail. */
  publicUrl: string;
  /** Where a copy of each contact message goes, if anywhere (the inbox in the panel always has it). */
  contactNotifyEmail: string | undefined;
  /** Contact-form messages allowed per IP in a window. */
  contactLimits: { perIp: number; windowSeconds: number };
  /** Newsletter sign-ups allowed per IP in a window. */
  newsletterLimits: { perIp: number; windowSeconds: number };
  /** Event enquiries allowed per IP in a window; photo uploads get five times as many. */
  eventEnquiryLimits: { perIp: number; windowSeconds: number };
  storage:
    | { driver: 'disk' }
    | {
        driver: 's3';
        endpoint: string | undefined;
        bucket: string;
        region: string;
        /** Undefined: the AWS SDK's default chain (instance role, AWS_* variables) supplies them. */
        credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
        /** Where browsers fetch stored objects: `${publicBaseUrl}/${key}`; no trailing slash. */
        publicBaseUrl: string;
      };
  /** Where custom designs' pictures come from; `procedural` draws offline. */
  images: { generator: 'procedural' } | { generator: 'openai'; baseUrl: string; apiKey: string | undefined; model: string; size: string; timeoutMs: number };
  customDesigns: { quotaPerHour: number; maxConcurrent: number };
  jobs: { workers: boolean; pollSeconds: number; backgroundPollSeconds: number; maintenanceSeconds: number };
  /** How long SIGTERM waits for requests in flight and running jobs before exiting anyway. */
  shutdownGraceMs: number;
  /** Bearer token for /metrics; without one it answers only on this machine (loopback). */
  metricsToken: string | undefined;
  /** Cache-Control of public answers: a price change reaches customers within sMaxAge seconds. */
  httpCache: { sMaxAge: number; staleWhileRevalidate: number };
}

export class ConfigError extends Error {}

/** Reads `env` (process.env by default); throws a ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${String(i.path[0])}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET && e.DATABASE_URL) {
    // Several instances on one database must share a secret: a generated one would differ per host.
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET: required in production with DATABASE_URL');
  }
  const payments = paymentConfig(e, dataDir);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET ?? readOrCreateSecret(dataDir, 'jwt'),
    jwtTtlHours: e.JWT_TTL_HOURS,
    corsOrigins: e.CORS_ORIGINS,
    bodyLimit: e.BODY_LIMIT_BYTES,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    // Node checks the deadlines at an interval; never later than the headers' deadline.
    headersTimeoutMs: Math.min(e.HEADERS_TIMEOUT_MS, e.REQUEST_TIMEOUT_MS),
    trustProxy: e.TRUST_PROXY,
    seedDemo: e.SEED_DEMO,
    serveWeb: e.SERVE_WEB,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../web/build/client')),
    webServerDistDir: path.resolve(e.WEB_SERVER_DIST_DIR ?? path.join(import.meta.dirname, '../../web/build/server')),
    logLevel: e.LOG_LEVEL,
    authLimits: {
      attemptsPerIp: e.AUTH_MAX_ATTEMPTS_PER_IP,
      failuresPerEmail: e.AUTH_MAX_FAILURES_PER_EMAIL,
      windowSeconds: e.AUTH_WINDOW_MINUTES * 60,
    },
    payments,
    orderExpiryMinutes: e.ORDER_EXPIRY_MINUTES,
    cancellationWindowMinutes: e.CANCELLATION_WINDOW_MINUTES,
    refundPollSeconds: e.REFUND_POLL_SECONDS,
    unpaidOrdersPerIp: e.UNPAID_ORDERS_PER_IP,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    phone: phoneConfig(e),
    demoShowSignInCode: demoShowSignInCode(e),
    google: googleConfig(e),
    // Links in mail are never built from the request's Host header, which a client controls.
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    contactNotifyEmail: e.CONTACT_NOTIFY_EMAIL,
    contactLimits: { perIp: e.CONTACT_MAX_PER_IP, windowSeconds: FORMS_WINDOW_MINUTES * 60 },
    newsletterLimits: { perIp: e.NEWSLETTER_MAX_PER_IP, windowSeconds: FORMS_WINDOW_MINUTES * 60 },
    eventEnquiryLimits: { perIp: e.EVENT_ENQUIRY_MAX_PER_IP, windowSeconds: FORMS_WINDOW_MINUTES * 60 },
    storage: storageConfig(e),
    images: imagesConfig(e),
    customDesigns: { quotaPerHour: e.CUSTOM_DESIGN_QUOTA_PER_HOUR, maxConcurrent: e.CUSTOM_DESIGN_MAX_CONCURRENT },
    jobs: {
      workers: e.JOB_WORKERS,
      pollSeconds: e.JOB_POLL_SECONDS,
      backgroundPollSeconds: e.JOB_BACKGROUND_POLL_SECONDS,
      maintenanceSeconds: e.JOB_MAINTENANCE_SECONDS,
    },
    metricsToken: e.METRICS_TOKEN,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    httpCache: { sMaxAge: e.CACHE_S_MAXAGE_SECONDS, staleWhileRevalidate: e.CACHE_STALE_WHILE_REVALIDATE_SECONDS },
  };
}

/** Codes on screen hand an account to whoever types its number: a demo's convenience, never a real shop's. */
function demoShowSignInCode(e: Env): boolean {
  if (!e.DEMO_SHOW_SIGN_IN_CODE) return false;
  if (e.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration:\n  DEMO_SHOW_SIGN_IN_CODE: shows sign-in codes on screen, which anyone could use; it is refused in production',
    );
  }
  return true;
}

/** Google sign-in when both halves of the client are set; one without the other is a mistake, said at boot. */
function googleConfig(e: Env): Config['google'] {
  if (!e.GOOGLE_CLIENT_ID && !e.GOOGLE_CLIENT_SECRET) return undefined;
  if (!e.GOOGLE_CLIENT_ID || !e.GOOGLE_CLIENT_SECRET)
    throw new ConfigError(
      `Invalid configuration:\n  ${e.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'}: set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither`,
    );
  // Tokens from a provider reached over plain HTTP could be altered on the way: only a local test's fake may.
  if (e.NODE_ENV === 'production' && !e.OIDC_ISSUER_URL.startsWith('https:'))
    throw new ConfigError('Invalid configuration:\n  OIDC_ISSUER_URL: must be https in production');
  return { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuerUrl: e.OIDC_ISSUER_URL.replace(/\/+$/, '') };
}

/** A provider when asked for (SMS_PROVIDER) or when its credentials are set; else the phone outbox alone. */
function phoneConfig(e: Env): Config['phone'] {
  const provider = e.SMS_PROVIDER ?? (e.SMS_ACCOUNT_SID && e.SMS_AUTH_TOKEN ? 'twilio' : undefined);
  if (!provider) return { provider: 'outbox', channel: e.SMS_CHANNEL };
  const missing = (['SMS_ACCOUNT_SID', 'SMS_AUTH_TOKEN', 'SMS_SENDER'] as const).filter((k) => !e[k]);
  if (missing.length) throw new ConfigError(`Invalid configuration:\n${missing.map((k) => `  ${k}: required with SMS_PROVIDER=${provider}`).join('\n')}`);
  return {
    provider,
    channel: e.SMS_CHANNEL,
    apiUrl: e.SMS_API_URL.replace(/\/+$/, ''),
    accountSid: e.SMS_ACCOUNT_SID!,
    authToken: e.SMS_AUTH_TOKEN!,
    sender: e.SMS_SENDER!,
  };
}

/** S3 when asked for or when a bucket is set, else files under DATA_DIR/uploads. */
function storageConfig(e: Env): Config['storage'] {
  const driver = e.STORAGE_DRIVER ?? (e.S3_BUCKET ? 's3' : 'disk');
  if (driver === 'disk') return { driver };
  const problems: string[] = [];
  if (!e.S3_BUCKET) problems.push('  S3_BUCKET: required with STORAGE_DRIVER=s3');
  // Half a key pair is a typo, never an intent to use the SDK's default chain.
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
    problems.push('  S3_ACCESS_KEY_ID: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither');
  if (problems.length || !e.S3_BUCKET) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  const bucket = e.S3_BUCKET;
  const endpoint = e.S3_ENDPOINT?.replace(/\/+$/, '');
  // Path-style URLs on a custom endpoint (MinIO, R2, s3rver); AWS's own virtual-host URL otherwise.
  const defaultPublicBase = endpoint ? `${endpoint}/${bucket}` : `https://${bucket}.s3.${e.S3_REGION}.amazonaws.com`;
  return {
    driver,
    endpoint,
    bucket,
    region: e.S3_REGION,
    credentials: e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : undefined,
    publicBaseUrl: (e.S3_PUBLIC_BASE_URL ?? defaultPublicBase).replace(/\/+$/, ''),
  };
}

/**
 * An OpenAI-compatible images API when asked for (IMAGE_PROVIDER=openai) or when a key is set;
 * else the offline drawing. The model is always configuration: models get retired.
 */
function imagesConfig(e: Env): Config['images'] {
  const generator = e.IMAGE_PROVIDER ?? (e.IMAGE_API_KEY ? 'openai' : 'procedural');
  if (generator === 'procedural') return { generator };
  if (!e.IMAGE_MODEL)
    throw new ConfigError('Invalid configuration:\n  IMAGE_MODEL: required with IMAGE_PROVIDER=openai (e.g. the model your image service serves)');
  return {
    generator,
    baseUrl: e.IMAGE_API_BASE_URL.replace(/\/+$/, ''),
    apiKey: e.IMAGE_API_KEY,
    model: e.IMAGE_MODEL,
    size: e.IMAGE_SIZE,
    timeoutMs: e.IMAGE_TIMEOUT_MS,
  };
}

/** Razorpay when its keys are set (or asked for), else the simulated gateway, which production refuses unless allowed. */
function paymentConfig(e: Env, dataDir: string): Config['payments'] {
  const hasKeys = Boolean(e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET);
  const provider = e.PAYMENT_PROVIDER ?? (hasKeys ? 'razorpay' : 'simulated');
  if (provider === 'razorpay') {
    const missing = (['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const).filter((k) => !e[k]);
    if (missing.length) throw new ConfigError(`Invalid configuration:\n${missing.map((k) => `  ${k}: required with PAYMENT_PROVIDER=razorpay`).join('\n')}`);
    return {
      provider,
      keyId: e.RAZORPAY_KEY_ID!,
      keySecret: e.RAZORPAY_KEY_SECRET!,
      webhookSecret: e.RAZORPAY_WEBHOOK_SECRET!,
      apiBaseUrl: e.RAZORPAY_API_BASE_URL,
    };
  }
  if (e.NODE_ENV === 'production' && !e.ALLOW_SIMULATED_PAYMENTS) {
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENT_PROVIDER: the simulated gateway takes no real money; set the RAZORPAY_* keys, or ALLOW_SIMULATED_PAYMENTS=true for a demo',
    );
  }
  // Several instances share JWT_SECRET, and so the simulated gateway's keys derived from it: a
  // payment signed by one instance verifies on another. Without it each data folder keeps its own.
  const secret = (name: string) =>
    e.JWT_SECRET ? createHmac('sha256', e.JWT_SECRET).update(`simulated gateway: ${name}`).digest('base64url') : readOrCreateSecret(dataDir, name);
  return { provider, keySecret: secret('simulatedPayments'), webhookSecret: secret('simulatedWebhook') };
}

/** A secret generated on first boot and kept in DATA_DIR, so tokens survive a restart. */
function readOrCreateSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, 'secrets.json');
  const secrets: Record<string, string> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  if (!secrets[name]) {
    secrets[name] = randomBytes(48).toString('base64url');
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets[name];
}
