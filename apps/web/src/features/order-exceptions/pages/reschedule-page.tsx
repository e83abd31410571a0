// The customer's answer to a failed delivery (/orders/:id/reschedule, the link in the mail and the
// phone message, and in My Orders): the rider's reason, then another slot to choose at no charge
// (a day, and that day's slots with those full or past their cut-off shown but not offered), or
// the order cancelled with a full refund. The server checks every rule again; its refusal (a slot
// that filled meanwhile) is shown and nothing changes.
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { localized } from '@phoolwari/contracts/storefront-values';
import { Button, buttonClasses } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { LoginPrompt } from '../../../components/login-prompt';
import { Modal } from '../../../components/modal';
import { PageContainer } from '../../../components/page-container';
import { PageTitle } from '../../../components/page-title';
import { PageSpinner } from '../../../components/spinner';
import { EmptyState, ErrorState } from '../../../components/status-views';
import { useLanguage } from '../../../i18n/i18n';
import { ApiError, errorMessage } from '../../../lib/api';
import { formatRupees } from '../../../lib/money';
import { useSession } from '../../../lib/session';
import { formatCalendarDate, slotLabel } from '../../../lib/shop-dates';
import { toast } from '../../../lib/toast';
import { useCancelAfterFailure, useReschedule, useRescheduleOptions } from '../api/reschedule';

export function ReschedulePage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const { user, status } = useSession();
  const title = t`Choose another delivery slot`;
  let body;
  if (status === 'loading') body = <PageSpinner />;
  else if (!user) body = <LoginPrompt title={t`Please Login`} detail={t`Sign in to choose another slot for your order.`} />;
  else body = <RescheduleForm orderId={id} />;
  return (
    <PageContainer>
      <div className="mx-auto max-w-2xl">
        <PageTitle title={title} />
        {body}
      </div>
    </PageContainer>
  );
}

function RescheduleForm({ orderId }: { orderId: string }) {
  const { t } = useLingui();
  const language = useLanguage();
  const navigate = useNavigate();
  const formId = useId();
  const [date, setDate] = useState<string | null>(null);
  const [slotId, setSlotId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const options = useRescheduleOptions(orderId, date);
  const reschedule = useReschedule(orderId);
  const cancel = useCancelAfterFailure(orderId);

  if (options.isPending) return <PageSpinner label={t`Loading slots…`} />;
  if (options.isError) {
    const back = (
      <Link to="/orders" className={buttonClasses('secondary', 'px-4')}>
        <Trans>Back to My Orders</Trans>
      </Link>
    );
    if (options.error instanceof ApiError && options.error.code === 'DELIVERY_NOT_FAILED')
      return <EmptyState title={t`Nothing to choose: this order’s delivery has not failed`} titleAs="h2" action={back} />;
    return (
      <div className="space-y-4">
        <ErrorState title={t`The slots could not be loaded`} titleAs="h2" error={options.error} onRetry={() => void options.refetch()} />
        {back}
      </div>
    );
  }
  const r = options.data.reschedule;
  const orderNumber = r.orderNumber;
  const reason = r.failureReason;
  // The slot as the shop names it in the page's language; the order keeps its English name.
  const failedSlot = language === 'hi' && r.slotNameHi ? r.slotNameHi : r.slotName;
  const failedOn = `${formatCalendarDate(r.deliveryDate, language)}, ${failedSlot}`;
  const day = r.date;
  const refund = r.refundOnCancel > 0 ? formatRupees(r.refundOnCancel) : null;
  const open = r.slots.filter((s) => s.available);
  const chosen = open.find((s) => s._id === slotId) ? slotId : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    if (!chosen) {
      setProblem(t`Choose a delivery slot`);
      return;
    }
    reschedule.mutate(
      { date: day, slotId: chosen },
      {
        onSuccess: () => {
          toast.success(t`Order ${orderNumber} will be delivered on the new slot`);
          void navigate('/orders');
        },
        onError: (error) => setProblem(errorMessage(error, t`The slot could not be saved. Please try again.`)),
      },
    );
  }

  return (
    <div className="space-y-6">
      <section aria-labelledby={`${formId}-what`} className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
        <h2 id={`${formId}-what`} className="text-base font-semibold">
          <Trans>
            We could not deliver order <span className="font-mono">{orderNumber}</span>
          </Trans>
        </h2>
        <p>
          <Trans>Attempted: {failedOn}</Trans>
        </p>
        {reason && (
          <p>
            <Trans>
              <span className="font-semibold">Reason:</span> {reason}
            </Trans>
          </p>
        )}
      </section>

      <form onSubmit={submit} noValidate className="space-y-4 rounded-xl border border-gray-200 bg-white p-4" aria-labelledby={`${formId}-new`}>
        <h2 id={`${formId}-new`} className="text-lg font-semibold text-gray-900">
          <Trans>A new slot, at no extra charge</Trans>
        </h2>
        <label className="block text-sm font-medium text-gray-900">
          <Trans>Day</Trans>
          <input
            type="date"
            value={day}
            min={r.firstDate}
            max={r.lastDate}
            onChange={(e) => {
              if (!e.target.value) return;
              setDate(e.target.value);
              setSlotId(null);
            }}
            className="mt-1 block min-h-11 w-full rounded-lg border border-gray-300 px-3 text-base"
          />
        </label>
        <fieldset aria-busy={options.isFetching || undefined}>
          <legend className="text-sm font-medium text-gray-900">
            <Trans>Slot on {formatCalendarDate(day, language)}</Trans>
          </legend>
          {r.slots.length === 0 ? (
            <p className="mt-2 text-sm text-gray-700">
              <Trans>The shop has no delivery slots. Please call us.</Trans>
            </p>
          ) : (
            <ul className="mt-2 grid gap-2 sm:grid-cols-2">
              {r.slots.map((slot) => {
                const why =
                  slot.reason === 'full' ? t`Full` : slot.reason === 'past_cutoff' ? t`Too late to book today` : slot.reason === 'closed' ? t`Not open` : null;
                return (
                  <li key={slot._id}>
                    <label
                      className={`flex min-h-12 items-center gap-3 rounded-lg border px-3 py-2 text-sm ${
                        slot.available
                          ? 'cursor-pointer border-gray-300 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50'
                          : 'border-gray-200 bg-gray-50 text-gray-600'
                      }`}
                    >
                      <input
                        type="radio"
                        name="slot"
                        value={slot._id}
                        disabled={!slot.available}
                        checked={chosen === slot._id}
                        onChange={() => setSlotId(slot._id)}
                        className="size-4 accent-brand-600"
                      />
                      <span className="flex-1">
                        <span className="block font-medium text-gray-900">{slotLabel(localized(slot, language), language)}</span>
                        {why && <span className="block text-xs">{why}</span>}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          )}
          {r.slots.length > 0 && open.length === 0 && (
            <p className="mt-2 text-sm text-amber-900">
              <Trans>No slot can be booked on this day. Please choose another day.</Trans>
            </p>
          )}
        </fieldset>
        <FormAlert message={problem} />
        <Button type="submit" className="min-h-12 w-full sm:w-auto sm:px-8" busy={reschedule.isPending} busyLabel={t`Saving…`}>
          <Trans>Deliver in this slot</Trans>
        </Button>
      </form>

      <section aria-labelledby={`${formId}-cancel`} className="space-y-2 rounded-xl border border-gray-200 bg-white p-4 text-sm text-gray-800">
        <h2 id={`${formId}-cancel`} className="text-lg font-semibold text-gray-900">
          <Trans>Or cancel the order</Trans>
        </h2>
        <p>
          {refund ? <Trans>We cancel it and refund {refund} in full to the account you paid from.</Trans> : <Trans>We cancel it; nothing is charged.</Trans>}
        </p>
        <Button variant="secondary" className="min-h-11 px-4 text-red-700" onClick={() => setConfirmingCancel(true)}>
          <Trans>Cancel order</Trans>
        </Button>
      </section>

      {confirmingCancel && (
        <Modal
          title={t`Cancel order ${orderNumber}?`}
          description={refund ? t`The refund of ${refund} starts at once.` : t`The order will not be delivered.`}
          role="alertdialog"
          onClose={() => setConfirmingCancel(false)}
          footer={
            <>
              <Button variant="secondary" onClick={() => setConfirmingCancel(false)}>
                <Trans>Keep order</Trans>
              </Button>
              <Button
                variant="danger"
                busy={cancel.isPending}
                busyLabel={t`Cancelling…`}
                onClick={() =>
                  cancel.mutate(undefined, {
                    onSuccess: () => {
                      toast.success(refund ? t`Order ${orderNumber} cancelled: your refund has started` : t`Order ${orderNumber} cancelled`);
                      void navigate('/orders');
                    },
                  })
                }
              >
                <Trans>Cancel order</Trans>
              </Button>
            </>
          }
        >
          <FormAlert message={cancel.isError ? errorMessage(cancel.error, t`The order could not be cancelled. Please try again.`) : null} />
        </Modal>
      )}
    </div>
  );
}
