// The `openai` generator: POST {baseUrl}/images/generations on any OpenAI-compatible images API
// (OpenAI itself, or a self-hosted server speaking the same protocol), with plain fetch.
//
// - No `response_format` is sent: OpenAI's gpt-image models refuse it (they always answer
//   base64), while DALL·E and most self-hosted servers default to a URL or base64. Either answer
//   is accepted; a URL is downloaded at once, inside the same deadline (provider URLs expire).
// - One deadline (timeoutMs) covers the whole call, a retry and the download included.
// - One retry on 429, 5xx or a network error, when the deadline leaves time for it.
// - A circuit breaker: during an outage customers get the fallback at once instead of each
//   waiting out the timeout. Safety refusals do not count: the service answered.
// - Bytes that do not decode as an image are a failure like any other.
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from '../images/process';
import type { CircuitBreaker } from './circuit-breaker';
import { ImageGenerationError, ImageRefusedError, type GeneratedImage, type ImageGenerator } from './generator';

export interface OpenAiImageOptions {
  /** e.g. https://api.openai.com/v1, without a trailing slash. */
  baseUrl: string;
  /** Sent as a bearer token when set; self-hosted servers often need none. */
  apiKey: string | undefined;
  /** Configuration, never code: models get retired. */
  model: string;
  /** e.g. 1024x1024. */
  size: string;
  timeoutMs: number;
  breaker: CircuitBreaker;
  /** Pause before the retry when the server names none (Retry-After); tests shorten it. */
  retryDelayMs?: number;
}

/** A downloaded picture larger than this is not a flower design. */
const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
const SAFETY_CODES = new Set(['content_policy_violation', 'moderation_blocked']);

type ErrorBody = { error?: { code?: unknown; message?: unknown } };
type ImagesAnswer = { data?: Array<{ b64_json?: unknown; url?: unknown }> };

/** A failed attempt worth one retry (the server was busy or unreachable). */
class RetryableError extends ImageGenerationError {
  constructor(
    reason: string,
    readonly retryAfterMs?: number,
    options?: { cause?: unknown; detail?: string },
  ) {
    super(reason, options);
  }
}

export function createOpenAiGenerator(options: OpenAiImageOptions): ImageGenerator {
  const { baseUrl, apiKey, model, size, timeoutMs, breaker, retryDelayMs = 1000 } = options;
  const endpoint = `${baseUrl.replace(/\/+$/, '')}/images/generations`;

  async function attempt(prompt: string, signal: AbortSignal): Promise<GeneratedImage> {
    const res = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
      body: JSON.stringify({ model, prompt, size, n: 1 }),
      signal,
    });
    if (!res.ok) {
      const body = (await res.json().catch(() => ({}))) as ErrorBody;
      const message = typeof body.error?.message === 'string' ? body.error.message : '';
      if (isSafetyRefusal(res.status, body.error?.code, message)) throw new ImageRefusedError(message || 'refused by the image service');
      const reason = `HTTP ${res.status}`;
      if (res.status === 429 || res.status >= 500) throw new RetryableError(reason, retryAfterMs(res.headers.get('retry-after')), { detail: message });
      throw new ImageGenerationError(reason, { detail: message });
    }
    const answer = (await res.json().catch(() => null)) as ImagesAnswer | null;
    const item = answer?.data?.[0];
    let bytes: Buffer;
    if (typeof item?.b64_json === 'string' && item.b64_json) bytes = Buffer.from(item.b64_json, 'base64');
    else if (typeof item?.url === 'string' && item.url) bytes = await download(item.url, signal);
    else throw new ImageGenerationError('invalid answer', { detail: 'no b64_json or url in data[0]' });
    await assertDecodes(bytes);
    return { bytes };
  }

  async function generateWithinDeadline(prompt: string, caller?: AbortSignal): Promise<GeneratedImage> {
    const deadline = AbortSignal.timeout(timeoutMs);
    const signal = caller ? AbortSignal.any([caller, deadline]) : deadline;
    const startedAt = Date.now();
    try {
      try {
        return await attempt(prompt, signal);
      } catch (error) {
        const failure = classify(error, signal, deadline);
        if (!(failure instanceof RetryableError)) throw failure;
        const pause = Math.min(failure.retryAfterMs ?? retryDelayMs, 10_000);
        // No retry that could not finish: better the fallback now than a timeout later.
        if (Date.now() - startedAt + pause >= timeoutMs) throw failure;
        await sleep(pause, undefined, { signal });
        return await attempt(prompt, signal);
      }
    } catch (error) {
      throw classify(error, signal, deadline);
    }
  }

  return {
    name: 'openai',
    generate: (prompt, signal) => breaker.run(() => generateWithinDeadline(prompt, signal)),
  };
}

function isSafetyRefusal(status: number, code: unknown, message: string): boolean {
  if (status !== 400) return false;
  return (typeof code === 'string' && SAFETY_CODES.has(code)) || /safety|content policy|moderation/i.test(message);
}

/** Retry-After in seconds (the only form image APIs use), as milliseconds. */
function retryAfterMs(header: string | null): number | undefined {
  const seconds = header ? Number(header) : Number.NaN;
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined;
}

async function download(url: string, signal: AbortSignal): Promise<Buffer> {
  const res = await fetch(url, { signal });
  if (!res.ok) throw new ImageGenerationError(`image download HTTP ${res.status}`);
  const declared = Number(res.headers.get('content-length') ?? 0);
  if (declared > MAX_IMAGE_BYTES) throw new ImageGenerationError('image too large');
  const bytes = Buffer.from(await res.arrayBuffer());
  if (bytes.length > MAX_IMAGE_BYTES) throw new ImageGenerationError('image too large');
  return bytes;
}

/** Decodes every pixel once: a truncated or fake file fails here, where it counts against the service. */
async function assertDecodes(bytes: Buffer): Promise<void> {
  try {
    const meta = await sharp(bytes, { failOn: 'truncated', limitInputPixels: MAX_INPUT_PIXELS }).stats();
    if (meta.channels.length === 0) throw new Error('no channels');
  } catch (error) {
    throw new ImageGenerationError('invalid image', { cause: error });
  }
}

/** Any error of an attempt as an ImageGenerationError (or the refusal, unchanged), with a short reason. */
function classify(error: unknown, signal: AbortSignal, deadline: AbortSignal): Error {
  if (error instanceof ImageGenerationError || error instanceof ImageRefusedError) return error;
  if (deadline.aborted) return new ImageGenerationError('timeout', { cause: error });
  if (signal.aborted) return new ImageGenerationError('cancelled', { cause: error });
  const code = networkCode(error);
  const reason = code === 'ECONNREFUSED' ? 'connection refused' : code === 'ENOTFOUND' || code === 'EAI_AGAIN' ? 'host not found' : 'network error';
  return new RetryableError(reason, undefined, { cause: error, ...(code ? { detail: code } : {}) });
}

/** undici wraps the socket's error: TypeError('fetch failed') with `cause.code`. */
function networkCode(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  return typeof cause?.code === 'string' ? cause.code : undefined;
}
