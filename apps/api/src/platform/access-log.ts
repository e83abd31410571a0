// The access log: one line per request, with the request id a customer can quote. The line is the
// one pino would write for log.info({ reqId, method, url, statusCode, ms }, 'request'): its level,
// time and bindings come from the logger itself, and it goes to the logger's own destination, so
// the log stays one stream in one format. Only the line is put together here. Through pino's
// general path (an object per request, walked by its serializer) the line cost a cached catalogue
// answer about a fifth of its time, more than anything but writing the answer to the socket.
// access-log.test.ts holds the line to pino's own, byte for byte.
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';

export interface AccessLine {
  reqId: string;
  method: string;
  url: string;
  statusCode: number;
  /** The time to answer, in milliseconds; the line keeps one decimal. */
  ms: number;
}

const INFO = pino.levels.values.info!;
const { lsCacheSym, timeSym, chindingsSym, endSym, streamSym } = pino.symbols;

/**
 * The shop's log destination: standard output, written synchronously, as Node writes its own standard
 * output to a file or a pipe on Linux. A line handed over is written, so none is lost when the
 * process exits; the access lines, most of the log, are written once per turn of the event loop
 * (below), not once per request.
 */
export const logDestination = () => pino.destination({ dest: 1, sync: true });

/** Writes access lines through `log`'s destination; nothing when info is below its level or it has none (logging off). */
export function createAccessLog(log: FastifyBaseLogger): (line: AccessLine) => void {
  // pino's parts of a line, as the logger holds them; its lib/proto.js writes a line from the same.
  const parts = log as unknown as Record<symbol, unknown>;
  const stream = parts[streamSym] as { write(line: string): unknown } | undefined;
  if (!stream) return () => {};
  const level = (parts[lsCacheSym] as Record<number, string>)[INFO]!;
  const time = parts[timeSym] as () => string;
  const bindings = parts[chindingsSym] as string;
  const end = parts[endSym] as string;
  const write = writeOncePerTurn(stream);
  return ({ reqId, method, url, statusCode, ms }) => {
    // Asked each time: a running server's level can be changed ('silent' has no value).
    if (!((pino.levels.values[log.level] ?? Infinity) <= INFO)) return;
    write(
      `${level}${time()}${bindings},"reqId":${JSON.stringify(reqId)},"method":${JSON.stringify(method)},"url":${JSON.stringify(url)},"statusCode":${statusCode},"ms":${Math.round(ms * 10) / 10},"msg":"request"${end}`,
    );
  };
}

/** Writers holding lines until their turn ends; the process writes them out as it exits. */
const waiting = new Set<() => void>();
let writesOnExit = false;

/**
 * Lines given during one turn of the event loop go to `stream` together, in one write as the turn
 * ends. pino's default destination handed each line to a thread of the pool for a write of its
 * own: for a cached catalogue answer that cost about 7 µs of its 45. Under load one turn answers
 * many requests, so their lines share one write, and a quiet shop's line waits only until the turn
 * is over. Lines still waiting when the process exits (a crash, process.exit) are written then, to
 * a destination that writes at once (logDestination). Other log lines (warnings, errors) go out at
 * once, so one can come before the access lines of requests answered earlier in the same turn.
 */
function writeOncePerTurn(stream: { write(chunk: string): unknown }): (line: string) => void {
  let pending = '';
  const flush = () => {
    waiting.delete(flush);
    if (pending === '') return;
    const chunk = pending;
    pending = '';
    stream.write(chunk);
  };
  if (!writesOnExit) {
    writesOnExit = true;
    process.once('exit', () => waiting.forEach((f) => f()));
  }
  return (line) => {
    if (pending === '') {
      waiting.add(flush);
      setImmediate(flush);
    }
    pending += line;
  };
}
