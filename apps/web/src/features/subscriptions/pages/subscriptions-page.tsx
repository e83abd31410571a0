// /subscriptions: the shop's plans ("flowers every morning") with what each brings, when and for
// how much a delivery; subscribing (signed in) and paying the cycle up front; then My subscriptions.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SubscriptionPlan } from '@phoolwari/contracts';
import { Button } from '../../../components/button';
import { LoginPrompt } from '../../../components/login-prompt';
import { PageContainer } from '../../../components/page-container';
import { PageTitle } from '../../../components/page-title';
import { ProductImage } from '../../../components/product-image';
import { PageSpinner } from '../../../components/spinner';
import { EmptyState, ErrorState } from '../../../components/status-views';
import { formatRupees } from '../../../lib/money';
import { formatClock } from '../../../lib/shop-dates';
import { useSession } from '../../../lib/session';
import { SimulatedPaymentDialog } from '../../checkout';
import { usePlans } from '../api/subscriptions';
import { MySubscriptions } from '../components/my-subscriptions';
import { SubscribeForm } from '../components/subscribe-form';
import { weekdaysText } from '../components/words';

function PlanCard({ plan, open, onOpen, onClose }: { plan: SubscriptionPlan; open: boolean; onOpen: () => void; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const { user } = useSession();
  const hindi = i18n.locale === 'hi';
  const name = (hindi && plan.hi?.name) || plan.name;
  const description = (hindi && plan.hi?.description) || plan.description;
  const slot = (hindi && plan.slot.hiName) || plan.slot.name;
  const price = formatRupees(plan.pricePerDelivery);
  const until = formatClock(plan.slot.endTime, hindi ? 'hi' : 'en');
  return (
    <article aria-label={name} className="flex flex-col gap-3 rounded-2xl border border-gray-200 bg-white p-4">
      <div className="flex gap-4">
        {plan.image && (
          <div className="h-24 w-24 shrink-0 overflow-hidden rounded-xl">
            <ProductImage src={plan.image} alt="" className="h-full w-full object-cover" sizes="96px" />
          </div>
        )}
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-gray-900">{name}</h2>
          <p className="mt-1 text-sm text-gray-700">{description}</p>
        </div>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-gray-600">
          <Trans>Days</Trans>
        </dt>
        <dd className="text-gray-900">{weekdaysText(plan.weekdays, i18n)}</dd>
        <dt className="text-gray-600">
          <Trans>Arrives</Trans>
        </dt>
        <dd className="text-gray-900">
          <Trans>
            {slot}, by {until}
          </Trans>
        </dd>
        <dt className="text-gray-600">
          <Trans>Price</Trans>
        </dt>
        <dd className="font-semibold text-gray-900">
          <Trans>{price} a delivery</Trans>
        </dd>
      </dl>
      {open && user ? (
        <SubscribeForm plan={plan} onDone={onClose} onClose={onClose} />
      ) : (
        <div>
          <Button onClick={onOpen} aria-expanded={open}>
            <Trans>Subscribe</Trans>
          </Button>
        </div>
      )}
      {open && !user && <LoginPrompt title={t`Log in to subscribe`} detail={t`Your subscription, its deliveries and refunds are kept with your account.`} />}
    </article>
  );
}

export function SubscriptionsPage() {
  const { t } = useLingui();
  const { user, status } = useSession();
  const plans = usePlans();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <PageContainer className="max-w-5xl">
      <PageTitle title={t`Flowers every morning`}>
        <Trans>Pooja flowers before 7 am, or a fresh bouquet each week: choose a plan, pay for the weeks up front, pause when you travel.</Trans>
      </PageTitle>
      {plans.isPending ? (
        <PageSpinner label={t`Loading plans…`} />
      ) : plans.isError ? (
        <ErrorState title={t`The plans could not be loaded`} error={plans.error} onRetry={() => void plans.refetch()} />
      ) : plans.data.length === 0 ? (
        <EmptyState title={t`No plans offered right now`} detail={t`Please come back soon.`} />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {plans.data.map((plan) => (
            <li key={plan._id}>
              <PlanCard plan={plan} open={open === plan._id} onOpen={() => setOpen(plan._id)} onClose={() => setOpen(null)} />
            </li>
          ))}
        </ul>
      )}
      <section aria-labelledby="my-subscriptions" className="mt-10">
        <h2 id="my-subscriptions" className="mb-4 text-xl font-semibold text-gray-900">
          <Trans>My subscriptions</Trans>
        </h2>
        {status === 'loading' ? null : user ? (
          <MySubscriptions />
        ) : (
          <LoginPrompt title={t`Log in to see your subscriptions`} detail={t`Your subscriptions, their deliveries and refunds are kept with your account.`} />
        )}
      </section>
      <SimulatedPaymentDialog />
    </PageContainer>
  );
}
