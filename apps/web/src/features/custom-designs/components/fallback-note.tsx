// Says how a picture drawn offline came to be. With no image service configured the shop's design
// studio draws every design on purpose: that is said plainly, as what it is, never as a failure.
// Only when a configured service actually failed does the note say so; and a design already on
// sale never apologises.
import { DRAWN_BY_DESIGN_STUDIO, type CustomOrderStatus } from '@phoolwari/contracts';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { InfoIcon } from '../../../components/icons';

export const STUDIO_NOTE = msg`Drawn by our design studio as a preview; the florist will make it by hand.`;
export const FALLBACK_NOTE = msg`Illustrative preview: the AI image service was unavailable, so this picture was drawn by our offline illustrator. Our florists work from your description.`;

/** Whether an offline picture was the shop's choice (no image service) rather than a failure. */
export const drawnByStudio = (design: { fallbackReason: string | null; status: CustomOrderStatus }) =>
  design.fallbackReason === DRAWN_BY_DESIGN_STUDIO || design.status === 'converted_to_product';

export function FallbackNote({ design, className = '' }: { design: { fallbackReason: string | null; status: CustomOrderStatus }; className?: string }) {
  const { t } = useLingui();
  return (
    <p data-testid="fallback-note" className={`flex items-start gap-2 rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900 ${className}`}>
      <InfoIcon className="mt-0.5 h-4 w-4 shrink-0 text-sky-700" />
      <span>{t(drawnByStudio(design) ? STUDIO_NOTE : FALLBACK_NOTE)}</span>
    </p>
  );
}
