// One order on the bench: substitution consent first (what the florist must not get wrong), what to
// make with product pictures and the customer's reference photos, add-ons apart, the gift card with
// "Print card", "Prepared" with a photo of the finished arrangement, and "Substitution" (a flower
// replaced by another, with its photo, told to the customer at once).
import { useState } from 'react';
import type { BenchOrder } from '@phoolwari/contracts';
import { Button } from '../../../components/button';
import { PrintLayer } from '../../../components/print-layer';
import { ReferencePhotoThumb } from '../../../components/reference-photo-thumb';
import { errorMessage } from '../../../lib/api';
import { formatDateTime } from '../../../lib/shop-dates';
import { useMarkPrepared } from '../api/mark-prepared';
import { GiftCard } from './gift-card';
import { PhotoButton } from './photo-button';
import { SubstitutionDialog } from './substitution-dialog';

function SubstitutionConsent({ substitution }: { substitution: BenchOrder['substitution'] }) {
  return substitution.allowed ? (
    <p className="rounded-lg border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
      <span className="font-semibold">Substitutes allowed</span> (equal or higher value)
      {substitution.avoid && (
        <>
          {' '}
          · <span className="font-semibold">Never use:</span> {substitution.avoid}
        </>
      )}
    </p>
  ) : (
    <p className="rounded-lg border border-amber-400 bg-amber-50 px-3 py-2 text-sm text-amber-950">
      <span className="font-semibold">No substitutions:</span> make it exactly as ordered; call the desk if a flower is missing.
    </p>
  );
}

export function BenchCard({ order }: { order: BenchOrder }) {
  const prepared = useMarkPrepared(order._id);
  const [printing, setPrinting] = useState(false);
  const [substituting, setSubstituting] = useState(false);
  const [told, setTold] = useState(false);
  const main = order.items.filter((i) => !i.isAddon);
  const addons = order.items.filter((i) => i.isAddon);

  return (
    <article aria-label={`Order ${order.orderId}`} className="flex h-full flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 text-sm text-gray-800">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h4 className="font-mono text-base font-bold text-gray-900">{order.orderId}</h4>
          <p>For {order.recipientName}</p>
        </div>
        <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${order.prepared ? 'bg-emerald-100 text-emerald-900' : 'bg-gray-100 text-gray-800'}`}>
          {order.prepared ? 'Prepared' : 'To prepare'}
        </span>
      </header>

      <SubstitutionConsent substitution={order.substitution} />

      <div>
        <h5 className="font-semibold text-gray-900">To make</h5>
        <ul className="mt-1 space-y-2">
          {main.map((item, i) => (
            <li key={`${item.name}-${i}`} className="flex items-center gap-3">
              {item.image ? (
                <img src={item.image} alt="" width={48} height={48} loading="lazy" className="h-12 w-12 shrink-0 rounded object-cover" />
              ) : (
                <span className="h-12 w-12 shrink-0 rounded bg-gray-100" />
              )}
              <span className="min-w-0 flex-1">
                <span className="font-semibold tabular-nums">{item.quantity} ×</span> {item.name}
                {item.option && <span className="font-semibold"> — {item.option}</span>}
                {item.personalisation && (
                  <span className="block">
                    Write on it: <q className="font-semibold">{item.personalisation}</q>
                  </span>
                )}
              </span>
              {item.referencePhoto && <ReferencePhotoThumb url={item.referencePhoto} label={`Customer's reference photo for ${item.name}`} size={64} />}
            </li>
          ))}
        </ul>
      </div>

      {addons.length > 0 && (
        <div>
          <h5 className="font-semibold text-gray-900">Add-ons</h5>
          <ul className="mt-1 list-disc pl-5">
            {addons.map((item, i) => (
              <li key={`${item.name}-${i}`}>
                <span className="font-semibold tabular-nums">{item.quantity} ×</span> {item.name}
                {item.option && ` — ${item.option}`}
                {item.personalisation && (
                  <>
                    {' '}
                    (write: <q className="font-semibold">{item.personalisation}</q>)
                  </>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}

      {order.giftMessage ? (
        <div className="rounded-lg border border-dashed border-gray-300 p-3">
          <h5 className="font-semibold text-gray-900">Gift card</h5>
          <p className="mt-1 font-serif text-base whitespace-pre-line">“{order.giftMessage}”</p>
          <p className="mt-1 text-gray-700">{order.senderName ? `From ${order.senderName}` : 'Anonymous: do not sign the card'}</p>
          <Button variant="secondary" className="mt-2 min-h-11" onClick={() => setPrinting(true)}>
            Print card <span className="sr-only">for order {order.orderId}</span>
          </Button>
        </div>
      ) : (
        <p className="text-gray-700">No gift card.</p>
      )}

      <div className="mt-auto space-y-2 border-t border-gray-100 pt-3">
        {order.prepared && (
          <figure className="flex items-center gap-3">
            <a href={order.prepared.photo} target="_blank" rel="noreferrer" className="shrink-0">
              <img
                src={order.prepared.photo}
                alt={`Prepared arrangement for order ${order.orderId}`}
                width={96}
                height={96}
                className="h-24 w-24 rounded-lg object-cover"
              />
            </a>
            <figcaption className="text-gray-700">
              Prepared {formatDateTime(order.prepared.at)}
              {order.prepared.by ? ` by ${order.prepared.by}` : ''}
            </figcaption>
          </figure>
        )}
        <PhotoButton percent={prepared.percent} variant={order.prepared ? 'secondary' : 'primary'} onPhoto={(photo) => prepared.mutate(photo)}>
          {order.prepared ? 'Retake photo' : 'Prepared: take photo'}
        </PhotoButton>
        {prepared.isError && (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(prepared.error, 'The photo could not be uploaded. Please try again.')}
          </p>
        )}
        <Button variant="ghost" className="min-h-11 w-full" onClick={() => setSubstituting(true)}>
          Substitution…
        </Button>
        {told && (
          <p role="status" className="text-sm text-emerald-800">
            Substitution saved: the customer has been told.
          </p>
        )}
      </div>

      {substituting && (
        <SubstitutionDialog
          order={order}
          onClose={() => setSubstituting(false)}
          onSaved={() => {
            setSubstituting(false);
            setTold(true);
          }}
        />
      )}

      {printing && (
        <PrintLayer onDone={() => setPrinting(false)}>
          <GiftCard order={order} />
        </PrintLayer>
      )}
    </article>
  );
}
