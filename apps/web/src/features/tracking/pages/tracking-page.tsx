// /track/:token: an order followed through its tracking link, with no account. Phone first: the
// status in words, when it comes, what is in it, and its progress with the florist's photo and the
// proof of delivery; live while open. A revoked or unknown link gets its own friendly page; the
// page is kept out of search engines (the link is a capability).
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TrackingView } from '@phoolwari/contracts';
import { localized } from '@phoolwari/contracts/storefront-values';
import type { Language } from '../../../i18n/languages';
import { buttonClasses } from '../../../components/button';
import { PageContainer } from '../../../components/page-container';
import { useDocumentTitle } from '../../../components/page-title';
import { PageSpinner } from '../../../components/spinner';
import { EmptyState, ErrorState } from '../../../components/status-views';
import { formatCalendarDate, formatClock } from '../../../lib/shop-dates';
import { isDeadLink, trackingKeys, useTracking } from '../api/get-tracking';
import { TrackingTimeline } from '../components/tracking-timeline';
import { useLiveTracking } from '../lib/use-live-tracking';

export const LINK_GONE = msg`This tracking link is not valid any more`;
export const TRACKING_FAILED = msg`We could not load this order’s progress`;

/** The order's state in a few words, as the top of the page says it. */
export function statusHeadline(view: TrackingView, i18n: I18n): { title: string; detail: string } {
  const language = i18n.locale as Language;
  const when = `${formatCalendarDate(view.deliveryDate, language)}, ${formatClock(view.slot.startTime, language)} – ${formatClock(view.slot.endTime, language)}`;
  const receivedBy = view.delivered?.receivedBy;
  if (view.orderStatus === 'cancelled') return { title: i18n._(msg`Cancelled`), detail: i18n._(msg`This order was cancelled and will not be delivered.`) };
  if (view.orderStatus === 'delivered' || view.deliveryStatus === 'delivered')
    return { title: i18n._(msg`Delivered`), detail: receivedBy ? i18n._(msg`Received by ${receivedBy}.`) : i18n._(msg`The flowers have arrived.`) };
  if (view.deliveryStatus === 'failed')
    return { title: i18n._(msg`Delivery attempt failed`), detail: i18n._(msg`The shop will try again or get in touch with the sender.`) };
  if (view.deliveryStatus === 'out_for_delivery') return { title: i18n._(msg`Out for delivery`), detail: i18n._(msg`On the way now. Expected ${when}.`) };
  if (view.deliveryStatus === 'picked_up' || view.deliveryStatus === 'in_transit')
    return { title: i18n._(msg`On its way`), detail: i18n._(msg`Expected ${when}.`) };
  if (view.prepared) return { title: i18n._(msg`Ready`), detail: i18n._(msg`The flowers are ready and will be delivered ${when}.`) };
  if (view.orderStatus === 'processing') return { title: i18n._(msg`Being prepared`), detail: i18n._(msg`Our florist is making it now. Delivery ${when}.`) };
  return { title: i18n._(msg`Confirmed`), detail: i18n._(msg`Delivery ${when}.`) };
}

/** <meta name="robots" content="noindex"> while the page is shown. */
function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

export function TrackingPage() {
  const { i18n, t } = useLingui();
  const language = i18n.locale as Language;
  const { token = '' } = useParams();
  useNoIndex();
  const queryClient = useQueryClient();
  const tracking = useTracking(token);
  const linkDead = tracking.isError && isDeadLink(tracking.error);
  const orderNumber = tracking.data?.orderNumber;
  useDocumentTitle(linkDead ? t`Tracking link not valid` : orderNumber ? t`Order ${orderNumber}` : t`Track your order`);
  useLiveTracking(token, {
    enabled: tracking.isSuccess,
    onView: (view) => queryClient.setQueryData(trackingKeys.link(token), view),
    onReconnect: () => void tracking.refetch(),
  });

  let body;
  if (linkDead) {
    body = (
      <EmptyState
        title={t(LINK_GONE)}
        titleAs="h1"
        detail={t`The link may have been replaced by the person who placed the order, or copied incompletely. Ask them for the current link.`}
        action={
          <Link to="/" className={buttonClasses('secondary')}>
            <Trans>Visit the shop</Trans>
          </Link>
        }
      />
    );
  } else if (tracking.isPending) {
    body = <PageSpinner label={t`Loading the order’s progress…`} />;
  } else if (tracking.isError || !tracking.data) {
    body = <ErrorState title={t(TRACKING_FAILED)} titleAs="h1" error={tracking.error} onRetry={() => void tracking.refetch()} />;
  } else {
    const view = tracking.data;
    const headline = statusHeadline(view, i18n);
    const viewNumber = view.orderNumber;
    const slotFrom = formatClock(view.slot.startTime, language);
    const slotTo = formatClock(view.slot.endTime, language);
    const slotName = localized(view.slot, language).name;
    body = (
      <article aria-labelledby="tracking-title" className="flex flex-col gap-5">
        <header className="rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
          <p className="text-sm text-gray-700">
            <Trans>
              Order <span className="font-mono">{viewNumber}</span>
            </Trans>
          </p>
          <h1 id="tracking-title" className="mt-1 text-2xl font-bold text-gray-900 sm:text-3xl">
            {headline.title}
          </h1>
          <p className="mt-1 text-gray-800" aria-live="polite">
            {headline.detail}
          </p>
          <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
            <dt className="text-gray-600">
              <Trans>Delivery</Trans>
            </dt>
            <dd className="text-gray-900">{formatCalendarDate(view.deliveryDate, language)}</dd>
            <dt className="text-gray-600">
              <Trans>Slot</Trans>
            </dt>
            <dd className="text-gray-900">
              {slotName} ({slotFrom} – {slotTo})
            </dd>
          </dl>
        </header>

        <section aria-labelledby="progress-title" className="rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
          <h2 id="progress-title" className="mb-4 text-lg font-semibold text-gray-900">
            <Trans>Progress</Trans>
          </h2>
          <TrackingTimeline view={view} />
        </section>

        <section aria-labelledby="items-title" className="rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
          <h2 id="items-title" className="mb-2 text-lg font-semibold text-gray-900">
            <Trans>In this order</Trans>
          </h2>
          <ul className="flex flex-col gap-1 text-gray-900">
            {view.items.map((item, i) => (
              <li key={`${item.name}-${i}`}>
                {item.quantity} × {localized(item, language).name}
              </li>
            ))}
          </ul>
        </section>
        <p className="text-center text-sm text-gray-600">
          <Trans>This page updates by itself. It shows the order’s progress only, nothing about the sender or the recipient.</Trans>
        </p>
      </article>
    );
  }
  return <PageContainer className="max-w-xl">{body}</PageContainer>;
}
