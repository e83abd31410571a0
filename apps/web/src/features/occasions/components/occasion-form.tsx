// Adding or editing an occasion, in place in the list (like a saved address). Checked with the
// contract's own schema before it is sent; the server's refusals land on the same fields. The
// first field takes the focus when the form opens.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { FESTIVALS, MAX_REMIND_DAYS_BEFORE, OCCASION_KINDS, OccasionWriteSchema, type OccasionWrite } from '@phoolwari/contracts';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { SelectField, TextField } from '../../../components/form-field';
import { ApiError, errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { RelationSelect } from '../../account';
import { useSaveOccasion } from '../api/occasions';
import { occasionFieldMessage } from '../lib/field-messages';
import { FESTIVAL_WORDS, KIND_WORDS, monthNames } from '../lib/words';

/** The form's values: selects and inputs hold text; '' is "not given". */
export interface OccasionDraft {
  name: string;
  relation: string;
  kind: OccasionWrite['kind'];
  day: string;
  month: string;
  year: string;
  festival: string;
  remindDaysBefore: string;
  channel: 'email' | 'phone';
  remindersOn: boolean;
}

export const emptyDraft: OccasionDraft = {
  name: '',
  relation: '',
  kind: 'birthday',
  day: '',
  month: '',
  year: '',
  festival: '',
  remindDaysBefore: '3',
  channel: 'email',
  remindersOn: true,
};

const number = (text: string) => (text.trim() === '' ? null : Number(text));

export function toOccasionWrite(d: OccasionDraft): OccasionWrite {
  return {
    name: d.name,
    relation: (d.relation || null) as OccasionWrite['relation'],
    kind: d.kind,
    day: number(d.day),
    month: number(d.month),
    year: number(d.year),
    festival: (d.festival || null) as OccasionWrite['festival'],
    remindDaysBefore: number(d.remindDaysBefore) ?? 3,
    channel: d.channel,
    remindersOn: d.remindersOn,
  };
}

const REMIND_CHOICES = [1, 2, 3, 5, 7, 14] as const;
type Errors = Partial<Record<keyof OccasionDraft, string>>;

export function OccasionForm({ id, title, defaults, onDone }: { id?: string; title: string; defaults: OccasionDraft; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const save = useSaveOccasion();
  const [draft, setDraft] = useState(defaults);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const firstField = useRef<HTMLInputElement>(null);
  useEffect(() => firstField.current?.focus(), []);
  const set = <K extends keyof OccasionDraft>(key: K, value: OccasionDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const field = (key: keyof OccasionDraft) => ({
    value: String(draft[key]),
    error: errors[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value as never),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const body = toOccasionWrite(draft);
    const checked = OccasionWriteSchema.safeParse(body);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), occasionFieldMessage(i18n, issue.message)])));
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ id, body });
      toast.success(t`Occasion saved`);
      onDone();
    } catch (e) {
      if (e instanceof ApiError && e.errors.length > 0)
        setErrors(Object.fromEntries(e.errors.map((x) => [x.path.split('.')[0], occasionFieldMessage(i18n, x.message)])));
      else setFailure(errorMessage(e, t`Could not save the occasion. Please try again.`));
    }
  }

  const months = monthNames(i18n);
  return (
    <form noValidate aria-labelledby={headingId} onSubmit={(e) => void submit(e)} className="space-y-4 rounded-xl border border-brand-200 bg-brand-50/40 p-4">
      <h3 id={headingId} className="font-semibold text-gray-900">
        {title}
      </h3>
      <FormAlert message={failure} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField ref={firstField} label={t`Whose occasion`} hint={t`For example Amma or Rahul and Priya`} required autoComplete="off" {...field('name')} />
        <RelationSelect value={draft.relation} error={errors.relation} onChange={(e) => set('relation', e.target.value)} />
        <SelectField label={t`Occasion`} required {...field('kind')}>
          {OCCASION_KINDS.map((k) => (
            <option key={k} value={k}>
              {i18n._(KIND_WORDS[k])}
            </option>
          ))}
        </SelectField>
        {draft.kind === 'festival' ? (
          <SelectField label={t`Festival`} hint={t`The shop sets each festival’s date every year.`} required {...field('festival')}>
            <option value="">{t`Choose a festival`}</option>
            {FESTIVALS.map((f) => (
              <option key={f} value={f}>
                {i18n._(FESTIVAL_WORDS[f])}
              </option>
            ))}
          </SelectField>
        ) : (
          <div className="grid grid-cols-[5rem_1fr_6rem] gap-2">
            <SelectField label={t`Day`} required {...field('day')}>
              <option value="">–</option>
              {Array.from({ length: 31 }, (_, i) => (
                <option key={i + 1} value={i + 1}>
                  {i + 1}
                </option>
              ))}
            </SelectField>
            <SelectField label={t`Month`} required {...field('month')}>
              <option value="">–</option>
              {months.map((name, i) => (
                <option key={name} value={i + 1}>
                  {name}
                </option>
              ))}
            </SelectField>
            <TextField label={t`Year`} hint={t`Optional`} inputMode="numeric" autoComplete="off" {...field('year')} />
          </div>
        )}
        {/* eslint-disable-next-line lingui/no-unlocalized-strings -- a form field's path, not words */}
        <SelectField label={t`Remind me`} {...field('remindDaysBefore')}>
          {REMIND_CHOICES.filter((n) => n <= MAX_REMIND_DAYS_BEFORE).map((n) => (
            <option key={n} value={n}>
              {t`${n} days before`}
            </option>
          ))}
        </SelectField>
        <SelectField label={t`Remind me by`} {...field('channel')}>
          <option value="email">{t`E-mail`}</option>
          <option value="phone">{t`Phone message`}</option>
        </SelectField>
      </div>
      <label className="flex items-center gap-2 text-sm text-gray-800">
        <input type="checkbox" className="size-5 accent-brand-700" checked={draft.remindersOn} onChange={(e) => set('remindersOn', e.target.checked)} />
        <Trans>Send me reminders for this occasion</Trans>
      </label>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={save.isPending} busyLabel={t`Saving…`} className="min-h-10">
          <Trans>Save occasion</Trans>
        </Button>
        <Button variant="ghost" onClick={onDone} className="min-h-10">
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
