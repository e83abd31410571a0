// My Orders' news about no order: a custom design the shop priced and approved, now for sale, with
// the link to buy it and "OK, noted" (decision 033). Live: the server tells the account's open
// pages when such news is stored, as an order's move brings in a substitution or a delay.
import { Trans, useLingui } from '@lingui/react/macro';
import type { CustomerNotice } from '@phoolwari/contracts';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button';
import { useLanguage } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/shop-dates';
import { useNoticeUpdates } from '../../../lib/socket';
import { useMyNotices, useRefetchNotices } from '../api/my-notices';
import { NoticeNoted } from './notice-noted';

function DesignNotice({ notice: n }: { notice: CustomerNotice }) {
  const language = useLanguage();
  const at = formatDateTime(n.at, language);
  const what = n.reason;

  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-950">
      <div className="min-w-0 flex-[1_1_12rem] space-y-1">
        <p className="font-semibold">
          <Trans>Your design is ready to buy</Trans>
        </p>
        <p className="break-words">{what}</p>
        <p className="text-xs opacity-80">
          <time dateTime={n.at}>{at}</time>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {n.productId && (
          <Link to={`/product/${n.productId}`} className={buttonClasses('primary', 'min-h-10 px-3')}>
            <Trans>View and buy</Trans>
          </Link>
        )}
        <NoticeNoted notice={n} />
      </div>
    </li>
  );
}

/** The account's design news, newest first; nothing when there is none or it could not be read (the orders still show). */
export function DesignNotices() {
  const { t } = useLingui();
  const notices = useMyNotices();
  const refetch = useRefetchNotices();
  useNoticeUpdates(refetch, refetch);
  const designs = (notices.data?.notices ?? []).filter((n) => n.kind === 'design_approved' && !n.orderId);
  if (designs.length === 0) return null;
  return (
    <section aria-label={t`News about your designs`} className="mb-4">
      <ul className="space-y-2">
        {designs.map((n) => (
          <DesignNotice key={n._id} notice={n} />
        ))}
      </ul>
    </section>
  );
}
