// The desk's view of what went wrong or changed: each failed delivery, substitution (with its
// photo), delay announced, custom design ready to buy, and each order taken out before it was ready,
// newest first, with whether the customer was told (the mail and the phone message, as the outbox
// has them) and how they answered (opened the link, chose another slot, cancelled, saw the news).
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DeskException } from '@phoolwari/contracts';
import { CardSkeletons } from '../../../components/panel-states';
import { EmptyState, ErrorState } from '../../../components/status-views';
import { useLanguage } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/shop-dates';
import { useDeskExceptions } from '../api/desk-exceptions';

const KIND_WORDS = {
  delivery_failed: msg`Delivery failed`,
  left_unprepared: msg`Left before it was ready`,
  substitution: msg`Substitution`,
  delay: msg`Delay announced`,
  design_approved: msg`Design ready to buy`,
} as const;
const KIND_TONES = {
  delivery_failed: { border: 'border-red-200', text: 'text-red-800' },
  left_unprepared: { border: 'border-amber-200', text: 'text-amber-900' },
  substitution: { border: 'border-sky-200', text: 'text-sky-900' },
  delay: { border: 'border-amber-200', text: 'text-amber-900' },
  design_approved: { border: 'border-emerald-200', text: 'text-emerald-800' },
} as const;
const OUTBOX_WORDS = { stored: msg`kept in the outbox`, pending: msg`waiting to be sent`, sent: msg`sent`, failed: msg`could not be sent` } as const;
const ANSWER_WORDS = { opened: msg`Opened the link`, rescheduled: msg`Chose another slot`, cancelled: msg`Cancelled`, seen: msg`Seen in My Orders` } as const;

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
  // Only an order taken out unready stays with the desk; every other kind is the customer's news.
  const told = e.kind !== 'left_unprepared';
  const tone = KIND_TONES[e.kind];
  const kind = t(KIND_WORDS[e.kind]);
  const expected = e.expectedAt ? formatDateTime(e.expectedAt, language) : null;
  const replaced = e.replaced;
  const replacement = e.replacement;
  return (
    <article
      aria-label={e.orderId ? t`${kind}: order ${e.orderNumber}` : t`${kind}: design ${e.orderNumber}`}
      className={`grid gap-3 rounded-xl border bg-white p-4 text-sm md:grid-cols-[1.2fr_1fr_1fr] ${tone.border}`}
    >
      <div className="min-w-0">
        <p className={`font-semibold ${tone.text}`}>{kind}</p>
        <p className="font-mono text-gray-900">{e.orderNumber}</p>
        <p className="text-gray-800">
          {e.customerName} · <time dateTime={e.at}>{at}</time>
        </p>
        {replaced && replacement && (
          <p className="break-words text-gray-900">
            {replaced} → {replacement}
          </p>
        )}
        {e.reason && (
          <p className="break-words text-gray-800">
            <Trans>
              “{e.reason}” — {e.reportedBy}
            </Trans>
          </p>
        )}
        {expected && (
          <p className="text-gray-800">
            <Trans>
              Now expected: <time dateTime={e.expectedAt ?? undefined}>{expected}</time>
            </Trans>
          </p>
        )}
        {e.photo && (
          <a href={e.photo} target="_blank" rel="noreferrer" className="mt-2 inline-block">
            <img
              src={e.photo.replace(/\.webp$/, '-400.webp')}
              alt={t`Photo of the substitution in order ${e.orderNumber}`}
              width={64}
              height={64}
              loading="lazy"
              className="h-16 w-16 rounded-lg object-cover"
            />
          </a>
        )}
      </div>
      <div>
        <p className="font-semibold text-gray-900">
          <Trans>Told</Trans>
        </p>
        {told ? (
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
        {!told ? (
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
          <EmptyState
            title={t`Nothing has gone wrong`}
            detail={t`Failed deliveries, substitutions, delays, designs ready to buy and orders taken out before they were ready appear here.`}
          />
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
