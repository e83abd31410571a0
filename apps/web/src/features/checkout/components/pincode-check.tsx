// "Check delivery to your pincode" for the product page: type a pincode, choose a day and a kind of
// delivery (standard, fixed time, midnight), and read at once whether and when it can come and at
// what fee, before adding anything to the cart. A served choice is remembered in the browser for the
// cards, the cart and checkout; an unserved or mistyped pincode changes nothing kept.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { PINCODE_PATTERN, localized, type EarliestDeliveryAnswer } from '@phoolwari/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClasses } from '../../../components/button';
import { useLanguage } from '../../../i18n/i18n';
import { DELIVERY_KIND_LABELS, arrivalLabel, earliestLabel, useEarliestDelivery } from '../../../lib/earliest-delivery';
import { formatRupees } from '../../../lib/money';
import { DELIVERY_KINDS, saveRememberedDelivery, useRememberedDelivery, type DeliveryKind, type RememberedDelivery } from '../../../lib/remembered-delivery';
import { bookableDates, daysFromTo, deliveryDateLabel, formatClock, shopToday } from '../../../lib/shop-dates';
import { PincodeAnswer } from './pincode-answer';

export function PincodeCheck({ className = '' }: { className?: string }) {
  const id = useId();
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const remembered = useRememberedDelivery();
  const [today] = useState(shopToday);
  const [text, setText] = useState('');
  const [date, setDate] = useState('');
  const [kind, setKind] = useState<DeliveryKind>('standard');
  const [asked, setAsked] = useState<RememberedDelivery | undefined>();
  const [invalid, setInvalid] = useState<string | null>(null);
  const check = useEarliestDelivery(asked, language);
  const answer = asked ? check.data : undefined;

  // The choice kept from an earlier visit fills the form and is asked again once (the browser reads
  // it after hydration); a date gone by falls back to the earliest.
  const filled = useRef(false);
  useEffect(() => {
    if (!remembered || filled.current) return;
    filled.current = true;
    const keptDate = remembered.date && remembered.date >= today ? remembered.date : '';
    setText(remembered.pincode);
    setDate(keptDate);
    setKind(remembered.kind ?? 'standard');
    setAsked({ pincode: remembered.pincode, ...(keptDate && { date: keptDate }), kind: remembered.kind ?? 'standard' });
  }, [remembered, today]);

  // Only a served answer is kept.
  useEffect(() => {
    if (asked && answer?.serviceable && answer.pincode === asked.pincode) saveRememberedDelivery(asked);
  }, [asked, answer]);

  const ask = (next: { date?: string; kind?: DeliveryKind }) => {
    const pincode = asked?.pincode;
    if (!pincode) return;
    const chosenDate = next.date ?? date;
    setAsked({ pincode, ...(chosenDate && { date: chosenDate }), kind: next.kind ?? kind });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The contract's pattern, without its schema: the product page's first load carries no zod.
    const pincode = text.trim();
    if (!PINCODE_PATTERN.test(pincode)) {
      setInvalid(t`Enter a 6-digit pincode`);
      return;
    }
    setInvalid(null);
    filled.current = true;
    const next = { pincode, ...(date && { date }), kind };
    // The same choice again re-asks (the answer can change at the same-day cut-off).
    if (asked && JSON.stringify(next) === JSON.stringify(asked)) void check.refetch();
    else setAsked(next);
  };

  // The days offered are the shop's booking window, as its answer names it; a remembered date is
  // offered before that answer comes.
  const lastDate = answer?.lastDate;
  const dates = lastDate ? bookableDates(today, Math.max(0, daysFromTo(today, lastDate))) : date ? [date] : [];
  const feeOf = (k: DeliveryKind) => answer?.kinds.find((offer) => offer.kind === k)?.fee;

  return (
    <form noValidate onSubmit={onSubmit} className={className}>
      <label htmlFor={`${id}-pincode`} className="mb-1 block text-sm font-semibold text-gray-900">
        <Trans>Check delivery to your pincode</Trans>
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-pincode`}
          name="pincode"
          value={text}
          onChange={(e) => setText(e.target.value.replace(/\D/g, '').slice(0, 6))}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder={t`e.g. 560001`}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={`${id}-answer`}
          className={`block w-36 min-w-0 flex-1 rounded-lg border bg-white px-3 py-2 text-base text-gray-900 placeholder:text-gray-500 focus:outline-2 focus:outline-offset-1 focus:outline-brand-600 sm:flex-none ${invalid ? 'border-red-700' : 'border-gray-400'}`}
        />
        <button type="submit" className={buttonClasses('secondary', 'shrink-0')}>
          <Trans>Check</Trans>
        </button>
      </div>

      <div className="mt-3 grid gap-3 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-start">
        <label className="flex flex-col gap-1 text-sm font-medium text-gray-800">
          <Trans>Delivery date</Trans>
          <select
            value={date}
            onChange={(event) => {
              setDate(event.target.value);
              ask({ date: event.target.value });
            }}
            className="min-h-11 rounded-lg border border-gray-400 bg-white px-3 text-base text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600"
          >
            <option value="">{t`Earliest available`}</option>
            {dates.map((d) => (
              <option key={d} value={d}>
                {deliveryDateLabel(d, today, i18n)}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="min-w-0">
          <legend className="mb-1 text-sm font-medium text-gray-800">
            <Trans>Delivery type</Trans>
          </legend>
          <div className="flex flex-wrap gap-2">
            {DELIVERY_KINDS.map((k) => {
              const fee = feeOf(k);
              return (
                <label
                  key={k}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-gray-300 bg-white px-3 text-sm text-gray-900 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
                >
                  <input
                    type="radio"
                    name={`${id}-kind`}
                    value={k}
                    checked={kind === k}
                    onChange={() => {
                      setKind(k);
                      ask({ kind: k });
                    }}
                    className="size-4 accent-brand-600"
                  />
                  <span>{fee === undefined ? i18n._(DELIVERY_KIND_LABELS[k]) : `${i18n._(DELIVERY_KIND_LABELS[k])} · ${formatRupees(fee)}`}</span>
                </label>
              );
            })}
          </div>
        </fieldset>
      </div>

      <div className="mt-2 space-y-1">
        <PincodeAnswer
          id={`${id}-answer`}
          invalid={invalid}
          checking={check.isFetching}
          answer={answer}
          failed={check.isError}
          onRetry={() => void check.refetch()}
        />
        {!invalid && !check.isFetching && answer?.serviceable && <OfferLine answer={answer} kind={asked?.kind ?? kind} />}
      </div>
    </form>
  );
}

/** The asked day's slot of the asked kind: its window, when it arrives and the fee; or why not, and the earliest instead. */
function OfferLine({ answer, kind }: { answer: EarliestDeliveryAnswer; kind: DeliveryKind }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const kindName = i18n._(DELIVERY_KIND_LABELS[kind]);
  if (answer.chosen) {
    const { chosen } = answer;
    const name = localized(chosen, language).name;
    const from = formatClock(chosen.startTime, language);
    const to = formatClock(chosen.endTime, language);
    const when = arrivalLabel(chosen, i18n);
    const fee = formatRupees(chosen.fee);
    return (
      <p className="text-sm text-gray-800" data-testid="delivery-offer">
        {t`${name} (${from} – ${to}): arrives ${when}. Delivery fee ${fee}.`}
      </p>
    );
  }
  const why =
    answer.problem === 'no_such_kind'
      ? t`The shop has no ${kindName} delivery.`
      : answer.problem === 'full'
        ? t`${kindName} delivery is full on that day.`
        : answer.problem === 'past_cutoff'
          ? t`${kindName} delivery has closed for that day.`
          : t`We cannot deliver on that day.`;
  return (
    <p className="text-sm text-amber-900" data-testid="delivery-offer">
      {why} {answer.earliest && earliestLabel(answer.earliest, i18n)}
    </p>
  );
}
