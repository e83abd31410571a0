// The desk's view of what went wrong: each failed delivery and each order taken out before it was
// ready, newest first, with whether the customer was told (the mail and the phone message, as the
// outbox has them) and how they answered (opened the link, chose another slot, cancelled).
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DeskException } from '@phoolwari/contracts';
import { CardSkeletons } from '../../../components/panel-states';
import { EmptyState, ErrorState } from '../../../components/status-views';
import { useLanguage } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/shop-dates';
import { useDeskExceptions } from '../api/desk-exceptions';

const KIND_WORDS = { delivery_failed: msg`Delivery failed`, left_unprepared: msg`Left before it was ready` } as const;
const OUTBOX_WORDS = { stored: msg`kept in the outbox`, pending: msg`waiting to be sent`, sent: msg`sent`, failed: msg`could not be sent` } as const;
const ANSWER_WORDS = { opened: msg`Opened the link`, rescheduled: msg`Chose another slot`, cancelled: msg`Cancelled` } as const;

function Told({ label, state }: { label: string; state: DeskException['mail'] }) {
  const { t } = useLingui();
  const words = state ? t(OUTBOX_WORDS[state]) : t`none (no contact)`;
  const tone = state === 'sent' || state === 'stored' ? 'text-emerald-800' : state === 'failed' ? 'text-red-700' : 'text-gray-700';
  return (
    <p>
      <span className="font-medium text-gray-900">{label}:</span> <span className={tone}>{words}</span>
    </p>
  );
}

function ExceptionRow({ exception: e }: { exception: DeskException }) {
  const { t } = useLingui();
  const language = useLanguage();
  const at = formatDateTime(e.at, language);
  const answeredAt = e.answeredAt ? formatDateTime(e.answeredAt, language) : null;
  const failed = e.kind === 'delivery_failed';
  return (
    <article
      aria-label={t`${t(KIND_WORDS[e.kind])}: order ${e.orderNumber}`}
      className={`grid gap-3 rounded-xl border bg-white p-4 text-sm md:grid-cols-[1.2fr_1fr_1fr] ${failed ? 'border-red-200' : 'border-amber-200'}`}
    >
      <div className="min-w-0">
        <p className={`font-semibold ${failed ? 'text-red-800' : 'text-amber-900'}`}>{t(KIND_WORDS[e.kind])}</p>
        <p className="font-mono text-gray-900">{e.orderNumber}</p>
        <p className="text-gray-800">
          {e.customerName} · <time dateTime={e.at}>{at}</time>
        </p>
        <p className="break-words text-gray-800">
          <Trans>
            “{e.reason}” — {e.reportedBy}
          </Trans>
        </p>
      </div>
      <div>
        <p className="font-semibold text-gray-900">
          <Trans>Told</Trans>
        </p>
        {failed ? (
          <>
            <Told label={t`Mail`} state={e.mail} />
            <Told label={t`Phone`} state={e.phone} />
          </>
        ) : (
          <p className="text-gray-700">
            <Trans>The desk only (the customer is not told)</Trans>
          </p>
        )}
      </div>
      <div>
        <p className="font-semibold text-gray-900">
          <Trans>Answered</Trans>
        </p>
        {!failed ? (
          <p className="text-gray-700">—</p>
        ) : e.answer ? (
          <p className={e.answer === 'opened' ? 'text-gray-800' : 'font-medium text-emerald-800'}>
            {t(ANSWER_WORDS[e.answer])}
            {answeredAt && (
              <>
                {' · '}
                <time dateTime={e.answeredAt ?? undefined}>{answeredAt}</time>
              </>
            )}
          </p>
        ) : (
          <p className="font-medium text-amber-900">
            <Trans>No answer yet</Trans>
          </p>
        )}
      </div>
    </article>
  );
}

export function ExceptionsPanel() {
  const { t } = useLingui();
  const list = useDeskExceptions();
  const exceptions = list.data?.exceptions ?? [];
  const waiting = exceptions.filter((e) => e.kind === 'delivery_failed' && (e.answer === null || e.answer === 'opened')).length;
  return (
    <section aria-labelledby="exceptions-title" className="space-y-4">
      <div>
        <h2 id="exceptions-title" className="text-lg font-semibold text-gray-900">
          <Trans>Exceptions: who was told, who answered</Trans>
        </h2>
        {list.data && (
          <p role="status" className="text-sm text-gray-700">
            {waiting > 0
              ? t`Waiting for the customer’s choice: ${plural(waiting, { one: '# failed delivery', other: '# failed deliveries' })}`
              : t`Every failed delivery has been answered`}
          </p>
        )}
      </div>
      <div aria-busy={list.isFetching}>
        {list.isPending ? (
          <CardSkeletons count={2} withImage={false} />
        ) : list.isError ? (
          <ErrorState title={t`The exceptions could not be loaded`} error={list.error} onRetry={() => void list.refetch()} />
        ) : exceptions.length === 0 ? (
          <EmptyState title={t`Nothing has gone wrong`} detail={t`Failed deliveries and orders taken out before they were ready appear here.`} />
        ) : (
          <ol className="space-y-3">
            {exceptions.map((e) => (
              <li key={e._id}>
                <ExceptionRow exception={e} />
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
