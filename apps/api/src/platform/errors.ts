// One error type for expected outcomes (AppError → status + code), and the one error handler that
// turns every failure into the contract's `{message, code?, errors}` body. 5xx never leak internals.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode, Language } from '@phoolwari/contracts';
import { inLanguage, translator, wording, type Wording } from './i18n/translator';
import * as messages from './messages';
import { requestLanguage } from './i18n/request-language';
import { CLIENT_LEFT, clientHasLeft } from './client-aborts';

/** A field's problem; its message may be a wording, written in the reader's language. */
export interface FieldProblem {
  path: string;
  message: string | Wording;
}

/**
 * An expected outcome a client is told about. A message meant for customers is a Wording, so the
 * answer comes in the language the request asks for; the English is the error's own message (logs).
 */
export class AppError extends Error {
  readonly wording?: Wording;

  constructor(
    readonly statusCode: number,
    message: string | Wording,
    readonly code?: ErrorCode,
    readonly problems: FieldProblem[] = [],
  ) {
    super(String(message));
    this.name = 'AppError';
    if (typeof message !== 'string') this.wording = message;
  }

  /** The contract's error body, in `language`. */
  bodyIn(language: Language): ErrorBody {
    return {
      message: this.wording ? this.wording.in(language) : this.message,
      errors: this.problems.map((problem) => ({ path: problem.path, message: inLanguage(problem.message, language) })),
      ...(this.code ? { code: this.code } : {}),
    };
  }
}

export const badRequest = (message: string | Wording, errors: FieldProblem[] = []) => new AppError(400, message, 'BAD_REQUEST', errors);
export const unauthorized = (message: string | Wording = wording(messages, 'pleaseLogin')) => new AppError(401, message, 'UNAUTHORIZED');
export const forbidden = (message: string | Wording = wording(messages, 'notAllowed')) => new AppError(403, message, 'FORBIDDEN');
export const notFound = (message: string | Wording = wording(messages, 'notFound')) => new AppError(404, message, 'NOT_FOUND');
export const conflict = (message: string | Wording, code: ErrorCode = 'CONFLICT') => new AppError(409, message, code);
export const tooManyRequests = (message: string | Wording) => new AppError(429, message, 'RATE_LIMITED');

const GENERIC_MESSAGES: Record<number, string> = {
  400: 'Invalid request',
  401: 'Please login to continue',
  403: 'You do not have permission to do this',
  404: 'Not found',
  405: 'Method not allowed',
  406: 'Not acceptable',
  413: 'Request body is too large',
  415: 'Unsupported content type',
  429: 'Too many requests, please try again later',
};

/** The contract's code for Fastify's own 4xx answers (its FST_… codes are not the shop's to promise). */
const CODE_OF_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const language = requestLanguage(request);
    const say = translator(messages, language);
    if (error instanceof AppError) return reply.status(error.statusCode).send(error.bodyIn(language));
    if (clientHasLeft(error, request)) {
      // Nobody is there to read an answer: release what is left of the response and say so quietly.
      request.log.debug({ err: error }, CLIENT_LEFT);
      reply.raw.destroy();
      return;
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.') || (v.params as { issue?: { path?: unknown } })?.issue?.path?.toString() || '',
        message: v.message ?? 'Invalid value',
      }));
      const first = errors[0];
      const where = error.validationContext ?? 'request';
      const message = first ? (first.path ? `${first.path}: ${first.message}` : first.message) : `Invalid ${where}`;
      return reply.status(400).send({ message, code: 'VALIDATION_FAILED', errors } satisfies ErrorBody);
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status === 500 && databaseUnreachable(error)) {
      // Down or restarting: nothing was done, and the same request will work once it is back.
      request.log.warn({ err: withoutQueryParameters(error) }, 'database unreachable');
      return reply
        .status(503)
        .header('retry-after', '15')
        .send({ message: say('databaseUnavailable'), code: 'DATABASE_UNAVAILABLE', errors: [], requestId: request.id } satisfies ErrorBody);
    }
    if (status >= 500) {
      request.log.error({ err: withoutQueryParameters(error) }, 'request failed');
      return reply.status(status).send({ message: say('somethingWentWrong'), errors: [], requestId: request.id } satisfies ErrorBody);
    }
    // Fastify's own 4xx (malformed JSON, body too large, wrong content type): a plain, safe message.
    const message =
      status === 400 && error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
        ? 'Malformed JSON body'
        : status === 429
          ? say('tooManyRequests')
          : (GENERIC_MESSAGES[status] ?? 'Request failed');
    const code = CODE_OF_STATUS[status];
    return reply.status(status).send({ message, ...(code ? { code } : {}), errors: [] } satisfies ErrorBody);
  });
}

/**
 * Connection-level failures of PostgreSQL (refused, dropped, shutting down, starting up), and a
 * statement ended by its timeout (57014: a database too slow to answer is, for the customer, away).
 */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '57014',
  '08000',
  '08001',
  '08003',
  '08006',
]);

/** Whether `error` (or what it wraps: drizzle wraps the driver's) says the database cannot be reached. */
export function databaseUnreachable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) return true;
    if (/Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(e.message))
      return true;
  }
  return false;
}

/**
 * The error as the log may keep it: a failed query's message carries its parameters (customers'
 * names, e-mails, addresses), so they are cut from the message and the stack.
 */
export function withoutQueryParameters(error: Error): { type: string; message: string; stack?: string; code?: unknown } {
  const cut = (text: string) => text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, '\nparams: [not logged]');
  const cause = error.cause as { code?: unknown } | undefined;
  return {
    type: error.name,
    message: cut(error.message),
    ...(error.stack ? { stack: cut(error.stack) } : {}),
    ...((error as { code?: unknown }).code !== undefined
      ? { code: (error as { code?: unknown }).code }
      : cause?.code !== undefined
        ? { code: cause.code }
        : {}),
  };
}

/** The 404 answer for a path no route serves. */
export function sendNoRoute(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({ message: `No route for ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND', errors: [] } satisfies ErrorBody);
}
