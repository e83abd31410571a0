// The overlay shown while a design is being drawn. The server does not report progress, so the bar
// is honest about it: it eases towards 95 % over about a minute (the image service's longest
// wait), never claims to be done, and the stage line and elapsed seconds show that work goes on.
import { useEffect, useState } from 'react';
import { Spinner } from '../../../components/spinner';

/** What the line under the bar says after so many seconds. */
const STAGES: readonly (readonly [number, string])[] = [
  [0, 'Reading your description…'],
  [3, 'Choosing flowers and colours…'],
  [8, 'Drawing flowers…'],
  [20, 'Arranging the design…'],
  [40, 'Adding the finishing touches…'],
  [60, 'Still drawing — this is taking longer than usual…'],
];

export function stageAt(seconds: number): string {
  let text = STAGES[0]?.[1] ?? '';
  for (const [from, stage] of STAGES) if (seconds >= from) text = stage;
  return text;
}

/** 0 → 95: quick at first, then slower, so a fast answer looks fast and a slow one still moves. */
export function easedPercent(seconds: number): number {
  return Math.min(95, Math.round(95 * (1 - Math.exp(-seconds / 18))));
}

export function GenerationProgress() {
  const [startedAt] = useState(() => Date.now());
  const [seconds, setSeconds] = useState(0);

  useEffect(() => {
    const timer = setInterval(() => setSeconds((Date.now() - startedAt) / 1000), 250);
    return () => clearInterval(timer);
  }, [startedAt]);

  const percent = easedPercent(seconds);
  const stage = stageAt(seconds);
  const whole = Math.floor(seconds);

  return (
    <div data-testid="generation-overlay" className="absolute inset-0 z-10 flex items-center justify-center rounded-2xl bg-white/95 p-4 backdrop-blur-sm">
      <div className="w-full max-w-sm space-y-3 text-center">
        <Spinner className="mx-auto h-8 w-8 text-brand-600" />
        <p className="font-semibold text-gray-900">Creating your design</p>
        <div
          role="progressbar"
          aria-label="Creating your design"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={stage}
          className="h-2.5 w-full overflow-hidden rounded-full bg-brand-100"
        >
          <div className="h-full rounded-full bg-brand-600 transition-[width] duration-300 ease-out motion-reduce:transition-none" style={{ width: `${percent}%` }} />
        </div>
        {/* Announced when the stage changes, not every tick of the clock. */}
        <p aria-live="polite" className="text-sm text-gray-800">
          {stage}
        </p>
        <p className="text-xs text-gray-600">
          {whole} {whole === 1 ? 'second' : 'seconds'} · usually a few seconds, up to a minute when the AI service is busy
        </p>
      </div>
    </div>
  );
}
