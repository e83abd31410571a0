// The desk's Freshness reports tab: open reports oldest first, each with the customer's photo, and
// the answer: a free replacement in a slot with places left, a refund (for those who may refund) or
// a reply. Answered reports are a click away.
import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ClaimAnswerKind, DeskClaim } from '@phoolwari/contracts';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { FormDialog } from '../../../components/form-dialog';
import { SelectField, TextAreaField, TextField } from '../../../components/form-field';
import { CardSkeletons } from '../../../components/panel-states';
import { EmptyState, ErrorState } from '../../../components/status-views';
import { errorMessage } from '../../../lib/api';
import { formatRupees } from '../../../lib/money';
import { useSession } from '../../../lib/session';
import { addDays, formatDateTime, shopToday, slotLabel } from '../../../lib/shop-dates';
import { toast } from '../../../lib/toast';
import { useAnswerClaim, useDeskClaims, useSlotsOn } from '../api/claims';
import { REASON_WORDS } from '../lib/reason-words';

export function FreshnessClaimsPanel() {
  const { t } = useLingui();
  const [status, setStatus] = useState<'open' | 'answered'>('open');
  const claims = useDeskClaims(status);
  const [answering, setAnswering] = useState<DeskClaim | null>(null);

  let body;
  if (claims.isPending) body = <CardSkeletons count={2} />;
  else if (claims.isError) body = <ErrorState title={t`Reports could not be loaded`} titleAs="p" error={claims.error} onRetry={() => void claims.refetch()} />;
  else if (claims.data.claims.length === 0)
    body = (
      <EmptyState
        title={status === 'open' ? t`No open reports` : t`No answered reports yet`}
        titleAs="p"
        detail={t`Customers report problems with delivered flowers from My Orders.`}
      />
    );
  else
    body = (
      <ul className="grid gap-4 lg:grid-cols-2">
        {claims.data.claims.map((claim) => (
          <li key={claim._id}>
            <ClaimCard claim={claim} onAnswer={() => setAnswering(claim)} />
          </li>
        ))}
      </ul>
    );

  return (
    <section aria-labelledby="claims-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="claims-heading" className="text-lg font-semibold text-gray-900">
          <Trans>Freshness reports</Trans>
        </h2>
        <div role="group" aria-label={t`Show`} className="flex gap-1">
          {(['open', 'answered'] as const).map((s) => (
            <Button key={s} variant={status === s ? 'primary' : 'secondary'} className="min-h-10 px-3" aria-pressed={status === s} onClick={() => setStatus(s)}>
              {s === 'open' ? t`Open` : t`Answered`}
            </Button>
          ))}
        </div>
      </div>
      {body}
      {answering && <AnswerDialog claim={answering} onClose={() => setAnswering(null)} />}
    </section>
  );
}

function ClaimCard({ claim, onAnswer }: { claim: DeskClaim; onAnswer: () => void }) {
  const { t } = useLingui();
  const reported = formatDateTime(claim.createdAt);
  const delivered = formatDateTime(claim.deliveredAt);
  const orderNumber = claim.orderNumber;
  const customer = claim.customer.name;
  const answer = claim.answer;
  return (
    <article className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 sm:flex-row">
      <a href={claim.photo} target="_blank" rel="noreferrer" className="shrink-0">
        <img src={claim.photo} alt={t`Photo of order ${orderNumber}`} width={160} height={160} className="size-40 rounded-lg object-cover" />
      </a>
      <div className="min-w-0 flex-1 space-y-1 text-sm">
        <h3 className="font-semibold text-gray-900">
          <Trans>
            Order <span className="font-mono">{orderNumber}</span>: {t(REASON_WORDS[claim.reason])}
          </Trans>
        </h3>
        {claim.details && <p className="break-words text-gray-800">“{claim.details}”</p>}
        <p className="text-gray-700">
          <Trans>
            {customer}, {claim.customer.phone}. Delivered {delivered}, reported {reported}.
          </Trans>
        </p>
        <p className="text-gray-700">{claim.items.map((i) => `${i.quantity} × ${i.name}`).join(', ')}</p>
        {answer ? (
          <p className="text-green-800">
            {answer.kind === 'replacement' && answer.replacement && t`Replacement order ${answer.replacement.orderNumber}`}
            {answer.kind === 'refund' && answer.refundAmount !== null && t`Refunded ${formatRupees(answer.refundAmount)}`}
            {answer.kind === 'reply' && t`Replied`}
            {answer.message && `: ${answer.message}`}
          </p>
        ) : (
          <Button className="mt-2 min-h-10 px-4" onClick={onAnswer}>
            <Trans>
              Answer <span className="sr-only">the report on order {orderNumber}</span>
            </Trans>
          </Button>
        )}
      </div>
    </article>
  );
}

function AnswerDialog({ claim, onClose }: { claim: DeskClaim; onClose: () => void }) {
  const { t } = useLingui();
  const mayRefund = useSession().can('refunds.create');
  const answer = useAnswerClaim(claim._id);
  const [kind, setKind] = useState<ClaimAnswerKind>('replacement');
  const [date, setDate] = useState(addDays(shopToday(), 1));
  const [slotId, setSlotId] = useState('');
  const [amount, setAmount] = useState(String(claim.refundable));
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const slots = useSlotsOn(kind === 'replacement' ? date : '');
  const orderNumber = claim.orderNumber;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    try {
      if (kind === 'replacement') {
        if (!slotId) return setError(t`Choose a slot with places left`);
        await answer.mutateAsync({ kind, slotId, deliveryDate: date, message });
      } else if (kind === 'refund') await answer.mutateAsync({ kind, amount: Number(amount), message });
      else await answer.mutateAsync({ kind, message });
      toast.success(t`Answer sent for order ${orderNumber}`);
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, t`The answer could not be sent. Please try again.`));
    }
  }

  return (
    <FormDialog
      title={t`Answer the report on order ${orderNumber}`}
      submitLabel={t`Send answer`}
      busy={answer.isPending}
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
    >
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-gray-900">
          <Trans>Answer with</Trans>
        </legend>
        <div className="flex flex-wrap gap-2">
          {(['replacement', 'refund', 'reply'] as const).map((k) => (
            <label key={k} className="flex min-h-10 items-center gap-2 rounded border border-gray-200 px-3 text-sm">
              <input type="radio" name="kind" value={k} checked={kind === k} disabled={k === 'refund' && !mayRefund} onChange={() => setKind(k)} />
              {k === 'replacement' ? t`Free replacement` : k === 'refund' ? t`Refund` : t`Reply only`}
            </label>
          ))}
        </div>
        {!mayRefund && (
          <p className="mt-1 text-xs text-gray-600">
            <Trans>A manager or the owner gives refunds.</Trans>
          </p>
        )}
      </fieldset>
      {kind === 'replacement' && (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label={t`Delivery date`} type="date" value={date} min={shopToday()} onChange={(e) => setDate(e.target.value)} />
          <SelectField label={t`Slot`} value={slotId} onChange={(e) => setSlotId(e.target.value)} hint={slots.isPending ? t`Loading slots…` : undefined}>
            <option value="">{t`Choose a slot`}</option>
            {slots.data?.slots.map((s) => (
              <option key={s._id} value={s._id} disabled={!s.available}>
                {slotLabel(s)} {s.available ? t`(${s.remaining} left)` : t`(full)`}
              </option>
            ))}
          </SelectField>
        </div>
      )}
      {kind === 'refund' && (
        <TextField
          label={t`Amount (₹)`}
          type="number"
          inputMode="decimal"
          min={1}
          max={claim.refundable}
          step="0.01"
          value={amount}
          hint={t`At most ${formatRupees(claim.refundable)} is left to refund`}
          onChange={(e) => setAmount(e.target.value)}
        />
      )}
      <TextAreaField
        label={kind === 'reply' ? t`Reply` : t`Message to the customer (optional)`}
        value={message}
        maxLength={1000}
        rows={3}
        onChange={(e) => setMessage(e.target.value)}
      />
      <FormAlert message={error} />
    </FormDialog>
  );
}
