// Discard and Place Custom Order for one draft, side by side (stacked full width on a phone), under
// the question whether the shop may show the design in its public gallery: off until the customer
// ticks it, as a design is theirs to share.
import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/button';
import type { useDraftActions } from '../lib/use-draft-actions';

interface DraftActionsProps {
  designId: string;
  actions: ReturnType<typeof useDraftActions>;
  /** Called after the draft was placed or discarded. */
  onPlaced?: () => void;
  onDiscarded?: () => void;
}

export function DraftActions({ designId, actions, onPlaced, onDiscarded }: DraftActionsProps) {
  const { t } = useLingui();
  const placing = actions.placingId === designId;
  const discarding = actions.discardingId === designId;
  const busy = placing || discarding;
  const [galleryConsent, setGalleryConsent] = useState(false);
  const hintId = useId();
  return (
    <div className="flex flex-col gap-3">
      <label className="flex cursor-pointer items-start gap-3 text-sm text-gray-900">
        <input
          type="checkbox"
          checked={galleryConsent}
          onChange={(event) => setGalleryConsent(event.target.checked)}
          disabled={busy}
          aria-describedby={hintId}
          className="mt-0.5 size-5 shrink-0 accent-brand-600"
        />
        <span>
          <Trans>Show my design in the shop’s public gallery once it is approved</Trans>
          <span id={hintId} className="block text-gray-600">
            <Trans>Your name is never shown. You can change this later under My Orders.</Trans>
          </span>
        </span>
      </label>
      <div className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-2">
        <Button
          variant="secondary"
          busy={discarding}
          busyLabel={t`Discarding…`}
          disabled={busy}
          onClick={() => void actions.discard(designId).then((ok) => ok && onDiscarded?.())}
        >
          <Trans>Discard</Trans>
        </Button>
        <Button
          busy={placing}
          busyLabel={t`Placing…`}
          disabled={busy}
          onClick={() => void actions.place(designId, galleryConsent).then((ok) => ok && onPlaced?.())}
        >
          <Trans>Place Custom Order</Trans>
        </Button>
      </div>
    </div>
  );
}
