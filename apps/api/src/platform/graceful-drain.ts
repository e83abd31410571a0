// How an instance stops (SIGTERM from systemd, a rolling restart): first it stops taking
// connections and lets the requests already in flight finish with everything they do (their
// transactions, live updates and queued mails), and only then do the later close hooks stop the
// realtime layer, the jobs, Redis and the database those requests were using.
//
// While it drains, every answer carries `Connection: close`, so a load balancer never sends another
// request on a connection that is about to close (nginx then could not pass a POST on to another
// instance: it would not know whether it had been done). A request that arrives on such a
// connection before its answer is served normally rather than refused with a 503, for the same
// reason; new connections are refused, which a load balancer always retries elsewhere.
//
// Kept-alive connections that are idle are not closed at once: nginx may be writing a request on one
// at that very moment, and a POST whose connection closes under it answers the customer 502 (a cart
// add lost during a rolling restart, seen about one restart in four under traffic). For a moment
// (`lingerMs`) they stay open; each one nginx still uses is answered and then closes, and nginx,
// refused a new connection, stops choosing this instance. Only those left idle after that are closed.
import net from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface DrainOptions {
  /** The longest the drain waits for requests in flight; the rest of the grace is for closing. */
  timeoutMs: number;
  /** How long idle kept-alive connections stay open once the drain starts (above). */
  lingerMs?: number;
  log: { info(msg: string): void; warn(msg: string): void };
}

/** Registers the drain as the app's first close step: call before any other `preClose` hook. */
export function drainBeforeClosing(app: FastifyInstance, { timeoutMs, lingerMs = 1000, log }: DrainOptions): void {
  let draining = false;
  let inFlight = 0;
  let drained: (() => void) | null = null;

  app.addHook('onRequest', (request, reply, done) => {
    inFlight++;
    // 'close' comes once per answer, sent or abandoned by the client.
    reply.raw.once('close', () => {
      inFlight--;
      if (inFlight === 0) drained?.();
    });
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close');
    done(null, payload);
  });

  /** Resolves once no request is in flight, or at the deadline. */
  async function inFlightDone(deadline: number): Promise<void> {
    if (inFlight === 0) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      new Promise<void>((resolve) => (drained = resolve)),
      new Promise<void>((resolve) => (timer = setTimeout(resolve, Math.max(0, deadline - Date.now())))),
    ]);
    clearTimeout(timer);
  }

  app.addHook('preClose', async () => {
    draining = true;
    const started = Date.now();
    const deadline = started + timeoutMs;
    // Stops listening now (the framework would only after every close hook): new connections are
    // refused. Kept-alive ones stay open for the linger (above), then the idle ones close and the
    // busy ones after their answer.
    const connections = await new Promise<number>((resolve) => app.server.getConnections((error, count) => resolve(error ? 0 : count)));
    // net.Server's close, not http.Server's: since Node 19 the latter also closes every idle
    // kept-alive connection at once, the race the linger is there to avoid.
    if (app.server.listening) net.Server.prototype.close.call(app.server);
    if (inFlight > 0) log.info(`waiting for ${inFlight} request${inFlight === 1 ? '' : 's'} in flight`);
    // With no connection open (an app that never listened, or nobody connected) there is nothing to wait for.
    if (connections > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(lingerMs, timeoutMs)));
    await inFlightDone(deadline);
    app.server.closeIdleConnections();
    await inFlightDone(deadline);
    if (inFlight > 0) log.warn(`${inFlight} request${inFlight === 1 ? '' : 's'} still running after ${timeoutMs} ms: closing anyway`);
    log.info(`requests drained in ${Date.now() - started} ms`);
  });
}
