// The customer's quote, opened by its link (no account needed, as a tracking link): the lines with
// GST as the invoice shows it, the total, the advance and the balance; accept it or ask for a
// change with a note; once accepted, pay the advance, then the balance, through the gateway, download
// each payment's GST invoice (and a credit note after a refund), and cancel the booking under the
// shop's event policy, seeing what comes back (the server's figure) before confirming.
import { useState } from 'react';
import { useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { QuoteChangeBodySchema, type EventQuote, type QuoteStatus } from '@phoolwari/contracts';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { TextAreaField } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { DocumentDownloads } from '../../../components/order-documents';
import { PageSpinner } from '../../../components/spinner';
import { EmptyState, ErrorState } from '../../../components/status-views';
import { ApiError, errorMessage } from '../../../lib/api';
import { fieldMessage } from '../../../lib/form-rules';
import { formatRupees } from '../../../lib/money';
import { useLanguage } from '../../../i18n/i18n';
import { payWithRazorpay } from '../../checkout';
import {
  eventQuoteKeys,
  paymentDocuments,
  simulateQuotePayment,
  startQuotePayment,
  useCancelByLink,
  useQuoteByLink,
  useRespondToQuote,
  verifyQuotePayment,
} from '../api/event-quotes';

const QUOTE_STATUS: Record<QuoteStatus, MessageDescriptor> = {
  sent: msg`Waiting for your answer`,
  change_requested: msg`Change asked for`,
  superseded: msg`Replaced by a newer version`,
  accepted: msg`Accepted`,
  cancelled: msg`Cancelled`,
};

function Figures({ quote }: { quote: EventQuote }) {
  const language = useLanguage();
  const f = quote.figures;
  return (
    <div className="rounded-2xl border border-gray-200 bg-white p-4">
      <ul className="divide-y divide-gray-100">
        {f.lines.map((line, i) => (
          <li key={i} className="flex items-baseline justify-between gap-3 py-2 text-sm">
            <span className="text-gray-900">
              {(language === 'hi' && line.descriptionHi) || line.description} <span className="text-gray-600">× {line.quantity}</span>
              <span className="block text-xs text-gray-600">
                <Trans>
                  HSN/SAC {line.hsnCode} · GST {line.rate} %
                </Trans>
              </span>
            </span>
            <span className="font-medium whitespace-nowrap text-gray-900">{formatRupees(line.amount)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-1 border-t border-gray-200 pt-3 text-sm">
        <div className="flex justify-between">
          <dt className="text-gray-700">
            <Trans>Taxable value</Trans>
          </dt>
          <dd>{formatRupees(f.taxable)}</dd>
        </div>
        {f.igst > 0 ? (
          <div className="flex justify-between">
            <dt className="text-gray-700">IGST</dt>
            <dd>{formatRupees(f.igst)}</dd>
          </div>
        ) : (
          <>
            <div className="flex justify-between">
              <dt className="text-gray-700">CGST</dt>
              <dd>{formatRupees(f.cgst)}</dd>
            </div>
            <div className="flex justify-between">
              <dt className="text-gray-700">SGST</dt>
              <dd>{formatRupees(f.sgst)}</dd>
            </div>
          </>
        )}
        <div className="flex justify-between text-base font-semibold text-gray-900">
          <dt>
            <Trans>Total (GST included)</Trans>
          </dt>
          <dd>{formatRupees(f.total)}</dd>
        </div>
      </dl>
    </div>
  );
}

function ChangeForm({ token }: { token: string }) {
  const { t, i18n } = useLingui();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const respond = useRespondToQuote(token);
  return (
    <form
      noValidate
      className="space-y-2"
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = QuoteChangeBodySchema.safeParse({ note });
        if (!parsed.success) return setError(fieldMessage(parsed.error.issues[0]?.message ?? '', i18n));
        setError(null);
        respond.mutate(
          { accept: false, note: parsed.data.note },
          { onError: (err) => setError(errorMessage(err, t`Could not send your request. Please try again.`)) },
        );
      }}
    >
      <TextAreaField
        label={t`What should we change?`}
        rows={3}
        maxLength={1000}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        error={error ?? undefined}
      />
      <Button type="submit" variant="secondary" busy={respond.isPending} busyLabel={t`Sending…`}>
        <Trans>Ask for a change</Trans>
      </Button>
    </form>
  );
}

function PayButton({ token, quote, kind }: { token: string; quote: EventQuote; kind: 'advance' | 'balance' }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const amount = formatRupees(kind === 'advance' ? quote.advance : quote.balance);
  async function pay() {
    setBusy(true);
    setError(null);
    try {
      const started = await startQuotePayment(token, kind);
      let proof: { razorpayOrderId: string; razorpayPaymentId: string; razorpaySignature: string } | null = null;
      if (started.provider === 'simulated') {
        proof = { razorpayOrderId: started.razorpayOrderId, ...(await simulateQuotePayment(token, started.razorpayOrderId)) };
      } else {
        const result = await payWithRazorpay(
          {
            key: started.keyId,
            amount: Math.round(started.amount * 100),
            currency: 'INR',
            razorpayOrderId: started.razorpayOrderId,
            orderId: quote._id,
            provider: 'razorpay',
            orderNumber: quote.enquiryReference,
            customer: { name: '', email: '', phone: '' },
          },
          i18n,
        );
        if (result.status === 'failed') setError(result.message);
        if (result.status === 'paid') proof = result.proof;
      }
      if (proof) queryClient.setQueryData(eventQuoteKeys.link(token), await verifyQuotePayment(token, proof));
    } catch (err) {
      setError(errorMessage(err, t`The payment could not be started. Please try again.`));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="space-y-2">
      <FormAlert message={error} />
      <Button type="button" onClick={() => void pay()} busy={busy} busyLabel={t`Paying…`}>
        {kind === 'advance' ? t`Pay the advance of ${amount}` : t`Pay the balance of ${amount}`}
      </Button>
    </div>
  );
}

function Actions({ token, quote }: { token: string; quote: EventQuote }) {
  const { t, i18n } = useLingui();
  const respond = useRespondToQuote(token);
  const [error, setError] = useState<string | null>(null);
  const changeNote = quote.changeNote;
  const due = i18n.date(new Date(`${quote.balanceDueDate}T00:00:00Z`), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  if (quote.status === 'superseded')
    return (
      <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{t`We have sent a newer version of this quote: open the link in our latest message.`}</p>
    );
  if (quote.status === 'cancelled') {
    const refundedAmount = quote.payments.reduce((sum, p) => sum + p.refunded, 0);
    const refunded = formatRupees(refundedAmount);
    return (
      <div className="space-y-4">
        <p className="rounded-lg bg-gray-100 p-3 text-sm text-gray-800">
          {refundedAmount > 0 ? t`This booking is cancelled; ${refunded} is on its way back to the account you paid from.` : t`This booking is cancelled.`}
        </p>
        <PaymentDocuments token={token} quote={quote} />
      </div>
    );
  }
  if (quote.status === 'change_requested')
    return (
      <p className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
        <Trans>You asked for a change: “{changeNote}”. We will send you a new version.</Trans>
      </p>
    );
  if (quote.status === 'sent')
    return (
      <div className="space-y-6">
        <div className="space-y-2">
          <FormAlert message={error} />
          <Button
            type="button"
            busy={respond.isPending}
            busyLabel={t`Accepting…`}
            onClick={() =>
              respond.mutate({ accept: true }, { onError: (err) => setError(errorMessage(err, t`Could not accept the quote. Please try again.`)) })
            }
          >
            <Trans>Accept the quote</Trans>
          </Button>
        </div>
        <ChangeForm token={token} />
      </div>
    );
  const advance = quote.payments.find((p) => p.kind === 'advance');
  const balance = quote.payments.find((p) => p.kind === 'balance');
  return (
    <div className="space-y-4">
      <ul className="space-y-1 text-sm text-gray-800">
        {quote.payments
          .filter((p) => p.status === 'paid')
          .map((p) => {
            const paid = formatRupees(p.amount);
            const number = p.invoiceNumber ?? '';
            return <li key={p.kind}>{p.kind === 'advance' ? t`Advance of ${paid} paid, invoice ${number}` : t`Balance of ${paid} paid, invoice ${number}`}</li>;
          })}
      </ul>
      {advance?.status !== 'paid' && <PayButton token={token} quote={quote} kind="advance" />}
      {advance?.status === 'paid' && balance?.status !== 'paid' && quote.balance > 0 && (
        <>
          <p className="text-sm text-gray-800">{t`The balance is due by ${due}.`}</p>
          <PayButton token={token} quote={quote} kind="balance" />
        </>
      )}
      {advance?.status === 'paid' && (balance?.status === 'paid' || quote.balance === 0) && (
        <p className="rounded-lg bg-green-50 p-3 text-sm text-green-900">{t`Everything is paid. Thank you!`}</p>
      )}
      <PaymentDocuments token={token} quote={quote} />
      {quote.cancellable && <CancelBooking token={token} quote={quote} />}
    </div>
  );
}

/** Each paid part's invoice, and the credit note of what a cancellation gave back of it, in the page's language. */
function PaymentDocuments({ token, quote }: { token: string; quote: EventQuote }) {
  const language = useLanguage();
  const documents = paymentDocuments(quote.payments, { token });
  return documents.length > 0 ? <DocumentDownloads documents={documents} language={language} /> : null;
}

/** "Cancel the booking": what comes back under the shop's policy (the server's figure) is said before anything is sent. */
function CancelBooking({ token, quote }: { token: string; quote: EventQuote }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cancel = useCancelByLink(token);
  const reference = quote.enquiryReference;
  const paidAmount = quote.payments.filter((p) => p.status === 'paid').reduce((sum, p) => sum + p.amount, 0);
  const paid = formatRupees(paidAmount);
  const refund = formatRupees(quote.cancelRefund);
  const description =
    paidAmount === 0
      ? t`Nothing has been paid, so there is nothing to refund.`
      : quote.cancelRefund === 0
        ? t`This close to the event, our event policy gives nothing of the ${paid} you paid back.`
        : t`Under our event policy, ${refund} of the ${paid} you paid comes back to the account you paid from (banks usually take 5–7 working days).`;
  return (
    <div className="border-t border-gray-200 pt-4">
      <Button type="button" variant="secondary" onClick={() => setOpen(true)}>
        <Trans>Cancel the booking</Trans>
      </Button>
      {open && (
        <Modal
          role="alertdialog"
          size="sm"
          title={t`Cancel your booking ${reference}?`}
          description={description}
          onClose={() => {
            if (!cancel.isPending) setOpen(false);
          }}
          footer={
            <>
              <Button variant="secondary" onClick={() => setOpen(false)} disabled={cancel.isPending} data-autofocus>
                <Trans>Keep my booking</Trans>
              </Button>
              <Button
                variant="danger"
                busy={cancel.isPending}
                busyLabel={t`Cancelling…`}
                onClick={() => {
                  setError(null);
                  cancel.mutate(quote.cancelRefund, {
                    onSuccess: () => setOpen(false),
                    onError: (err) =>
                      setError(
                        err instanceof ApiError && err.code === 'REFUND_CHANGED'
                          ? t`What comes back has changed since you opened the page: check the new amount above and confirm again.`
                          : errorMessage(err, t`Could not cancel the booking. Please try again.`),
                      ),
                  });
                }}
              >
                <Trans>Cancel the booking</Trans>
              </Button>
            </>
          }
        >
          <div className="space-y-3">
            <dl className="space-y-1 text-sm">
              <div className="flex justify-between gap-3">
                <dt className="text-gray-700">
                  <Trans>You paid</Trans>
                </dt>
                <dd>{paid}</dd>
              </div>
              <div className="flex justify-between gap-3 text-base font-semibold text-gray-900">
                <dt>
                  <Trans>Comes back to you</Trans>
                </dt>
                <dd>{refund}</dd>
              </div>
            </dl>
            <FormAlert message={error} />
          </div>
        </Modal>
      )}
    </div>
  );
}

export function EventQuotePage() {
  const { t, i18n } = useLingui();
  const { token = '' } = useParams();
  const quote = useQuoteByLink(token);
  if (quote.isPending) return <PageSpinner />;
  if (quote.isError) {
    if (quote.error instanceof ApiError && (quote.error.statusCode === 404 || quote.error.statusCode === 400))
      return (
        <div className="mx-auto max-w-2xl px-4 py-10">
          <EmptyState
            titleAs="h1"
            title={t`This quote link is not valid`}
            detail={t`Check that the whole link was copied, or call us and we will send it again.`}
          />
        </div>
      );
    return (
      <div className="mx-auto max-w-2xl px-4 py-10">
        <ErrorState titleAs="h1" title={t`Your quote could not be loaded`} error={quote.error} onRetry={() => void quote.refetch()} />
      </div>
    );
  }
  const q = quote.data;
  const date = i18n.date(new Date(`${q.eventDate}T00:00:00Z`), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const { enquiryReference: reference, version, advancePercent } = q;
  const advance = formatRupees(q.advance);
  const balance = formatRupees(q.balance);
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold text-gray-900">
          <Trans>Your quote for {date}</Trans>
        </h1>
        <p className="text-sm text-gray-700">
          <Trans>
            Enquiry {reference} · version {version}
          </Trans>{' '}
          · <span className="rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-800">{t(QUOTE_STATUS[q.status])}</span>
        </p>
      </header>
      {q.note && <p className="rounded-lg bg-gray-50 p-3 text-sm whitespace-pre-line text-gray-800">“{q.note}”</p>}
      <Figures quote={q} />
      <p className="text-sm text-gray-800">
        <Trans>
          An advance of {advance} ({advancePercent} %) confirms the booking; the balance of {balance} is due a week before the event.
        </Trans>
      </p>
      <Actions token={token} quote={q} />
    </div>
  );
}
