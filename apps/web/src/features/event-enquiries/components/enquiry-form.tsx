// The wedding and event enquiry form (POST /api/event-enquiries). Checked with the contract's own
// schema before sending, the server's refusals placed under their fields; photos go up one at a
// time as they are chosen (the shop's image pipeline), each with its progress. A signed-in
// customer's name, phone and e-mail are filled in and their studio designs can be picked; a guest
// gives name, phone and e-mail. On success the form gives way to the reference number.
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  EVENT_BUDGETS,
  EVENT_ITEMS,
  EVENT_KINDS,
  EVENT_PHOTOS_MAX,
  EventEnquiryBodySchema,
  UPLOAD_MAX_FILE_BYTES,
  type EventEnquiry,
  type EventItem,
  type EventItemKind,
} from '@phoolwari/contracts';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { SelectField, TextAreaField, TextField } from '../../../components/form-field';
import { CheckCircleIcon } from '../../../components/icons';
import { ApiError, errorMessage, isRateLimited } from '../../../lib/api';
import { fieldMessage } from '../../../lib/form-rules';
import { useSession } from '../../../lib/session';
import { isAbortError } from '../../../lib/upload';
import { loadHindiZodError } from '../../../lib/zod-resolver';
import { useLanguage } from '../../../i18n/i18n';
import { sendEventEnquiry, uploadEventPhoto, useMyDesigns } from '../api/event-enquiries';
import { BUDGET_LABELS, ITEM_LABELS, KIND_LABELS } from './labels';

export const ENQUIRY_FAILED = msg`Your enquiry could not be sent. Please try again.`;
export const TOO_MANY_ENQUIRIES = msg`You have sent several enquiries in a short time. Please wait a few minutes and try again, or call us.`;

/** The day `days` after today in the browser's calendar, YYYY-MM-DD (the server checks again in shop time). */
function dayFromToday({ days = 0, months = 0 }: { days?: number; months?: number }): string {
  const d = new Date();
  d.setMonth(d.getMonth() + months, d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

interface ItemDraft {
  on: boolean;
  quantity: string;
  lengthFeet: string;
}
const ITEM_DEFAULTS: Record<EventItemKind, ItemDraft> = {
  varmala: { on: false, quantity: '1', lengthFeet: '5' },
  mandap: { on: false, quantity: '1', lengthFeet: '' },
  car: { on: false, quantity: '1', lengthFeet: '' },
  stage: { on: false, quantity: '1', lengthFeet: '' },
  entrance: { on: false, quantity: '1', lengthFeet: '' },
  'table-pieces': { on: false, quantity: '10', lengthFeet: '' },
  petals: { on: false, quantity: '5', lengthFeet: '' },
};

function itemsOf(drafts: Record<EventItemKind, ItemDraft>): EventItem[] {
  return EVENT_ITEMS.filter((kind) => drafts[kind].on).map((kind): EventItem => {
    const n = Number(drafts[kind].quantity);
    if (kind === 'varmala') return { kind, pairs: n, lengthFeet: Number(drafts[kind].lengthFeet) };
    if (kind === 'petals') return { kind, kg: n };
    if (kind === 'table-pieces') return { kind, quantity: n };
    return { kind, quantity: n };
  });
}

interface Photo {
  key: string;
  preview: string;
  url: string | null;
  percent: number;
}

export function EnquiryForm() {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const { user } = useSession();
  const designs = useMyDesigns(Boolean(user));
  const [kind, setKind] = useState('');
  const [eventDate, setEventDate] = useState('');
  const [venuePincode, setVenuePincode] = useState('');
  const [guests, setGuests] = useState('');
  const [budget, setBudget] = useState('');
  const [items, setItems] = useState(ITEM_DEFAULTS);
  const [colours, setColours] = useState('');
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [designId, setDesignId] = useState('');
  // Untouched (null) contact fields show the signed-in customer's own, which may arrive after the
  // first render on a hydrated page.
  const [typedName, setName] = useState<string | null>(null);
  const [typedPhone, setPhone] = useState<string | null>(null);
  const [typedEmail, setEmail] = useState<string | null>(null);
  const name = typedName ?? user?.name ?? '';
  const phone = typedPhone ?? (user && /^[6-9]\d{9}$/.test(user.phone) ? user.phone : '');
  const email = typedEmail ?? user?.email ?? '';
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<EventEnquiry | null>(null);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const uploads = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const running = uploads.current;
    return () => running.forEach((c) => c.abort());
  }, []);
  useLayoutEffect(() => {
    if (sent) thanksRef.current?.focus();
  }, [sent]);

  const errorOf = (path: string) => {
    const found = errors[path] ?? Object.entries(errors).find(([p]) => p.startsWith(`${path}.`))?.[1];
    return found ? fieldMessage(found, i18n) : undefined;
  };

  function choosePhotos(files: FileList | null) {
    setPhotoError(null);
    const chosen = Array.from(files ?? []);
    const room = EVENT_PHOTOS_MAX - photos.length;
    if (chosen.length > room) setPhotoError(t`You can add up to ${EVENT_PHOTOS_MAX} photos.`);
    for (const file of chosen.slice(0, Math.max(room, 0))) {
      if (!file.type.startsWith('image/')) {
        setPhotoError(t`Only photos (JPEG, PNG, WebP) can be added.`);
        continue;
      }
      if (file.size > UPLOAD_MAX_FILE_BYTES) {
        setPhotoError(t`A photo can be at most 10 MB.`);
        continue;
      }
      const key = `${file.name}-${file.size}-${Math.random()}`;
      const controller = new AbortController();
      uploads.current.set(key, controller);
      setPhotos((list) => [...list, { key, preview: URL.createObjectURL(file), url: null, percent: 0 }]);
      uploadEventPhoto(file, {
        signal: controller.signal,
        onProgress: (f) => setPhotos((list) => list.map((p) => (p.key === key ? { ...p, percent: Math.round(f * 100) } : p))),
      })
        .then((url) => setPhotos((list) => list.map((p) => (p.key === key ? { ...p, url, percent: 100 } : p))))
        .catch((e: unknown) => {
          setPhotos((list) => list.filter((p) => p.key !== key));
          if (!isAbortError(e)) setPhotoError(errorMessage(e, t`The photo could not be uploaded. Please try again.`));
        })
        .finally(() => uploads.current.delete(key));
    }
  }

  function removePhoto(key: string) {
    uploads.current.get(key)?.abort();
    setPhotos((list) => list.filter((p) => p.key !== key));
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    if (photos.some((p) => !p.url)) {
      setPhotoError(t`Wait for the photos to finish uploading.`);
      return;
    }
    // Zod's own complaints in the page's language (the schema's own messages go through fieldMessage).
    const errorMap = language === 'hi' ? await loadHindiZodError() : undefined;
    const parsed = EventEnquiryBodySchema.safeParse(
      {
        kind,
        eventDate,
        venuePincode,
        guests: guests === '' ? undefined : Number(guests),
        budget,
        items: itemsOf(items),
        colours,
        photos: photos.map((p) => p.url),
        ...(designId ? { customDesignId: designId } : {}),
        name,
        phone,
        email,
        language,
      },
      errorMap ? { error: errorMap } : undefined,
    );
    const found: Record<string, string> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
    if (!user && !email.trim()) found.email ??= 'Enter a valid e-mail address';
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) {
      setFailure(t`Please check the fields marked below.`);
      return;
    }
    setBusy(true);
    try {
      setSent(await sendEventEnquiry(parsed.data));
    } catch (error) {
      if (error instanceof ApiError && error.errors.length > 0 && !isRateLimited(error)) {
        setErrors(Object.fromEntries(error.errors.map((x) => [x.path, x.message])));
      }
      setFailure(isRateLimited(error) ? t(TOO_MANY_ENQUIRIES) : errorMessage(error, t(ENQUIRY_FAILED)));
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    const reference = sent.reference;
    return (
      <div className="flex flex-col items-start gap-3 rounded-xl border border-green-200 bg-green-50 p-4">
        <p ref={thanksRef} tabIndex={-1} role="status" className="flex gap-2 font-medium text-green-900 outline-none">
          <CheckCircleIcon className="mt-0.5 size-5 shrink-0" />
          <Trans>Thank you! Your enquiry number is {reference}.</Trans>
        </p>
        <p className="text-sm text-green-900">
          <Trans>Our event florist will call you within a day. We have sent the number to your phone and e-mail.</Trans>
        </p>
        {!sent.venueServed && (
          <p className="text-sm text-green-900">
            <Trans>The venue is outside our usual delivery areas: we will confirm travel when we call.</Trans>
          </p>
        )}
        {user && (
          <Link to="/orders" className="font-medium text-brand-700 underline underline-offset-2">
            <Trans>See it in My Orders</Trans>
          </Link>
        )}
      </div>
    );
  }

  const toggle = (kindOfItem: EventItemKind, patch: Partial<ItemDraft>) => setItems((all) => ({ ...all, [kindOfItem]: { ...all[kindOfItem], ...patch } }));
  const minDate = dayFromToday({ days: 1 });
  const maxDate = dayFromToday({ months: 18 });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-6" aria-busy={busy || undefined}>
      <FormAlert message={failure} />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-gray-900">
          <Trans>Your event</Trans>
        </legend>
        <SelectField label={t`Kind of event`} required value={kind} onChange={(e) => setKind(e.target.value)} error={errorOf('kind')}>
          <option value="">{t`Choose one`}</option>
          {EVENT_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(KIND_LABELS[k])}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t`Date of the event`}
          type="date"
          required
          min={minDate}
          max={maxDate}
          value={eventDate}
          onChange={(e) => setEventDate(e.target.value)}
          hint={t`From tomorrow up to 18 months ahead.`}
          error={errorOf('eventDate')}
        />
        <TextField
          label={t`Venue pincode`}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          required
          value={venuePincode}
          onChange={(e) => setVenuePincode(e.target.value)}
          hint={t`Outside our delivery areas? Ask all the same: we will confirm travel.`}
          error={errorOf('venuePincode')}
        />
        <TextField
          label={t`Number of guests`}
          type="number"
          inputMode="numeric"
          min={1}
          required
          value={guests}
          onChange={(e) => setGuests(e.target.value)}
          error={errorOf('guests')}
        />
        <SelectField label={t`Budget`} required value={budget} onChange={(e) => setBudget(e.target.value)} error={errorOf('budget')}>
          <option value="">{t`Choose a range`}</option>
          {EVENT_BUDGETS.map((b) => (
            <option key={b} value={b}>
              {t(BUDGET_LABELS[b])}
            </option>
          ))}
        </SelectField>
      </fieldset>

      <fieldset aria-describedby={errorOf('items') ? 'event-items-error' : undefined}>
        <legend className="mb-2 text-base font-semibold text-gray-900">
          <Trans>What would you like?</Trans>
        </legend>
        <ul className="grid gap-3 sm:grid-cols-2">
          {EVENT_ITEMS.map((k) => {
            const d = items[k];
            const id = `event-item-${k}`;
            return (
              <li key={k} className="rounded-xl border border-gray-200 p-3">
                <label htmlFor={id} className="flex items-center gap-2 font-medium text-gray-900">
                  <input id={id} type="checkbox" className="size-5 accent-brand-700" checked={d.on} onChange={(e) => toggle(k, { on: e.target.checked })} />
                  {t(ITEM_LABELS[k])}
                </label>
                {d.on && (
                  <div className="mt-2 grid grid-cols-2 gap-2">
                    <TextField
                      label={k === 'varmala' ? t`Pairs` : k === 'petals' ? t`Kilograms` : t`How many`}
                      type="number"
                      inputMode="decimal"
                      min={k === 'petals' ? 0.5 : 1}
                      step={k === 'petals' ? 0.5 : 1}
                      value={d.quantity}
                      onChange={(e) => toggle(k, { quantity: e.target.value })}
                      error={errorOf(`items.${itemsOf(items).findIndex((i) => i.kind === k)}`)}
                    />
                    {k === 'varmala' && (
                      <TextField
                        label={t`Length (feet)`}
                        type="number"
                        inputMode="numeric"
                        min={3}
                        max={10}
                        value={d.lengthFeet}
                        onChange={(e) => toggle(k, { lengthFeet: e.target.value })}
                      />
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
        {errors.items && (
          <p id="event-items-error" role="alert" className="mt-2 text-sm text-red-700">
            {fieldMessage(errors.items, i18n)}
          </p>
        )}
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="mb-2 text-base font-semibold text-gray-900">
          <Trans>Colours, flowers and ideas</Trans>
        </legend>
        <TextAreaField
          label={t`Colours and flowers`}
          rows={3}
          maxLength={1000}
          value={colours}
          onChange={(e) => setColours(e.target.value)}
          hint={t`For example: marigold and white, rajnigandha strings, no lilies.`}
          error={errorOf('colours')}
        />
        <div>
          <label htmlFor="event-photos" className="block text-sm font-medium text-gray-800">
            <Trans>Reference photos (up to 5)</Trans>
          </label>
          <input
            id="event-photos"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            disabled={photos.length >= EVENT_PHOTOS_MAX}
            onChange={(e) => {
              choosePhotos(e.target.files);
              e.target.value = '';
            }}
            className="mt-1 block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-800"
          />
          {(photoError || errorOf('photos')) && (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {photoError ?? errorOf('photos')}
            </p>
          )}
          {photos.length > 0 && (
            <ul className="mt-2 flex flex-wrap gap-2">
              {photos.map((p, i) => (
                <li key={p.key} className="relative">
                  <img src={p.preview} alt={t`Photo ${i + 1}`} width={80} height={80} className="size-20 rounded-lg object-cover" />
                  {!p.url && (
                    <span className="absolute inset-x-0 bottom-0 rounded-b-lg bg-black/60 text-center text-xs text-white" role="status">
                      {p.percent}%
                    </span>
                  )}
                  <button
                    type="button"
                    onClick={() => removePhoto(p.key)}
                    className="absolute -top-2 -right-2 rounded-full bg-white px-1.5 text-sm shadow ring-1 ring-gray-300"
                    aria-label={t`Remove photo ${i + 1}`}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        {user && designs.data && designs.data.length > 0 && (
          <SelectField
            label={t`Or one of your studio designs`}
            value={designId}
            onChange={(e) => setDesignId(e.target.value)}
            error={errorOf('customDesignId')}
          >
            <option value="">{t`None`}</option>
            {designs.data.map((d) => (
              <option key={d._id} value={d._id}>
                {d.customOrderId} — {d.prompt.slice(0, 60)}
              </option>
            ))}
          </SelectField>
        )}
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-gray-900">
          <Trans>How we reach you</Trans>
        </legend>
        <TextField label={t`Your name`} autoComplete="name" required value={name} onChange={(e) => setName(e.target.value)} error={errorOf('name')} />
        <TextField
          label={t`Mobile number`}
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          required
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          error={errorOf('phone')}
        />
        <TextField
          label={user ? t`Email (optional)` : t`Email`}
          type="email"
          autoComplete="email"
          inputMode="email"
          required={!user}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errorOf('email')}
        />
      </fieldset>

      <Button type="submit" busy={busy} busyLabel={t`Sending…`} className="w-full sm:w-auto">
        <Trans>Send enquiry</Trans>
      </Button>
    </form>
  );
}
