// Image generation behind one interface: the `openai` adapter (any OpenAI-compatible images API)
// and the offline `procedural` renderer both turn a customer's description into picture bytes.
// What goes wrong is told apart by type: a failure (the service is down, slow or answered
// nonsense) is worth drawing a fallback for; a refusal (the service judged the prompt unsafe) is
// the customer's to fix, and drawing something anyway would side-step the service's judgement.

export interface GeneratedImage {
  /** An encoded raster image (PNG, JPEG or WebP); the image pipeline re-encodes it before storage. */
  bytes: Buffer;
}

export interface ImageGenerator {
  /** 'openai' or 'procedural': stored with each design. */
  readonly name: string;
  generate(prompt: string, signal?: AbortSignal): Promise<GeneratedImage>;
}

/** The service did not deliver a picture; `reason` is short and safe to store and show staff ('timeout', 'HTTP 500'). */
export class ImageGenerationError extends Error {
  override name = 'ImageGenerationError';
  constructor(
    readonly reason: string,
    options?: { cause?: unknown; detail?: string },
  ) {
    super(options?.detail ? `${reason}: ${options.detail}` : reason, { cause: options?.cause });
  }
}

/** The service refused the prompt on safety grounds. Never a fallback, never a breaker failure. */
export class ImageRefusedError extends Error {
  override name = 'ImageRefusedError';
}
