// Benchmark: a festival evening. Two instances of the shop (production mode, demo catalogue) on one
// PostgreSQL and one Redis with a local SMTP sink; simulated customers (EVENING_CUSTOMERS at once,
// EVENING_ORDERS in all) first sign in, then place paid orders as fast as they are answered: add to
// the cart, check out, pay with the simulated gateway (the browser's verify-payment, then the
// gateway's webhook, as Razorpay sends both). Then a burst of EVENING_BURST (1 000) confirmations
// queued at once.
//
// Printed: paid orders/s; CPU milliseconds per paid order across the instances (their user + system
// time from /proc), end to end with one sign-in per order and without it (a sign-in is scrypt at the
// shop's cost, about 90 ms of a core, and a real customer signs in once an evening, not once an
// order); SQL statements per paid order (counted by a small proxy between the instances and
// PostgreSQL: every simple query and every execute of the extended protocol); the median and p95
// delay from payment to the confirmation reaching the SMTP sink; mails/s while ordering and for the
// burst; 5xx answers. With EVENING_PROFILE=dir, each instance writes a CPU profile (node --cpu-prof)
// there on exit, and window.json the monotonic microseconds the sign-ins and orders ran between
// (scripts/bench/profile-summary.ts reads both). With EVENING_STATEMENTS=file, the ordering's
// statements are written there, each with how many times it ran per paid order. Needs PostgreSQL
// (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local server) and Redis (BENCH_REDIS_URL,
// else TEST_REDIS_URL, else the local one). Ports: EVENING_PORT_BASE (4300) and the next few.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import net from 'node:net';
import { createScratchPostgres } from '@phoolwari/api/db/scratch-database';
import { deliverySlots, productOptions, products } from '@phoolwari/api/db/schema';
import { loadConfig } from '@phoolwari/api/config';
import { shopDateTime } from '@phoolwari/api/platform/clock';
import { createJobQueue } from '@phoolwari/api/platform/jobs/job-queue';
import { createMailer } from '@phoolwari/api/platform/mail/mailer';
import { hmacHex } from '@phoolwari/api/platform/payments/gateway';
import { startInstance } from '@phoolwari/api/test/cluster';
import { startSmtpSink } from '@phoolwari/api/test/mail';
import { TEST_JWT_SECRET } from '@phoolwari/api/test/test-secret';

const ORDERS = Number(process.env.EVENING_ORDERS ?? 400);
const CONCURRENCY = Number(process.env.EVENING_CUSTOMERS ?? 24);
const BURST = Number(process.env.EVENING_BURST ?? 1000);
const PORT_BASE = Number(process.env.EVENING_PORT_BASE ?? 4300);
const PROFILE_DIR = process.env.EVENING_PROFILE;
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Counts the statements the instances send PostgreSQL, passing every byte through unchanged. */
function startCountingProxy(port: number, target: URL, texts?: Map<string, number>) {
  let statements = 0;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    let buffered = Buffer.alloc(0);
    let started = false;
    const named = new Map<string, string>();
    let bound = '';
    client.on('data', (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      for (;;) {
        if (!started) {
          // The startup message (or an SSL request before it) has a length and no type byte.
          if (buffered.length < 8) break;
          const length = buffered.readInt32BE(0);
          if (buffered.length < length) break;
          if (buffered.readInt32BE(4) === 196608) started = true;
          buffered = buffered.subarray(length);
          continue;
        }
        if (buffered.length < 5) break;
        const length = buffered.readInt32BE(1) + 1;
        if (buffered.length < length) break;
        const type = String.fromCharCode(buffered[0]!);
        if (type === 'Q' || type === 'E') statements++;
        if (texts) {
          // Parse: a statement's name and text; Bind: which statement the next Execute runs.
          const cString = (from: number) => buffered.toString('utf8', from, buffered.indexOf(0, from));
          if (type === 'P') {
            const name = cString(5);
            named.set(name, cString(5 + Buffer.byteLength(name) + 1));
          } else if (type === 'B') bound = named.get(cString(5 + Buffer.byteLength(cString(5)) + 1)) ?? '?';
          else if (type === 'Q') texts.set(cString(5), (texts.get(cString(5)) ?? 0) + 1);
          else if (type === 'E') texts.set(bound, (texts.get(bound) ?? 0) + 1);
        }
        buffered = buffered.subarray(length);
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => client.write(chunk));
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  return new Promise<{ count(): number; close(): void }>((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve({ count: () => statements, close: () => server.close() })),
  );
}

/** User + system CPU time of a process so far, in milliseconds. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of the whole line, in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** CPU milliseconds so far of every PostgreSQL process (the server's backends serve the instances' pools). */
function postgresCpu(): Map<number, number> {
  const cpu = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') cpu.set(Number(entry), cpuMs(Number(entry)));
    } catch {
      // The process ended while the list was read.
    }
  }
  return cpu;
}
/** What PostgreSQL's processes spent between two readings (a backend that began since counts from zero). */
const postgresSpent = (before: Map<number, number>, after: Map<number, number>) => [...after].reduce((sum, [pid, ms]) => sum + ms - (before.get(pid) ?? 0), 0);
/** This process's CPU milliseconds so far: the simulated customers' side. */
const ownCpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

const median = (values: number[]) => percentile(values, 0.5);
function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

const database = await createScratchPostgres(serverUrl, 'phoolwari_evening');
// EVENING_STATEMENTS=file: the statements of the ordering (after sign-in), each with its count.
const statementTexts = process.env.EVENING_STATEMENTS ? new Map<string, number>() : undefined;
const proxy = await startCountingProxy(PORT_BASE + 10, new URL(serverUrl), statementTexts);
const proxiedUrl = new URL(database.url);
proxiedUrl.hostname = '127.0.0.1';
proxiedUrl.port = String(PORT_BASE + 10);
const sink = await startSmtpSink(PORT_BASE + 11);
const env = {
  DATABASE_URL: proxiedUrl.toString(),
  REDIS_URL: redisUrl,
  SMTP_URL: sink.url,
  SEED_DEMO: 'true',
  LOG_LEVEL: 'warn',
  JOB_POLL_SECONDS: '2',
  UNPAID_ORDERS_PER_IP: '1000000',
  AUTH_MAX_ATTEMPTS_PER_IP: '1000000',
};
// The first seeds the demo catalogue; then the second joins.
const boot = { bootTimeoutMs: 300_000, nodeArgs: PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [] };
const a = await startInstance('evening-a', env, { port: PORT_BASE + 1, ...boot });
const b = await startInstance('evening-b', env, { port: PORT_BASE + 2, ...boot });
const instances = [a, b];
async function tearDown() {
  await Promise.all(instances.map((i) => i.stop('SIGTERM')));
  proxy.close();
  await sink.close();
  await database.dispose();
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void tearDown().finally(() => process.exit(130)));
// Enough stock and places for every order of the run: selling out is not what is measured.
await database.db.update(products).set({ stock: 1_000_000 });
await database.db.update(productOptions).set({ stock: 1_000_000 });
await database.db.update(deliverySlots).set({ capacity: 1_000_000 });

let fivexx = 0;
let next = 0;
async function call<T = unknown>(
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; raw?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; json: T }> {
  const instance = instances[next++ % instances.length]!;
  const body = opts.raw ?? (opts.body !== undefined ? JSON.stringify(opts.body) : undefined);
  let res: Response;
  try {
    res = await fetch(`${instance.url}${path}`, {
      method,
      headers: {
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...opts.headers,
      },
      ...(body !== undefined ? { body } : {}),
    });
  } catch {
    return { status: 0, json: undefined as T };
  }
  if (res.status >= 500) fivexx++;
  const text = await res.text();
  return { status: res.status, json: (text ? JSON.parse(text) : undefined) as T };
}

// What a customer adds: a product, and its first size where it is sold in sizes (a size is then required).
const lines = (await call<{ products: { _id: string; options: { _id: string }[] }[] }>('GET', '/api/admin-public/products?limit=48')).json.products.map(
  (p) => ({ productId: p._id, ...(p.options[0] && { optionId: p.options[0]._id }) }),
);
const slots = await database.db.select().from(deliverySlots);
const slotIds = slots.filter((s) => s.isActive && s.kind !== 'midnight').map((s) => s.id);
const tomorrow = shopDateTime(new Date(Date.now() + 86_400_000)).date;
const webhookSecret = loadConfig({ NODE_ENV: 'production', ALLOW_SIMULATED_PAYMENTS: 'true', JWT_SECRET: TEST_JWT_SECRET, DATABASE_URL: database.url }).payments
  .webhookSecret;
const stamp = Date.now();

// The customers' accounts exist before the evening (registering is not ordering).
const accounts: { email: string }[] = [];
for (let i = 0; i < ORDERS; i += 20) {
  await Promise.all(
    Array.from({ length: Math.min(20, ORDERS - i) }, async (_, k) => {
      const email = `evening${i + k}.${stamp}@example.in`;
      const res = await call('POST', '/api/auth/register', {
        body: { name: `Evening Customer ${i + k}`, email, password: 'marigold-123', phone: '9876543210' },
      });
      if (res.status !== 201) throw new Error(`register: ${res.status} ${JSON.stringify(res.json)}`);
      accounts[i + k] = { email };
    }),
  );
}
const mailsBefore = sink.received.length;

const paidAt = new Map<string, number>();
const failures: string[] = [];
const tokens: (string | undefined)[] = [];
async function signIn(n: number) {
  const { email } = accounts[n]!;
  const res = await call<{ token: string }>('POST', '/api/auth/login', { body: { email, password: 'marigold-123' } });
  if (res.status !== 200) return void failures.push(`login ${res.status}`);
  tokens[n] = res.json.token;
}
async function customer(n: number) {
  const { email } = accounts[n]!;
  const token = tokens[n];
  if (!token) return;
  for (let line = 0; line < 1 + (n % 2); line++) {
    const added = await call('POST', '/api/cart/add', {
      token,
      body: { ...lines[(n * 7 + line * 13) % lines.length], quantity: 1 + (line % 2) },
    });
    if (added.status !== 200) return void failures.push(`cart ${added.status} ${JSON.stringify(added.json)}`);
  }
  const body = {
    shippingAddress: {
      name: 'Asha Rao',
      street: '14 Temple Street, Malleshwaram',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560003',
      phone: '9876543210',
    },
    deliveryDate: tomorrow,
    slotId: slotIds[n % slotIds.length],
    recipient: { name: 'Amma', phone: '9123456789' },
    giftMessage: 'Shubh Deepavali!',
    anonymousSender: false,
    substitution: { allowed: true, avoid: '' },
  };
  const created = await call<{ orderId: string; razorpayOrderId: string; amount: number }>('POST', '/api/payment/create-order', { token, body });
  if (created.status !== 200) return void failures.push(`create-order ${created.status} ${JSON.stringify(created.json)}`);
  const { orderId, razorpayOrderId, amount } = created.json;
  const sim = await call<{ razorpayPaymentId: string; razorpaySignature: string }>('POST', '/api/payment/simulate', {
    token,
    body: { razorpayOrderId, outcome: 'success' },
  });
  if (sim.status !== 200) return void failures.push(`simulate ${sim.status}`);
  // Paid: the moment the customer's browser hands the payment to the shop.
  const payingAt = Date.now();
  const verified = await call('POST', '/api/payment/verify-payment', { token, body: { ...sim.json, razorpayOrderId, orderId } });
  if (verified.status !== 200) return void failures.push(`verify ${verified.status}`);
  paidAt.set(email, payingAt);
  // The gateway's webhook for the same payment arrives too (a no-op for an order already paid).
  const event = JSON.stringify({
    event: 'payment.captured',
    payload: { payment: { entity: { id: sim.json.razorpayPaymentId, order_id: razorpayOrderId, amount, method: 'upi' } } },
  });
  const hooked = await call('POST', '/api/payment/webhook', {
    raw: event,
    headers: { 'x-razorpay-signature': hmacHex(webhookSecret, event), 'x-razorpay-event-id': `evt_${razorpayOrderId}` },
  });
  if (hooked.status !== 200) failures.push(`webhook ${hooked.status}`);
}

/** Each of `work(0..ORDERS-1)`, CONCURRENCY at a time. */
async function everyCustomer(work: (n: number) => Promise<void>) {
  let taken = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (taken < ORDERS) await work(taken++);
    }),
  );
}
// The monotonic clock in microseconds, the one CPU profiles time their samples by.
const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

// Signing in is measured apart: it is scrypt at the shop's cost, done once an evening by a real
// customer, however many orders they place. The end-to-end figures count it once per order.
const cpuBefore = instances.map((i) => cpuMs(i.pid));
const statementsBefore = proxy.count();
const windowStartUs = monotonicUs();
const started = performance.now();
const startedAt = Date.now();
await everyCustomer(signIn);
const signInSeconds = (performance.now() - started) / 1000;
const signInCpu = instances.reduce((sum, i, k) => sum + cpuMs(i.pid) - cpuBefore[k]!, 0);
const signInStatements = proxy.count() - statementsBefore;
const postgresAfterSignIn = postgresCpu();
const customersAfterSignIn = ownCpu();
const orderingStartUs = monotonicUs();
statementTexts?.clear();
await everyCustomer(customer);
const seconds = (performance.now() - started) / 1000;
const cpu = instances.reduce((sum, i, k) => sum + cpuMs(i.pid) - cpuBefore[k]!, 0);
const postgresOrdering = postgresSpent(postgresAfterSignIn, postgresCpu());
const customersOrdering = ownCpu() - customersAfterSignIn;
const statements = proxy.count() - statementsBefore;
const paid = paidAt.size;
if (statementTexts)
  writeFileSync(
    process.env.EVENING_STATEMENTS!,
    [...statementTexts.entries()]
      .sort((x, y) => y[1] - x[1])
      .map(([text, n]) => `${(n / paid).toFixed(2)}\t${text}`)
      .join('\n') + '\n',
  );
if (PROFILE_DIR) writeFileSync(path.join(PROFILE_DIR, 'window.json'), JSON.stringify({ startUs: windowStartUs, orderingStartUs, endUs: monotonicUs() }));

// Every confirmation reaches the sink: the delay from each payment to its mail.
const confirmations = () => sink.received.slice(mailsBefore).filter((m) => /^Subject: .*confirmed/im.test(m.raw));
const drainDeadline = Date.now() + 120_000;
while (confirmations().length < paid && Date.now() < drainDeadline) await new Promise((resolve) => setTimeout(resolve, 100));
const delays: number[] = [];
const perCustomer = new Map<string, number>();
for (const mail of confirmations()) {
  const to = mail.to[0]!;
  perCustomer.set(to, (perCustomer.get(to) ?? 0) + 1);
  const at = paidAt.get(to);
  if (at !== undefined) delays.push(mail.at - at);
}
const duplicates = [...perCustomer.values()].filter((n) => n > 1).length;
const orderMails = confirmations();
const mailSpan = orderMails.length > 1 ? (Math.max(...orderMails.map((m) => m.at)) - startedAt) / 1000 : NaN;

// The burst: 1 000 confirmations queued in one transaction, drained by the instances' workers.
const jobs = createJobQueue({ database, workers: false, log: { error: () => undefined, warn: () => undefined } });
const mailer = createMailer({ db: database.db, jobs, smtpUrl: sink.url, from: 'burst@example.in', secret: TEST_JWT_SECRET });
await jobs.start();
const burstBefore = sink.received.length;
await database.db.transaction(async (tx) => {
  for (let n = 0; n < BURST; n++)
    await mailer.queue({ to: `burst${n}.${stamp}@example.in`, subject: `Order PW${n} confirmed`, text: 'Thank you for your order.' }, tx);
});
const burstStarted = Date.now();
const burstDeadline = burstStarted + 300_000;
while (sink.received.length - burstBefore < BURST && Date.now() < burstDeadline) await new Promise((resolve) => setTimeout(resolve, 50));
const burstMails = sink.received.slice(burstBefore);
const burstSeconds = (Math.max(...burstMails.map((m) => m.at)) - burstStarted) / 1000;
mailer.close();
await jobs.stop();

const figures = {
  paidOrders: paid,
  failures: failures.length,
  '5xx': fivexx,
  seconds: Number(seconds.toFixed(1)),
  paidOrdersPerSecond: Number((paid / seconds).toFixed(1)),
  cpuMsPerPaidOrder: Math.round(cpu / paid),
  cpuMsPerPaidOrderWithoutSignIn: Math.round((cpu - signInCpu) / paid),
  cpuMsPerSignIn: Math.round(signInCpu / ORDERS),
  // Without sign-in, what else on this machine works for an order: PostgreSQL, and the simulated
  // customers themselves (this process, its counting proxy included).
  postgresCpuMsPerPaidOrder: Math.round(postgresOrdering / paid),
  customersCpuMsPerPaidOrder: Math.round(customersOrdering / paid),
  signInsPerSecond: Number((ORDERS / signInSeconds).toFixed(1)),
  paidOrdersPerSecondWithoutSignIn: Number((paid / (seconds - signInSeconds)).toFixed(1)),
  sqlStatementsPerPaidOrder: Math.round(statements / paid),
  sqlStatementsPerPaidOrderWithoutSignIn: Math.round((statements - signInStatements) / paid),
  confirmationMails: orderMails.length,
  customersWithTwoConfirmations: duplicates,
  mailDelayMedianMs: Math.round(median(delays)),
  mailDelayP95Ms: Math.round(percentile(delays, 0.95)),
  mailsPerSecondWhileOrdering: Number((orderMails.length / mailSpan).toFixed(1)),
  burstMails: burstMails.length,
  burstMailsPerSecond: Number((burstMails.length / burstSeconds).toFixed(1)),
};
console.log(`Evening: ${ORDERS} orders by ${CONCURRENCY} customers at once on 2 instances`);
for (const [name, value] of Object.entries(figures)) console.log(`  ${name.padEnd(32)} ${value}`);
if (failures.length) console.log(`  first failures: ${failures.slice(0, 5).join(' | ')}`);
if (process.env.EVENING_JSON) console.log(JSON.stringify(figures));
await tearDown();
