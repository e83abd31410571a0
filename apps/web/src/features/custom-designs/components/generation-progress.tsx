// The overlay shown while a design is being drawn. The server does not report progress, so the bar
// is honest about it: it eases towards 95 % over about a minute (the image service's longest
// wait), never claims to be done, and the stage line and elapsed seconds show that work goes on.
import { useEffect, useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Spinner } from '../../../components/spinner';

/** What the line under the bar says after so many seconds. */
const STAGES: readonly (readonly [number, MessageDescriptor])[] = [
  [0, msg`Reading your description…`],
  [3, msg`Choosing flowers and colours…`],
  [8, msg`Drawing flowers…`],
  [20, msg`Arranging the design…`],
  [40, msg`Adding the finishing touches…`],
  [60, msg`Still drawing — this is taking longer than usual…`],
];

export function stageAt(seconds: number): MessageDescriptor | undefined {
  let text = STAGES[0]?.[1];
  for (const [from, stage] of STAGES) if (seconds >= from) text = stage;
  return text;
}

/** 0 → 95: quick at first, then slower, so a fast answer looks fast and a slow one still moves. */
export function easedPercent(seconds: number): number {
  return Math.min(95, Math.round(95 * (1 - Math.exp(-seconds / 18))));
}

export function GenerationProgress() {
  const { t } = useLingui();
  const [startedAt] = useState(() => Date.now());
  const [seconds, setSeconds] = useState(0);

  useEffect(() => {
    const timer = setInterval(() => setSeconds((Date.now() - startedAt) / 1000), 250);
    return () => clearInterval(timer);
  }, [startedAt]);

  const percent = easedPercent(seconds);
  const stageMessage = stageAt(seconds);
  const stage = stageMessage ? t(stageMessage) : '';
  const whole = Math.floor(seconds);

  return (
    <div data-testid="generation-overlay" className="absolute inset-0 z-10 flex items-center justify-center rounded-2xl bg-white/95 p-4 backdrop-blur-sm">
      <div className="w-full max-w-sm space-y-3 text-center">
        <Spinner className="mx-auto h-8 w-8 text-brand-600" />
        <p className="font-semibold text-gray-900">
          <Trans>Creating your design</Trans>
        </p>
        <div
          role="progressbar"
          aria-label={t`Creating your design`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={stage}
          className="h-2.5 w-full overflow-hidden rounded-full bg-brand-100"
        >
          <div
            className="h-full rounded-full bg-brand-600 transition-[width] duration-300 ease-out motion-reduce:transition-none"
            style={{ width: `${percent}%` }}
          />
        </div>
        {/* Announced when the stage changes, not every tick of the clock. */}
        <p aria-live="polite" className="text-sm text-gray-800">
          {stage}
        </p>
        <p className="text-xs text-gray-600">
          <Plural
            value={whole}
            one="# second · usually a few seconds, up to a minute when the AI service is busy"
            other="# seconds · usually a few seconds, up to a minute when the AI service is busy"
          />
        </p>
      </div>
    </div>
  );
}
