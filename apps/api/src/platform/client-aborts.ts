// A customer who closes the tab or follows a link while an answer is still on its way is not a
// fault of the shop. The compression plugin streams every answer it compresses through a pipeline
// and logs at error level whatever ends that pipeline early, so each such departure came out as an
// error ("premature close"), the operator's signal for something broken. While answering a
// request (the line has its reqId), a stream closed before its end is logged at debug instead,
// with the same error attached; everything else keeps its level. The same departure can reach the
// shop's error handler too (a streamed answer with nothing sent yet), which asks `clientHasLeft`.
import type { FastifyRequest } from 'fastify';
import type { LogFn, Logger } from 'pino';

export const CLIENT_LEFT = 'the client closed the connection before the answer was sent';

const ERROR = 50;

/** Whether `error` says a stream was closed before it ended (end-of-stream's and Node's own wording). */
export function isPrematureClose(error: unknown): boolean {
  return (
    error instanceof Error && ((error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE' || error.message.toLowerCase() === 'premature close')
  );
}

/** Whether `error` is a stream's premature close because the request's connection is gone (not a fault of ours). */
export function clientHasLeft(error: unknown, request: FastifyRequest): boolean {
  return isPrematureClose(error) && (request.raw.destroyed || request.raw.socket?.destroyed === true);
}

/** pino's logMethod hook: a request's premature close goes out at debug. */
export function logClientAbortsAtDebug(this: Logger, args: Parameters<LogFn>, method: LogFn, level: number): void {
  const [first] = args;
  if (level >= ERROR && isPrematureClose(first) && 'reqId' in this.bindings()) {
    this.debug({ err: first }, CLIENT_LEFT);
    return;
  }
  method.apply(this, args);
}
