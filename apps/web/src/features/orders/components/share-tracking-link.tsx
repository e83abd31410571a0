// "Share tracking link" and "Revoke link" on a confirmed order in My Orders. Sharing uses the
// phone's share sheet where there is one, else copies the link; when neither works the link is
// shown to copy by hand. "Revoke link" appears once the customer has taken the link here (there is
// nothing to take back before), remembered in this browser; revoking asks first, since whoever has
// the old link loses it, and hides the button again until the new link is taken.
import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Order } from '@phoolwari/contracts';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { Modal } from '../../../components/modal';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useRevokeTrackingLink, useTrackingLink } from '../api/tracking-link';

// eslint-disable-next-line lingui/no-unlocalized-strings -- a storage key, not words
const SHARED_KEY = 'trackingLinksShared';

function readShared(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SHARED_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Remembers (or forgets) that this order's link left the page; blocked storage only costs the memory. */
function rememberShared(orderId: string, shared: boolean): void {
  // The last 50 orders are plenty for one customer's list.
  const next = [...readShared().filter((id) => id !== orderId), ...(shared ? [orderId] : [])].slice(-50);
  try {
    localStorage.setItem(SHARED_KEY, JSON.stringify(next));
  } catch {
    // Private mode or a full storage: the button shows until the page reloads.
  }
}

/** Orders whose link is worth sharing: confirmed, and not cancelled. */
export const hasTrackingLink = (order: Order) => order.orderStatus !== 'pending' && order.orderStatus !== 'cancelled';

async function share(url: string, words: { title: string; text: string }): Promise<'shared' | 'copied' | 'cancelled' | 'failed'> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ ...words, url });
      return 'shared';
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}

export function ShareTrackingLink({ order }: { order: Order }) {
  const { t } = useLingui();
  const orderId = order.orderId;
  const link = useTrackingLink();
  const revoke = useRevokeTrackingLink();
  const [shown, setShown] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [shared, setShared] = useState(() => readShared().includes(order._id));
  const [revokeError, setRevokeError] = useState<string | null>(null);
  const linkFieldId = useId();

  async function onShare() {
    try {
      const url = await link.mutateAsync(order._id);
      setShared(true);
      rememberShared(order._id, true);
      const outcome = await share(url, { title: t`Order ${orderId}`, text: t`Follow the flowers of order ${orderId}:` });
      if (outcome === 'copied') toast.success(t`Tracking link copied. You may share it with the recipient.`);
      if (outcome === 'failed') setShown(url);
    } catch (error) {
      toast.error(errorMessage(error, t`The tracking link could not be loaded. Please try again.`));
    }
  }

  async function onRevoke() {
    setRevokeError(null);
    try {
      await revoke.mutateAsync(order._id);
      setConfirming(false);
      setShown(null);
      setShared(false);
      rememberShared(order._id, false);
      toast.success(t`The old link no longer works. Share the order again to send a new one.`);
    } catch (error) {
      setRevokeError(errorMessage(error, t`The link could not be revoked. Please try again.`));
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" className="min-h-10 px-3" busy={link.isPending} busyLabel={t`Getting the link…`} onClick={() => void onShare()}>
          <Trans>
            Share tracking link <span className="sr-only">of order {orderId}</span>
          </Trans>
        </Button>
        {shared && (
          <Button
            variant="ghost"
            className="min-h-10 px-3 text-red-700"
            onClick={() => {
              setRevokeError(null);
              setConfirming(true);
            }}
          >
            <Trans>
              Revoke link <span className="sr-only">of order {orderId}</span>
            </Trans>
          </Button>
        )}
      </div>
      <p className="text-xs text-gray-600">
        <Trans>Anyone with the link sees the order’s progress and photos, not your name, the address or the price.</Trans>
      </p>
      {shown && (
        <div>
          <label htmlFor={linkFieldId} className="text-sm text-gray-800">
            <Trans>Copy this link to share it:</Trans>
          </label>
          <input
            id={linkFieldId}
            readOnly
            value={shown}
            onFocus={(e) => e.currentTarget.select()}
            className="mt-1 w-full rounded-lg border border-gray-300 px-3 py-2 font-mono text-xs"
          />
        </div>
      )}
      {confirming && (
        <Modal
          size="sm"
          role="alertdialog"
          title={t`Revoke the tracking link?`}
          description={t`Anyone you sent it to will no longer be able to follow this order. You can share a new link afterwards.`}
          onClose={() => setConfirming(false)}
          footer={
            <>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                <Trans>Keep the link</Trans>
              </Button>
              <Button variant="danger" busy={revoke.isPending} busyLabel={t`Revoking…`} onClick={() => void onRevoke()}>
                <Trans>Revoke link</Trans>
              </Button>
            </>
          }
        >
          <p className="text-sm text-gray-700">
            <Trans>Order {orderId}</Trans>
          </p>
          <FormAlert message={revokeError} />
        </Modal>
      )}
    </div>
  );
}
