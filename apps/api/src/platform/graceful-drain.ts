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
import type { FastifyInstance } from 'fastify';

export interface DrainOptions {
  /** The longest the drain waits for requests in flight; the rest of the grace is for closing. */
  timeoutMs: number;
  log: { info(msg: string): void; warn(msg: string): void };
}

/** Registers the drain as the app's first close step: call before any other `preClose` hook. */
export function drainBeforeClosing(app: FastifyInstance, { timeoutMs, log }: DrainOptions): void {
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

  app.addHook('preClose', async () => {
    draining = true;
    const started = Date.now();
    // Stops listening now (the framework would only after every close hook); idle kept-alive
    // connections close at once, busy ones after their answer.
    if (app.server.listening) app.server.close();
    app.server.closeIdleConnections();
    if (inFlight > 0) {
      log.info(`waiting for ${inFlight} request${inFlight === 1 ? '' : 's'} in flight`);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([new Promise<void>((resolve) => (drained = resolve)), new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
      clearTimeout(timer);
      if (inFlight > 0) log.warn(`${inFlight} request${inFlight === 1 ? '' : 's'} still running after ${timeoutMs} ms: closing anyway`);
    }
    log.info(`requests drained in ${Date.now() - started} ms`);
  });
}
