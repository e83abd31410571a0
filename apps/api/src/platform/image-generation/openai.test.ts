// The `openai` generator and its fallback against a local fake images API: each way the service
// can answer or fail, what the design is saved with (fallback flag and reason), the one retry,
// the deadline, safety refusals, and the circuit breaker opening and closing again.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Config } from '../../config';
import { testClock } from '../../test/commerce';
import { closedPortUrl, startFakeImageApi, type FakeImageApi } from '../../test/fake-image-api';
import { createDesignImageSource } from './designs';
import { ImageRefusedError } from './generator';

let fake: FakeImageApi;
beforeAll(async () => {
  fake = await startFakeImageApi();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.script({ kind: 'b64' });
});

const PROMPT = 'A bouquet of pink roses and white lilies';

function studio(opts: { baseUrl?: string; timeoutMs?: number; failureThreshold?: number } = {}) {
  const clock = testClock();
  const config: Config['images'] = {
    generator: 'openai',
    baseUrl: opts.baseUrl ?? fake.baseUrl,
    apiKey: 'sk-test',
    model: 'test-image-model',
    size: '1024x1024',
    timeoutMs: opts.timeoutMs ?? 5000,
  };
  const source = createDesignImageSource(config, { clock, breaker: { failureThreshold: opts.failureThreshold ?? 5, coolDownMs: 60_000 }, retryDelayMs: 10 });
  return { source, clock };
}

const sizeOf = async (bytes: Buffer) => {
  const { width, height } = await sharp(bytes).metadata();
  return { width, height };
};

describe('answers', () => {
  it('takes a base64 answer, sending the configured model, size and key and no response_format', async () => {
    const image = await studio().source.draw(PROMPT);
    expect(image).toMatchObject({ generator: 'openai', fallback: false, fallbackReason: null });
    expect(image.bytes.equals(fake.png)).toBe(true);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.body).toEqual({ model: 'test-image-model', prompt: PROMPT, size: '1024x1024', n: 1 });
    expect(fake.requests[0]?.authorization).toBe('Bearer sk-test');
  });

  it('downloads a URL answer at once', async () => {
    fake.script({ kind: 'url' });
    const image = await studio().source.draw(PROMPT);
    expect(image).toMatchObject({ generator: 'openai', fallback: false });
    expect(image.bytes.equals(fake.png)).toBe(true);
  });

  it('retries once after a 500 and uses the second answer', async () => {
    fake.script({ kind: 'status', status: 500 }, { kind: 'b64' });
    const image = await studio().source.draw(PROMPT);
    expect(image).toMatchObject({ generator: 'openai', fallback: false });
    expect(fake.requests).toHaveLength(2);
  });

  it('retries a 429 once too, then falls back when it persists', async () => {
    fake.script({ kind: 'status', status: 429, body: { error: { message: 'Rate limit reached' } } });
    const image = await studio().source.draw(PROMPT);
    expect(image).toMatchObject({ generator: 'procedural', fallback: true, fallbackReason: 'HTTP 429' });
    expect(fake.requests).toHaveLength(2);
  });

  it('does not retry other client errors (a wrong model): falls back with the status', async () => {
    fake.script({ kind: 'status', status: 400, body: { error: { message: 'Invalid model', code: 'invalid_value' } } });
    const image = await studio().source.draw(PROMPT);
    expect(image).toMatchObject({ generator: 'procedural', fallback: true, fallbackReason: 'HTTP 400' });
    expect(fake.requests).toHaveLength(1);
  });
});

describe('failures become the offline drawing', () => {
  it('times out within IMAGE_TIMEOUT_MS', async () => {
    fake.script({ kind: 'hang' });
    const started = Date.now();
    const image = await studio({ timeoutMs: 300 }).source.draw(PROMPT);
    expect(Date.now() - started).toBeLessThan(2500);
    expect(image).toMatchObject({ generator: 'procedural', fallback: true, fallbackReason: 'timeout' });
    // The drawing is a real picture of the prompt.
    expect(await sizeOf(image.bytes)).toEqual({ width: 800, height: 800 });
  });

  it('treats bytes that are no image as a failure', async () => {
    fake.script({ kind: 'garbage' });
    const image = await studio().source.draw(PROMPT);
    expect(image).toMatchObject({ generator: 'procedural', fallback: true, fallbackReason: 'invalid image' });
  });

  it('falls back when the connection is refused', async () => {
    const image = await studio({ baseUrl: await closedPortUrl() }).source.draw(PROMPT);
    expect(image).toMatchObject({ generator: 'procedural', fallback: true, fallbackReason: 'connection refused' });
  });
});

describe('safety refusals', () => {
  it.each(['moderation_blocked', 'content_policy_violation'])('passes on a %s refusal as an error, never a fallback', async (code) => {
    fake.script({ kind: 'refuse', code });
    const { source } = studio({ failureThreshold: 1 });
    await expect(source.draw(PROMPT)).rejects.toBeInstanceOf(ImageRefusedError);
    expect(fake.requests).toHaveLength(1);
    // Not a breaker failure: with a threshold of one, the circuit would otherwise be open now.
    expect(source.circuitState()).toBe('closed');
  });
});

describe('circuit breaker', () => {
  it('opens after consecutive failures and then fails fast without calling the service', async () => {
    fake.script({ kind: 'status', status: 503 });
    const { source } = studio({ failureThreshold: 2 });
    for (let i = 0; i < 2; i++) expect(await source.draw(PROMPT)).toMatchObject({ fallback: true, fallbackReason: 'HTTP 503' });
    expect(source.circuitState()).toBe('open');
    const calls = fake.requests.length;
    expect(await source.draw(PROMPT)).toMatchObject({ generator: 'procedural', fallback: true, fallbackReason: 'circuit open' });
    expect(fake.requests).toHaveLength(calls);
  });

  it('lets one trial through after the cool-down and closes again when it succeeds', async () => {
    fake.script({ kind: 'status', status: 500 });
    const { source, clock } = studio({ failureThreshold: 1 });
    await source.draw(PROMPT);
    expect(source.circuitState()).toBe('open');
    clock.advanceMinutes(1);
    expect(source.circuitState()).toBe('half_open');
    fake.script({ kind: 'b64' });
    expect(await source.draw(PROMPT)).toMatchObject({ generator: 'openai', fallback: false });
    expect(source.circuitState()).toBe('closed');
  });

  it('opens again at once when the trial fails', async () => {
    fake.script({ kind: 'status', status: 500 });
    const { source, clock } = studio({ failureThreshold: 3 });
    for (let i = 0; i < 3; i++) await source.draw(PROMPT);
    clock.advanceMinutes(1);
    expect(await source.draw(PROMPT)).toMatchObject({ fallback: true, fallbackReason: 'HTTP 500' });
    expect(source.circuitState()).toBe('open');
  });
});

describe('without a service', () => {
  it('draws offline and says so', async () => {
    const source = createDesignImageSource({ generator: 'procedural' }, { clock: testClock() });
    const image = await source.draw(PROMPT);
    expect(image).toMatchObject({ generator: 'procedural', fallback: true, fallbackReason: 'not configured' });
    expect(source.circuitState()).toBeNull();
  });
});
