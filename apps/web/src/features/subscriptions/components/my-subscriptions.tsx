// My subscriptions: each with its state, the next deliveries (an order number once made), days off,
// and the changes: skip a day, pause for dates, give a day off back (until its order is made at
// 14:00 the day before: the server says which), a new address, cancel with the undelivered part
// refunded (the server's figure, shown before cancelling).
import { useState, type FormEvent } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ShippingAddress, Subscription } from '@phoolwari/contracts';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/form-field';
import { EmptyState, ErrorState } from '../../../components/status-views';
import { PageSpinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api';
import { formatRupees } from '../../../lib/money';
import { addDays, formatCalendarDate, shopToday } from '../../../lib/shop-dates';
import { toast } from '../../../lib/toast';
import { useCancelSubscription, useChangeAddress, useDaysOff, useMySubscriptions, useUndoDaysOff } from '../api/subscriptions';
import { AddressFields, fieldErrors, toAddressBody, type AddressValues } from './subscribe-form';
import { STATE_LABELS, weekdaysText } from './words';

type Panel = 'none' | 'pause' | 'address' | 'cancel';

function DaysOffForm({ subscription, onDone }: { subscription: Subscription; onDone: () => void }) {
  const { t } = useLingui();
  const tomorrow = addDays(shopToday(), 1);
  const [from, setFrom] = useState(tomorrow);
  const [to, setTo] = useState(tomorrow);
  const daysOff = useDaysOff();
  const errors = fieldErrors(daysOff.error);
  async function submit(event: FormEvent) {
    event.preventDefault();
    await daysOff.mutateAsync({ id: subscription._id, body: { from, to } }).then(
      () => {
        toast.success(t`Those days are off; the deliveries move to the end of the cycle.`);
        onDone();
      },
      () => undefined,
    );
  }
  return (
    <form onSubmit={(e) => void submit(e)} aria-label={t`Pause deliveries`} className="mt-3 flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={t`From`} type="date" min={tomorrow} required value={from} onChange={(e) => setFrom(e.target.value)} error={errors.from} />
        <TextField
          label={t`To (the same day to skip one)`}
          type="date"
          min={from}
          required
          value={to}
          onChange={(e) => setTo(e.target.value)}
          error={errors.to}
        />
      </div>
      <FormAlert message={daysOff.isError ? errorMessage(daysOff.error, t`The days could not be paused`) : null} />
      <div>
        <Button type="submit" busy={daysOff.isPending}>
          <Trans>Pause these days</Trans>
        </Button>
      </div>
    </form>
  );
}

/**
 * The days off still to come, a pause shown as one run (days off with no delivery between them),
 * each with "Undo" while its order is not made yet; a run partly past its cut-off gives back the rest.
 */
function DaysOff({ subscription: s, language }: { subscription: Subscription; language: 'en' | 'hi' }) {
  const { t } = useLingui();
  const undo = useUndoDaysOff();
  const today = shopToday();
  const runs: string[][] = [];
  for (const day of s.daysOff.filter((d) => d > today)) {
    const run = runs.at(-1);
    const last = run?.at(-1);
    if (run && last && !s.schedule.some((d) => d.date > last && d.date < day)) run.push(day);
    else runs.push([day]);
  }
  if (runs.length === 0) return null;
  const open = new Set(s.daysOffUndoable);
  const dayText = (d: string) => formatCalendarDate(d, language);
  return (
    <section className="mt-3" aria-label={t`Days off`}>
      <h4 className="text-sm font-semibold text-gray-900">
        <Trans>Days off</Trans>
      </h4>
      <ul className="mt-1 flex flex-col gap-2 text-sm text-gray-800">
        {runs.map((run) => {
          const first = run[0]!;
          const last = run.at(-1)!;
          const back = run.filter((d) => open.has(d));
          const fromDay = dayText(first);
          const toDay = dayText(last);
          const when = first === last ? fromDay : t`${fromDay} to ${toDay}`;
          const busy = undo.isPending && undo.variables?.body?.from === back[0];
          return (
            <li key={first} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-gray-50 px-3 py-2">
              <span className="min-w-0 break-words">{when}</span>
              {back.length > 0 ? (
                <Button
                  variant="secondary"
                  className="min-h-10 px-3"
                  busy={busy}
                  busyLabel={t`Giving back…`}
                  aria-label={t`Undo the day off: ${when}`}
                  onClick={() =>
                    void undo.mutateAsync({ id: s._id, body: { from: back[0]!, to: back.at(-1)! } }).then(
                      (after) => {
                        const end = formatCalendarDate(after.endDate, language);
                        toast.success(t`Deliveries back on. Your last delivery is now on ${end}.`);
                      },
                      (error: unknown) => toast.error(errorMessage(error, t`The day off could not be undone`)),
                    )
                  }
                >
                  <Trans>Undo</Trans>
                </Button>
              ) : (
                <span className="text-xs text-gray-700">
                  <Trans>Past 2 pm the day before: it can no longer be undone</Trans>
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <p className="mt-1 text-xs text-gray-700">
        <Trans>A day off can be undone until 2 pm the day before.</Trans>
      </p>
    </section>
  );
}

function AddressForm({ subscription, onDone }: { subscription: Subscription; onDone: () => void }) {
  const { t } = useLingui();
  const a = subscription.shippingAddress as ShippingAddress;
  const [values, setValues] = useState<AddressValues>({
    ...a,
    recipientName: subscription.recipient.name,
    recipientPhone: subscription.recipient.phone,
  });
  const change = useChangeAddress();
  async function submit(event: FormEvent) {
    event.preventDefault();
    await change.mutateAsync({ id: subscription._id, body: toAddressBody(values) }).then(
      () => {
        toast.success(t`The next deliveries go to the new address.`);
        onDone();
      },
      () => undefined,
    );
  }
  return (
    <form onSubmit={(e) => void submit(e)} aria-label={t`Change the address`} className="mt-3 flex flex-col gap-3">
      <AddressFields values={values} onChange={setValues} errors={fieldErrors(change.error)} />
      <FormAlert message={change.isError ? errorMessage(change.error, t`The address could not be changed`) : null} />
      <div>
        <Button type="submit" busy={change.isPending}>
          <Trans>Save the address</Trans>
        </Button>
      </div>
    </form>
  );
}

function CancelConfirm({ subscription, onDone }: { subscription: Subscription; onDone: () => void }) {
  const { t } = useLingui();
  const cancel = useCancelSubscription();
  const refund = formatRupees(subscription.refundIfCancelled);
  const left = subscription.deliveries - subscription.placed;
  return (
    <div role="group" aria-label={t`Cancel the subscription`} className="mt-3 flex flex-col gap-3 rounded-lg border border-red-200 bg-red-50 p-3">
      <p className="text-sm text-gray-900">
        <Plural
          value={left}
          one={`# delivery is not made yet: ${refund} goes back to the account you paid from.`}
          other={`# deliveries are not made yet: ${refund} goes back to the account you paid from.`}
        />
      </p>
      <FormAlert message={cancel.isError ? errorMessage(cancel.error, t`The subscription could not be cancelled`) : null} />
      <div className="flex flex-wrap gap-3">
        <Button
          variant="danger"
          busy={cancel.isPending}
          onClick={() =>
            void cancel.mutateAsync({ id: subscription._id }).then(
              (s) => {
                const back = formatRupees(s.refund ?? 0);
                toast.success(t`Cancelled. ${back} is being refunded.`);
                onDone();
              },
              () => undefined,
            )
          }
        >
          <Trans>Cancel and refund {refund}</Trans>
        </Button>
        <Button variant="secondary" onClick={onDone}>
          <Trans>Keep it</Trans>
        </Button>
      </div>
    </div>
  );
}

function SubscriptionCard({ subscription: s }: { subscription: Subscription }) {
  const { t, i18n } = useLingui();
  const [panel, setPanel] = useState<Panel>('none');
  const language = i18n.locale === 'hi' ? 'hi' : 'en';
  const today = shopToday();
  const name = (language === 'hi' && s.hi?.planName) || s.planName;
  const upcoming = s.schedule.filter((d) => d.date > today).slice(0, 7);
  const reference = s.reference;
  const slot = (language === 'hi' && s.slot.hiName) || s.slot.name;
  const end = formatCalendarDate(s.endDate, language);
  const toggle = (p: Panel) => setPanel((open) => (open === p ? 'none' : p));
  const refund = s.refund === null ? null : formatRupees(s.refund);
  return (
    <article className="rounded-2xl border border-gray-200 bg-white p-4" aria-label={t`Subscription ${reference}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold text-gray-900">{name}</h3>
        <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">{t(STATE_LABELS[s.state])}</span>
      </div>
      <p className="mt-1 text-sm text-gray-700">
        <Trans>
          {reference} · {weekdaysText(s.weekdays, i18n)} · {slot} · until {end}
        </Trans>
      </p>
      <p className="mt-1 text-sm text-gray-700">
        <Trans>
          {s.placed} of {s.deliveries} deliveries made
        </Trans>
      </p>
      {refund !== null && (
        <p className="mt-2 text-sm font-medium text-gray-900">
          <Trans>Refund of {refund} for the deliveries not made.</Trans>
        </p>
      )}
      {s.state === 'active' && (
        <>
          <h4 className="mt-3 text-sm font-semibold text-gray-900">
            <Trans>Next deliveries</Trans>
          </h4>
          <ul className="mt-1 flex flex-col gap-1 text-sm text-gray-800">
            {upcoming.map((d) => (
              <li key={d.date} className="flex flex-wrap gap-2">
                <span>{formatCalendarDate(d.date, language)}</span>
                {d.orderNumber ? <span className="font-mono text-gray-700">{d.orderNumber}</span> : null}
              </li>
            ))}
          </ul>
          <DaysOff subscription={s} language={language} />
          <div className="mt-3 flex flex-wrap gap-2">
            <Button variant="secondary" aria-expanded={panel === 'pause'} onClick={() => toggle('pause')}>
              <Trans>Pause or skip</Trans>
            </Button>
            <Button variant="secondary" aria-expanded={panel === 'address'} onClick={() => toggle('address')}>
              <Trans>Change address</Trans>
            </Button>
            <Button variant="ghost" aria-expanded={panel === 'cancel'} onClick={() => toggle('cancel')}>
              <Trans>Cancel subscription</Trans>
            </Button>
          </div>
          {panel === 'pause' && <DaysOffForm subscription={s} onDone={() => setPanel('none')} />}
          {panel === 'address' && <AddressForm subscription={s} onDone={() => setPanel('none')} />}
          {panel === 'cancel' && <CancelConfirm subscription={s} onDone={() => setPanel('none')} />}
        </>
      )}
    </article>
  );
}

export function MySubscriptions() {
  const { t } = useLingui();
  const list = useMySubscriptions();
  if (list.isPending) return <PageSpinner label={t`Loading your subscriptions…`} />;
  if (list.isError) return <ErrorState title={t`Your subscriptions could not be loaded`} titleAs="h2" error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.length === 0) return <EmptyState title={t`No subscriptions yet`} detail={t`Choose a plan above to have flowers come on their own.`} />;
  return (
    <ul className="flex flex-col gap-4">
      {list.data.map((s) => (
        <li key={s._id}>
          <SubscriptionCard subscription={s} />
        </li>
      ))}
    </ul>
  );
}
