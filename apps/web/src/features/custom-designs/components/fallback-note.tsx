// Says plainly that a picture was drawn by the shop's offline illustrator because the image
// service was unavailable: it shows the idea, not a photograph-like render.
import { InfoIcon } from '../../../components/icons';

export const FALLBACK_NOTE = 'Illustrative preview: the AI image service was unavailable, so this picture was drawn by our offline illustrator. Our florists work from your description.';

export function FallbackNote({ className = '' }: { className?: string }) {
  return (
    <p data-testid="fallback-note" className={`flex items-start gap-2 rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900 ${className}`}>
      <InfoIcon className="mt-0.5 h-4 w-4 shrink-0 text-sky-700" />
      <span>{FALLBACK_NOTE}</span>
    </p>
  );
}
