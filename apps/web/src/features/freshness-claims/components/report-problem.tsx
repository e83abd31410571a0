// Under a delivered order in My Orders: the freshness promise. Within the shop's window a button
// opens the report (a photo and what went wrong); afterwards the report and the shop's answer (a
// replacement order, a refund or a reply) show here; once the window has passed, the button says so.
import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CLAIM_REASONS, type ClaimReason, type FreshnessClaim } from '@phoolwari/contracts';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { TextAreaField } from '../../../components/form-field';
import { errorMessage } from '../../../lib/api';
import { formatCalendarDate, formatDateTime } from '../../../lib/shop-dates';
import { useLanguage } from '../../../i18n/i18n';
import { formatRupees } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { useOrderClaims, useReportProblem } from '../api/claims';
import { REASON_WORDS } from '../lib/reason-words';

export function ReportProblem({ orderId, orderNumber }: { orderId: string; orderNumber: string }) {
  const { t } = useLingui();
  const language = useLanguage();
  const claims = useOrderClaims(orderId);
  const [open, setOpen] = useState(false);

  if (claims.isPending)
    return (
      <p className="text-sm text-gray-600" aria-busy="true">
        …
      </p>
    );
  if (claims.isError)
    return (
      <p className="text-sm text-gray-700">
        <Trans>Reports could not be loaded.</Trans>{' '}
        <button type="button" className="underline" onClick={() => void claims.refetch()}>
          <Trans>Try again</Trans>
        </button>
      </p>
    );
  const { window, hours, reportableUntil } = claims.data;
  const until = reportableUntil ? formatDateTime(reportableUntil, language) : '';
  return (
    <section aria-label={t`Freshness promise`} className="space-y-3 text-sm">
      {claims.data.claims.map((claim) => (
        <ClaimStatus key={claim._id} claim={claim} />
      ))}
      {window === 'open' && !open && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-gray-700">
            <Trans>Something wrong with your flowers? Report it with a photo until {until}.</Trans>
          </p>
          <Button variant="secondary" className="min-h-10 px-3" onClick={() => setOpen(true)}>
            <Trans>
              Report a problem <span className="sr-only">with order {orderNumber}</span>
            </Trans>
          </Button>
        </div>
      )}
      {window === 'closed' && (
        <p className="text-gray-700">
          <Trans>The {hours} hours to report a problem with this order have passed. Please call us if something is wrong.</Trans>
        </p>
      )}
      {open && <ReportForm orderId={orderId} onClose={() => setOpen(false)} />}
    </section>
  );
}

function ClaimStatus({ claim }: { claim: FreshnessClaim }) {
  const { t } = useLingui();
  const language = useLanguage();
  const reason = t(REASON_WORDS[claim.reason]);
  const answer = claim.answer;
  return (
    <div className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-gray-900">
      <div className="flex gap-3">
        <img src={claim.photo} alt={t`Your photo`} width={56} height={56} className="size-14 shrink-0 rounded object-cover" />
        <div className="min-w-0 space-y-1">
          <p className="font-semibold">
            <Trans>You reported: {reason}</Trans>
          </p>
          {claim.details && <p className="break-words text-gray-700">{claim.details}</p>}
          {!answer && (
            <p>
              <Trans>Our team will answer soon, by message and here.</Trans>
            </p>
          )}
          {answer?.kind === 'replacement' && answer.replacement && (
            <ReplacementLine
              number={answer.replacement.orderNumber}
              day={formatCalendarDate(answer.replacement.deliveryDate, language)}
              slot={answer.replacement.slotName}
            />
          )}
          {answer?.kind === 'refund' && answer.refundAmount !== null && <RefundLine amount={formatRupees(answer.refundAmount)} />}
          {answer?.message && <p className="break-words whitespace-pre-line">{answer.message}</p>}
        </div>
      </div>
    </div>
  );
}

function ReplacementLine({ number, day, slot }: { number: string; day: string; slot: string }) {
  return (
    <p className="font-medium text-green-800">
      <Trans>
        A fresh replacement is on its way, free of charge: order <span className="font-mono">{number}</span>, {day}, {slot}.
      </Trans>
    </p>
  );
}

function RefundLine({ amount }: { amount: string }) {
  return (
    <p className="font-medium text-green-800">
      <Trans>We have refunded {amount} to the account you paid from.</Trans>
    </p>
  );
}

function ReportForm({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const { t } = useLingui();
  const report = useReportProblem(orderId);
  const [reason, setReason] = useState<ClaimReason | ''>('');
  const [details, setDetails] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ reason?: string; details?: string; photo?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = {
      ...(!reason ? { reason: t`Choose what went wrong` } : {}),
      ...(reason === 'other' && details.trim().length < 3 ? { details: t`Tell us what went wrong` } : {}),
      ...(!photo ? { photo: t`Add a photo of the flowers` } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0 || !photo || !reason) return;
    setFailure(null);
    try {
      await report.mutateAsync({ photo, reason, details: details.trim() });
      toast.success(t`Thank you. Our team will answer soon.`);
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, t`The report could not be sent. Please try again.`));
    }
  }

  // Inline under the order rather than in a modal: My Orders then shares no dialog code with the admin
  // panel, which would otherwise land in the chunk every storefront page loads.
  return (
    <form aria-labelledby="claim-form-title" noValidate onSubmit={(e) => void submit(e)} className="space-y-4 rounded-lg border border-gray-200 bg-gray-50 p-4">
      <h3 id="claim-form-title" className="text-base font-semibold text-gray-900">
        <Trans>Report a problem</Trans>
      </h3>
      <p className="text-sm text-gray-700">
        <Trans>Flowers cannot be returned, but we will replace them or refund you. Tell us what went wrong and add a photo.</Trans>
      </p>
      <fieldset aria-invalid={errors.reason ? true : undefined} aria-describedby={errors.reason ? 'claim-reason-error' : undefined}>
        <legend className="mb-1 text-sm font-medium text-gray-900">
          <Trans>What went wrong?</Trans>
        </legend>
        <div className="grid gap-1 sm:grid-cols-2">
          {CLAIM_REASONS.map((r) => (
            <label key={r} className="flex min-h-10 items-center gap-2 rounded border border-gray-200 px-3 text-sm">
              <input type="radio" name="reason" value={r} checked={reason === r} onChange={() => setReason(r)} />
              {t(REASON_WORDS[r])}
            </label>
          ))}
        </div>
        {errors.reason && (
          <p id="claim-reason-error" className="mt-1 text-sm text-red-700">
            {errors.reason}
          </p>
        )}
      </fieldset>
      <TextAreaField label={t`Details`} value={details} maxLength={500} rows={3} onChange={(e) => setDetails(e.target.value)} error={errors.details} />
      <div>
        <label htmlFor="claim-photo" className="mb-1 block text-sm font-medium text-gray-900">
          <Trans>Photo of the flowers</Trans>
        </label>
        <input
          id="claim-photo"
          type="file"
          accept="image/*"
          aria-invalid={errors.photo ? true : undefined}
          aria-describedby={errors.photo ? 'claim-photo-error' : undefined}
          className="block w-full text-sm"
          onChange={(e) => setPhoto(e.target.files?.[0] ?? null)}
        />
        {errors.photo && (
          <p id="claim-photo-error" className="mt-1 text-sm text-red-700">
            {errors.photo}
          </p>
        )}
      </div>
      <FormAlert message={failure} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" className="min-h-10 px-4" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button
          type="submit"
          className="min-h-10 px-4"
          busy={report.isPending}
          busyLabel={report.percent !== null ? t`Sending… ${report.percent}%` : t`Sending…`}
        >
          <Trans>Send report</Trans>
        </Button>
      </div>
    </form>
  );
}
