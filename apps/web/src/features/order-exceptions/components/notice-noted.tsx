// "OK, noted" on a piece of news in My Orders, or "Seen" once the customer has said so (the desk's
// list shows which news was seen). A failed save says so and leaves the button to press again.
import { Trans, useLingui } from '@lingui/react/macro';
import type { CustomerNotice } from '@phoolwari/contracts';
import { Button } from '../../../components/button';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useMarkNoticeSeen } from '../api/my-notices';

export function NoticeNoted({ notice, seenClassName = 'text-xs font-medium' }: { notice: CustomerNotice; seenClassName?: string }) {
  const { t } = useLingui();
  const seen = useMarkNoticeSeen();

  async function markSeen() {
    try {
      await seen.mutateAsync(notice._id);
    } catch (error) {
      toast.error(errorMessage(error, t`Could not save. Please try again.`));
    }
  }

  if (notice.seen) {
    return (
      <span className={seenClassName}>
        <Trans>Seen</Trans>
      </span>
    );
  }
  return (
    <Button variant="secondary" className="min-h-10 px-3" busy={seen.isPending} busyLabel={t`Saving…`} onClick={() => void markSeen()}>
      <Trans>OK, noted</Trans>
    </Button>
  );
}
