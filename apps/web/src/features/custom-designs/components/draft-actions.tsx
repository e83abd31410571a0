// Discard and Place Custom Order for one draft, side by side (stacked full width on a phone).
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
  return (
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
      <Button busy={placing} busyLabel={t`Placing…`} disabled={busy} onClick={() => void actions.place(designId).then((ok) => ok && onPlaced?.())}>
        <Trans>Place Custom Order</Trans>
      </Button>
    </div>
  );
}
