// A quote on an enquiry, for staff: the versions sent (status, total, the customer's change note, the
// link to pass on as a payment link, cancel an accepted one) and the builder of the next version:
// lines from recipes with quantities, free lines, labour and transport; the server computes the
// GST and the total before it is sent.
import { useState } from 'react';
import { EventQuoteBodySchema, type EventQuoteBody, type QuoteFigures, type StaffEventQuote } from '@phoolwari/contracts';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { SelectField, TextAreaField, TextField } from '../../../components/form-field';
import { DocumentDownloads } from '../../../components/order-documents';
import { errorMessage } from '../../../lib/api';
import { formatRupees } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { paymentDocuments, previewQuote, useCancelQuote, useQuoteVersions, useRecipes, useSendQuote } from '../api/event-quotes';

type Line =
  { kind: 'recipe'; recipeId: string; quantity: string } | { kind: 'free'; description: string; unitPrice: string; quantity: string; gstRate: string };

function FiguresView({ figures }: { figures: QuoteFigures }) {
  return (
    <div className="rounded-lg bg-gray-50 p-3 text-sm">
      <ul>
        {figures.lines.map((l, i) => (
          <li key={i} className="flex justify-between gap-2">
            <span>
              {l.description} × {l.quantity} · GST {l.rate} %
            </span>
            <span>{formatRupees(l.amount)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 border-t border-gray-200 pt-2">
        Taxable {formatRupees(figures.taxable)} ·{' '}
        {figures.igst > 0 ? `IGST ${formatRupees(figures.igst)}` : `CGST ${formatRupees(figures.cgst)} · SGST ${formatRupees(figures.sgst)}`}
      </p>
      <p className="font-semibold text-gray-900" data-testid="quote-total">
        Total {formatRupees(figures.total)}
      </p>
    </div>
  );
}

function Versions({ enquiryId, quotes }: { enquiryId: string; quotes: StaffEventQuote[] }) {
  const cancel = useCancelQuote(enquiryId);
  return (
    <ul className="space-y-2">
      {quotes.map((q) => (
        <li key={q._id} className="rounded-lg border border-gray-200 p-3 text-sm">
          <p className="flex flex-wrap justify-between gap-2 font-medium text-gray-900">
            <span>
              Version {q.version} · {q.status.replace('_', ' ')}
            </span>
            <span>{formatRupees(q.total)}</span>
          </p>
          {q.changeNote && <p className="text-gray-800">Customer asked: “{q.changeNote}”</p>}
          {q.payments.map((p) => (
            <p key={p.kind} className="text-gray-700">
              {p.kind} {formatRupees(p.amount)} {p.status}
              {p.invoiceNumber ? ` · ${p.invoiceNumber}` : ''}
              {p.refunded > 0 ? ` · refunded ${formatRupees(p.refunded)}` : ''}
            </p>
          ))}
          <PaymentDocuments quote={q} />
          {q.latest && q.status !== 'cancelled' && (
            <p className="mt-1 break-all text-gray-700">
              Customer’s link (also the payment link):{' '}
              <a className="text-brand-700 underline" href={q.link}>
                {q.link}
              </a>
            </p>
          )}
          {q.status === 'accepted' && (
            <Button
              type="button"
              variant="secondary"
              className="mt-2"
              busy={cancel.isPending}
              busyLabel="Cancelling…"
              onClick={() => {
                if (!window.confirm(`Cancel this booking? By the event policy ${formatRupees(q.cancelRefund)} goes back to the customer.`)) return;
                cancel.mutate(q._id, {
                  onSuccess: () => toast.success('Booking cancelled'),
                  onError: (err) => toast.error(errorMessage(err, 'Could not cancel')),
                });
              }}
            >
              Cancel booking (refund {formatRupees(q.cancelRefund)})
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Each paid part's invoice and a cancellation's credit notes, in English (the shop's books). */
function PaymentDocuments({ quote }: { quote: StaffEventQuote }) {
  const documents = paymentDocuments(quote.payments, { quoteId: quote._id });
  return documents.length > 0 ? (
    <div className="mt-2">
      <DocumentDownloads documents={documents} />
    </div>
  ) : null;
}

function Builder({ enquiryId }: { enquiryId: string }) {
  const recipes = useRecipes();
  const send = useSendQuote(enquiryId);
  const [lines, setLines] = useState<Line[]>([]);
  const [labour, setLabour] = useState('0');
  const [transport, setTransport] = useState('0');
  const [note, setNote] = useState('');
  const [figures, setFigures] = useState<QuoteFigures | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const firstRecipe = recipes.data?.[0]?._id ?? '';
  const update = (i: number, patch: Partial<Line>) => {
    setFigures(null);
    setLines(lines.map((l, j) => (j === i ? ({ ...l, ...patch } as Line) : l)));
  };

  function body(): EventQuoteBody | null {
    const parsed = EventQuoteBodySchema.safeParse({
      lines: lines.map((l) =>
        l.kind === 'recipe'
          ? { recipeId: l.recipeId, quantity: Number(l.quantity) }
          : { description: l.description, unitPrice: Number(l.unitPrice), quantity: Number(l.quantity), hsnCode: '9985', gstRate: Number(l.gstRate) },
      ),
      labour: Number(labour),
      transport: Number(transport),
      note,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError(issue ? `${issue.path.join('.')}: ${issue.message}` : 'Check the quote');
      return null;
    }
    setError(null);
    return parsed.data;
  }

  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        const b = body();
        if (!b) return;
        send.mutate(b, {
          onSuccess: (q) => {
            toast.success(`Quote version ${q.version} sent: ${formatRupees(q.total)}`);
            setLines([]);
            setFigures(null);
          },
          onError: (err) => setError(errorMessage(err, 'Could not send the quote')),
        });
      }}
    >
      <h5 className="font-semibold text-gray-900">Build a quote</h5>
      <FormAlert message={error} />
      {lines.map((line, i) =>
        line.kind === 'recipe' ? (
          <div key={i} className="grid grid-cols-2 gap-2">
            <SelectField label={`Line ${i + 1}: recipe`} value={line.recipeId} onChange={(e) => update(i, { recipeId: e.target.value })}>
              {(recipes.data ?? []).map((r) => (
                <option key={r._id} value={r._id}>
                  {r.name} ({formatRupees(r.price)})
                </option>
              ))}
            </SelectField>
            <TextField label="Quantity" inputMode="numeric" value={line.quantity} onChange={(e) => update(i, { quantity: e.target.value })} />
          </div>
        ) : (
          <div key={i} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            <TextField label={`Line ${i + 1}: description`} value={line.description} onChange={(e) => update(i, { description: e.target.value })} />
            <TextField
              label="Unit price (₹, GST incl.)"
              inputMode="decimal"
              value={line.unitPrice}
              onChange={(e) => update(i, { unitPrice: e.target.value })}
            />
            <TextField label="Quantity" inputMode="numeric" value={line.quantity} onChange={(e) => update(i, { quantity: e.target.value })} />
            <SelectField label="GST rate" value={line.gstRate} onChange={(e) => update(i, { gstRate: e.target.value })}>
              {[0, 5, 12, 18, 28].map((r) => (
                <option key={r} value={r}>
                  {r} %
                </option>
              ))}
            </SelectField>
          </div>
        ),
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="secondary"
          disabled={!firstRecipe}
          onClick={() => setLines([...lines, { kind: 'recipe', recipeId: firstRecipe, quantity: '1' }])}
        >
          Add a recipe line
        </Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() => setLines([...lines, { kind: 'free', description: '', unitPrice: '', quantity: '1', gstRate: '18' }])}
        >
          Add a free line
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <TextField label="Labour (₹)" inputMode="decimal" value={labour} onChange={(e) => (setFigures(null), setLabour(e.target.value))} />
        <TextField label="Transport (₹)" inputMode="decimal" value={transport} onChange={(e) => (setFigures(null), setTransport(e.target.value))} />
      </div>
      <TextAreaField label="Note to the customer" rows={2} maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />
      {figures && <FiguresView figures={figures} />}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="secondary"
          busy={previewing}
          busyLabel="Working out…"
          onClick={() => {
            const b = body();
            if (!b) return;
            setPreviewing(true);
            previewQuote(enquiryId, b)
              .then(setFigures, (err: unknown) => setError(errorMessage(err, 'Could not work out the totals')))
              .finally(() => setPreviewing(false));
          }}
        >
          Show GST and total
        </Button>
        <Button type="submit" busy={send.isPending} busyLabel="Sending…">
          Send quote
        </Button>
      </div>
    </form>
  );
}

export function QuoteSection({ enquiryId }: { enquiryId: string }) {
  const [open, setOpen] = useState(false);
  const versions = useQuoteVersions(enquiryId, open);
  if (!open)
    return (
      <Button type="button" variant="secondary" className="mt-3" onClick={() => setOpen(true)}>
        Quotes
      </Button>
    );
  const accepted = versions.data?.some((q) => q.status === 'accepted');
  return (
    <div className="mt-3 space-y-3 rounded-lg border border-brand-100 p-3">
      {versions.isPending ? (
        <p className="text-sm text-gray-700">Loading quotes…</p>
      ) : versions.isError ? (
        <FormAlert message={errorMessage(versions.error, 'Quotes could not be loaded')} />
      ) : versions.data.length === 0 ? (
        <p className="text-sm text-gray-700">No quote sent yet.</p>
      ) : (
        <Versions enquiryId={enquiryId} quotes={versions.data} />
      )}
      {!accepted && <Builder enquiryId={enquiryId} />}
    </div>
  );
}
