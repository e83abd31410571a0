// The shared API client: JSON over fetch with the stored bearer token, a 10 s timeout (longer for
// the few calls that wait on slow work, such as drawing a design), and one error shape
// ({message, errors, statusCode}) for every failure, as spec §8 describes.
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ErrorBody, ErrorCode } from '@phoolwari/contracts';
import { languageOfPath } from '@phoolwari/contracts/storefront-values';

export const API_TIMEOUT_MS = 10_000;
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
    readonly errors: ErrorBody['errors'] = [],
    /** One of the contract's error codes, for outcomes a screen handles by name. */
    readonly code?: ErrorCode,
    /** True when the server sent no message of its own and `message` is the client's generic one. */
    readonly generic = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => {};
/** The session feature registers what a 401 does (clear the session, go to /login). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined | null>;
  signal?: AbortSignal;
  /** For calls where a 401 is an expected answer, not a lost session (checking a stored session, logout). */
  ignoreUnauthorized?: boolean;
  /** How long to wait before giving up; API_TIMEOUT_MS unless the call is known to be slow. */
  timeoutMs?: number;
  /** Lets the request outlive the page (sent as the browser leaves it). */
  keepalive?: boolean;
  /**
   * A write that must not be done twice (adding to the cart, cancelling): it carries an
   * Idempotency-Key, and trying it again after it got no answer (a lost connection, a timeout, a
   * 5xx) sends the same key, so the server does it once whichever attempt reached it.
   */
  idempotent?: boolean;
}

/** Keys of writes that got no answer, by what was asked: their next try is the same request. */
const unansweredKeys = new Map<string, string>();

/** 32 hex digits; getRandomValues works on plain-http shops too (randomUUID needs https). */
function newRequestKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The client's own words for a failure, in the page's language: the browser activates Lingui's
 * global instance (app/entry.client.tsx). Where none is active (tests, the server, which never shows these),
 * the English source.
 */
function clientMessage(descriptor: MessageDescriptor): string {
  return i18n.locale ? i18n._(descriptor) : (descriptor.message ?? descriptor.id);
}

export const timeoutMessage = () => clientMessage(msg`The server took too long to answer. Please try again.`);
export const networkErrorMessage = () => clientMessage(msg`Network error. Please check your internet connection.`);
const genericMessage = () => clientMessage(msg`An unexpected error occurred`);

export function buildQuery(query: RequestOptions['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const s = params.toString();
  return s ? `?${s}` : '';
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options, 'application/json');
  if (response.status === 204) return undefined as T;
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw failure(response.status, data, path, options);
  return data as T;
}

/**
 * A file the API sends (a CSV export) as a Blob, asked for with the bearer token in a header: a
 * download link with the token in its URL would leave it in history and server logs.
 */
export async function apiDownload(path: string, options: Omit<RequestOptions, 'body' | 'method'> = {}): Promise<Blob> {
  const response = await send(path, options, '*/*');
  if (!response.ok) throw failure(response.status, await response.json().catch(() => undefined), path, options);
  return response.blob();
}

/**
 * Downloads a file of the API (an invoice, a CSV) into the browser's downloads, through a
 * short-lived object URL: nothing secret ever sits in a link.
 */
export async function saveDownload(path: string, fileName: string, options: Omit<RequestOptions, 'body' | 'method'> = {}): Promise<void> {
  const blob = await apiDownload(path, { timeoutMs: 30_000, ...options });
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click has handed the file over; revoking at once can cancel it in some browsers.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}

async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  // The API says its own sentences (a pincode's answer, the slots' note) in the page's language.
  const headers: Record<string, string> = { Accept: accept, 'Accept-Language': languageOfPath(window.location.pathname) };
  const token = localStorage.getItem(TOKEN_KEY);
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const asked = `${options.method ?? 'GET'} ${path} ${body ?? ''}`;
  if (options.idempotent) {
    const key = unansweredKeys.get(asked) ?? newRequestKey();
    headers['Idempotency-Key'] = key;
    unansweredKeys.set(asked, key);
  }
  const timeout = AbortSignal.timeout(options.timeoutMs ?? API_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  try {
    const response = await fetch(`/api${path}${buildQuery(options.query)}`, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal,
      keepalive: options.keepalive,
    });
    // Answered: a next identical tap is a new request. Kept after a 5xx, which may have done it.
    if (response.status < 500) unansweredKeys.delete(asked);
    return response;
  } catch (error) {
    if (options.signal?.aborted) throw error;
    // Said apart from a lost connection: the request may well have reached the server.
    if (timeout.aborted) throw new ApiError(timeoutMessage(), 0);
    throw new ApiError(networkErrorMessage(), 0);
  }
}

/**
 * The ApiError for a failed answer (`data` is its parsed body, if any), after what every failure
 * sets off: a 401 ends the lost session, a 5xx is logged. Also used by the multipart uploads.
 */
export function failure(status: number, data: unknown, path: string, options: Pick<RequestOptions, 'ignoreUnauthorized'> = {}, ownMessage?: string): ApiError {
  const body = (data ?? {}) as Partial<ErrorBody>;
  if (status === 401 && !options.ignoreUnauthorized) onUnauthorized();
  if (status >= 500) console.warn(`API ${status} on ${path}`);
  // Without the server's words, the caller's own message if it has one, else a generic one that
  // screens replace with theirs (errorMessage).
  const message = body.message || ownMessage;
  return new ApiError(message || genericMessage(), status, body.errors ?? [], body.code, !message);
}

/** A 429: the server's rate limit, whose own words are often technical ("retry in 1 minute"). */
export function isRateLimited(error: unknown): boolean {
  return error instanceof ApiError && error.statusCode === 429;
}

/**
 * A failure's message for a toast: the server's words when it sent some (or the network-error
 * text), else the screen's own fallback such as 'Admin login failed'.
 */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message && !error.generic ? error.message : fallback;
}
