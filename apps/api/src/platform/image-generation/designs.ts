// Where a custom design's picture comes from: the configured service when there is one, else —
// and whenever it fails, times out or its circuit is open — the offline drawing, honestly
// flagged as a fallback with a short reason. A refusal on safety grounds is passed on as is.
import type { FastifyBaseLogger } from 'fastify';
import { DRAWN_BY_DESIGN_STUDIO } from '@phoolwari/contracts';
import type { Config } from '../../config';
import type { Clock } from '../clock';
import { CircuitOpenError, createCircuitBreaker, type CircuitState } from './circuit-breaker';
import { ImageGenerationError, ImageRefusedError, type ImageGenerator } from './generator';
import { createOpenAiGenerator } from './openai';
import { createProceduralGenerator } from './procedural';

export interface DesignImage {
  bytes: Buffer;
  /** Which generator drew it. */
  generator: string;
  fallback: boolean;
  /** Why the fallback was used ('timeout', 'HTTP 500', 'circuit open', 'not configured'); null otherwise. */
  fallbackReason: string | null;
}

export interface DesignImageSource {
  /** The generator asked first ('openai' or 'procedural'). */
  readonly primary: string;
  /** The breaker's state when a service is configured, for the health report; null when drawing offline. */
  circuitState(): CircuitState | null;
  draw(prompt: string, signal?: AbortSignal): Promise<DesignImage>;
}

/** Five failures in a row open the circuit for a minute (the default timeout is a minute too). */
export const BREAKER_DEFAULTS = { failureThreshold: 5, coolDownMs: 60_000 };

/** The offline drawing's reason when no service is set up: the customer is told it is a preview. */
export const NOT_CONFIGURED = DRAWN_BY_DESIGN_STUDIO;

export function withFallback({
  primary,
  fallback,
  circuitState = () => null,
  log,
}: {
  primary: ImageGenerator | null;
  fallback: ImageGenerator;
  circuitState?: () => CircuitState | null;
  log?: FastifyBaseLogger;
}): DesignImageSource {
  const drawOffline = async (prompt: string, reason: string): Promise<DesignImage> => ({
    bytes: (await fallback.generate(prompt)).bytes,
    generator: fallback.name,
    fallback: true,
    fallbackReason: reason,
  });
  return {
    primary: primary?.name ?? fallback.name,
    circuitState,
    async draw(prompt, signal) {
      if (!primary) return drawOffline(prompt, NOT_CONFIGURED);
      try {
        const { bytes } = await primary.generate(prompt, signal);
        return { bytes, generator: primary.name, fallback: false, fallbackReason: null };
      } catch (error) {
        if (error instanceof ImageRefusedError) throw error;
        const reason = error instanceof ImageGenerationError ? error.reason : error instanceof CircuitOpenError ? error.message : 'failed';
        log?.warn({ err: error, generator: primary.name }, `image generation failed (${reason}); drawing the design offline`);
        return drawOffline(prompt, reason);
      }
    },
  };
}

export interface DesignImageSourceOptions {
  clock: Clock;
  log?: FastifyBaseLogger;
  /** Tests trip the breaker sooner and retry without a pause. */
  breaker?: { failureThreshold: number; coolDownMs: number };
  retryDelayMs?: number;
}

/** The design studio's picture source for a configuration. */
export function createDesignImageSource(
  config: Config['images'],
  { clock, log, breaker: breakerOptions = BREAKER_DEFAULTS, retryDelayMs }: DesignImageSourceOptions,
): DesignImageSource {
  const fallback = createProceduralGenerator();
  if (config.generator === 'procedural') return withFallback({ primary: null, fallback, ...(log ? { log } : {}) });
  const breaker = createCircuitBreaker({ ...breakerOptions, clock, isFailure: (error) => !(error instanceof ImageRefusedError) });
  const primary = createOpenAiGenerator({ ...config, breaker, ...(retryDelayMs === undefined ? {} : { retryDelayMs }) });
  return withFallback({ primary, fallback, circuitState: breaker.state, ...(log ? { log } : {}) });
}
