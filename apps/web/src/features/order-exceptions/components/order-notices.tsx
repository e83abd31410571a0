// The news about one order in My Orders, live: a substitution the florist made (what was replaced by
// what, why, and the photo) and a delay the desk announced (why, and when it is now expected). The
// customer marks each one seen, which the desk's list shows. Nothing while there is none; a list
// that could not be read says so quietly (the order itself is still shown).
import { Trans, useLingui } from '@lingui/react/macro';
import type { CustomerNotice } from '@phoolwari/contracts';
import { useLanguage } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/shop-dates';
import { useOrderUpdates } from '../../../lib/socket';
import { useMyNotices, useRefetchNotices } from '../api/my-notices';
import { NoticeNoted } from './notice-noted';

function Notice({ notice: n }: { notice: CustomerNotice }) {
  const { t } = useLingui();
  const language = useLanguage();
  const at = formatDateTime(n.at, language);
  const expected = n.expectedAt ? formatDateTime(n.expectedAt, language) : null;
  const replaced = n.replaced;
  const replacement = n.replacement;
  const reason = n.reason;
  const substitution = n.kind === 'substitution';

  return (
    <li
      className={`flex flex-wrap items-start gap-3 rounded-lg border p-3 text-sm ${substitution ? 'border-sky-200 bg-sky-50 text-sky-950' : 'border-amber-200 bg-amber-50 text-amber-950'}`}
    >
      {n.photo && (
        <a href={n.photo} target="_blank" rel="noreferrer" className="shrink-0">
          <img
            src={n.photo.replace(/\.webp$/, '-400.webp')}
            alt={t`Photo of the change to your flowers`}
            width={80}
            height={80}
            loading="lazy"
            className="h-20 w-20 rounded-lg object-cover"
          />
        </a>
      )}
      <div className="min-w-0 flex-[1_1_12rem] space-y-1">
        <p className="font-semibold">{substitution ? <Trans>Our florist made a change</Trans> : <Trans>Your order is running late</Trans>}</p>
        {substitution && replaced && replacement && (
          <p className="break-words">
            <Trans>
              {replaced} was replaced by {replacement}.
            </Trans>
          </p>
        )}
        {reason && (
          <p className="break-words">
            <Trans>
              <span className="font-semibold">Why:</span> {reason}
            </Trans>
          </p>
        )}
        {expected && (
          <p>
            <Trans>
              <span className="font-semibold">Now expected:</span> <time dateTime={n.expectedAt ?? undefined}>{expected}</time>
            </Trans>
          </p>
        )}
        <p className="text-xs opacity-80">
          <time dateTime={n.at}>{at}</time>
        </p>
      </div>
      <NoticeNoted notice={n} seenClassName="self-center text-xs font-medium" />
    </li>
  );
}

/** The order's news, newest first; nothing when it has none. */
export function OrderNotices({ orderId }: { orderId: string }) {
  const { t } = useLingui();
  const notices = useMyNotices();
  const refetch = useRefetchNotices();
  // A substitution or a delay is a move of the order: its live update brings the news in.
  useOrderUpdates([orderId], refetch, refetch);
  if (notices.isError) return <p className="text-sm text-gray-700">{t`The news about this order could not be loaded.`}</p>;
  const mine = (notices.data?.notices ?? []).filter((n) => n.orderId === orderId);
  if (mine.length === 0) return null;
  return (
    <section aria-label={t`News about this order`}>
      <ul className="space-y-2">
        {mine.map((n) => (
          <Notice key={n._id} notice={n} />
        ))}
      </ul>
    </section>
  );
}
