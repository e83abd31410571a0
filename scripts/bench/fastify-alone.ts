// The floor of the catalogue bench: Fastify alone, answering each URL with the answer the shop gave
// for it (its brotli body and every header it sent, ETag and security headers included), logging
// one line per request at info to a file as the shop does. No hooks, no cache lookup, no metrics, no
// database: what any Fastify application pays on this machine for these answers before it does
// anything of its own. Started by catalogue-throughput.ts with ANSWERS_FILE (JSON: URL → headers
// and base64 body), PORT and LOG_FILE.
import { readFileSync } from 'node:fs';
import Fastify, { LogController } from 'fastify';
import pino from 'pino';

export interface RecordedAnswer {
  headers: Record<string, string>;
  body: string;
}

const answers = new Map(
  Object.entries(JSON.parse(readFileSync(process.env.ANSWERS_FILE!, 'utf8')) as Record<string, RecordedAnswer>).map(([url, answer]) => [
    url,
    { headers: answer.headers, body: Buffer.from(answer.body, 'base64') },
  ]),
);
// One access line per request, as the shop writes (Fastify's default is two).
const app = Fastify({
  logger: { level: 'info', stream: pino.destination(process.env.LOG_FILE!) },
  logController: new LogController({ disableRequestLogging: true }),
});
app.addHook('onResponse', (request, reply, done) => {
  request.log.info({ method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 }, 'request');
  done();
});
app.get('/*', (request, reply) => {
  const answer = answers.get(request.url);
  if (!answer) return reply.code(404).send();
  return reply.headers(answer.headers).send(answer.body);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
