// The account page's occasions: the list (next date, how and when the reminder comes), an empty
// state that says what they are for, adding and editing in place, reminders on and off in one
// tap, and deleting (asked once more in place).
import { useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_OCCASIONS, type Occasion } from '@phoolwari/contracts';
import { Button } from '../../../components/button';
import { PlusIcon } from '../../../components/icons';
import { EmptyState, ErrorState } from '../../../components/status-views';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { RELATION_WORDS } from '../../account';
import { useDeleteOccasion, useOccasions, useSaveOccasion } from '../api/occasions';
import { dayMonth, fullDate, occasionWhat } from '../lib/words';
import { emptyDraft, OccasionForm, toOccasionWrite, type OccasionDraft } from './occasion-form';

type Editing = { kind: 'new' } | { kind: 'edit'; id: string } | null;

export function toDraft(o: Occasion): OccasionDraft {
  const text = (n: number | null) => (n === null ? '' : String(n));
  return {
    name: o.name,
    relation: o.relation ?? '',
    kind: o.kind,
    day: text(o.day),
    month: text(o.month),
    year: text(o.year),
    festival: o.festival ?? '',
    remindDaysBefore: String(o.remindDaysBefore),
    channel: o.channel,
    remindersOn: o.remindersOn,
  };
}

export function OccasionsSection() {
  const occasions = useOccasions();
  const { t } = useLingui();
  const [editing, setEditing] = useState<Editing>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const list = occasions.data ?? [];
  const full = list.length >= MAX_OCCASIONS;

  function close() {
    setEditing(null);
    requestAnimationFrame(() => addButton.current?.focus());
  }

  let body;
  if (occasions.isPending) {
    body = (
      <div role="status" className="space-y-3">
        <span className="sr-only">
          <Trans>Loading your occasions…</Trans>
        </span>
        {[0, 1].map((i) => (
          <div key={i} aria-hidden="true" className="h-20 animate-pulse rounded-xl bg-gray-100 motion-reduce:animate-none" />
        ))}
      </div>
    );
  } else if (occasions.isError) {
    body = <ErrorState title={t`Failed to load your occasions`} error={occasions.error} onRetry={() => void occasions.refetch()} />;
  } else {
    body = (
      <div className="space-y-3">
        {editing?.kind === 'new' && <OccasionForm title={t`New occasion`} defaults={emptyDraft} onDone={close} />}
        {list.length === 0 && editing === null ? (
          <EmptyState
            title={t`No occasions yet`}
            detail={t`Save birthdays, anniversaries and festivals, and we will remind you a few days before, with last time’s flowers ready to send again.`}
          />
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {list.map((o) =>
              editing?.kind === 'edit' && editing.id === o._id ? (
                <li key={o._id} className="md:col-span-2">
                  <OccasionForm id={o._id} title={t`Edit ${o.name}`} defaults={toDraft(o)} onDone={close} />
                </li>
              ) : (
                <li key={o._id}>
                  <OccasionCard occasion={o} onEdit={() => setEditing({ kind: 'edit', id: o._id })} />
                </li>
              ),
            )}
          </ul>
        )}
      </div>
    );
  }

  return (
    <section aria-labelledby="account-occasions" className="rounded-2xl border border-gray-200 bg-white p-4 sm:p-6">
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="account-occasions" className="text-lg font-semibold text-gray-900">
            <Trans>Occasions</Trans>
          </h2>
          <p className="mt-1 text-sm text-gray-700">
            <Trans>We remind you before each one, by e-mail or phone message.</Trans>
          </p>
        </div>
        {occasions.isSuccess && (
          <Button
            ref={addButton}
            variant="secondary"
            onClick={() => setEditing({ kind: 'new' })}
            disabled={full || editing?.kind === 'new'}
            className="min-h-10"
          >
            <PlusIcon className="size-4" />
            <Trans>Add occasion</Trans>
          </Button>
        )}
      </div>
      {body}
    </section>
  );
}

function OccasionCard({ occasion: o, onEdit }: { occasion: Occasion; onEdit: () => void }) {
  const { t, i18n } = useLingui();
  const save = useSaveOccasion();
  const remove = useDeleteOccasion();
  const [confirming, setConfirming] = useState(false);
  const what = occasionWhat(i18n, o);
  const who = o.relation ? `${o.name} (${i18n._(RELATION_WORDS[o.relation])})` : o.name;
  const day = o.day !== null && o.month !== null ? dayMonth(i18n, o.day, o.month) : null;
  const days = o.remindDaysBefore;
  const by = o.channel === 'phone' ? t`phone message` : t`e-mail`;

  async function toggle() {
    try {
      await save.mutateAsync({ id: o._id, body: { ...toOccasionWrite(toDraft(o)), remindersOn: !o.remindersOn } });
      toast.success(o.remindersOn ? t`Reminders off for ${o.name}` : t`Reminders on for ${o.name}`);
    } catch (e) {
      toast.error(errorMessage(e, t`Could not change the reminders. Please try again.`));
    }
  }
  async function destroy() {
    try {
      await remove.mutateAsync(o._id);
      toast.success(t`Occasion deleted`);
    } catch (e) {
      toast.error(errorMessage(e, t`Could not delete the occasion. Please try again.`));
    }
  }

  return (
    <article className="h-full rounded-xl border border-gray-200 p-4" aria-label={`${what}: ${o.name}`}>
      <p className="text-sm font-medium text-brand-800">{what}</p>
      <h3 className="font-semibold text-gray-900">{who}</h3>
      <p className="mt-1 text-sm text-gray-800">
        {day && <span>{day} · </span>}
        {o.nextDate ? <Trans>Next: {fullDate(i18n, o.nextDate)}</Trans> : <Trans>The shop has not set this year’s date yet</Trans>}
      </p>
      <p className="mt-1 text-sm text-gray-700">
        {o.remindersOn ? (
          <Trans>
            Reminder {days} days before, by {by}
          </Trans>
        ) : (
          <Trans>Reminders off</Trans>
        )}
      </p>
      {confirming ? (
        <div className="mt-3 flex flex-wrap items-center gap-2" role="group" aria-label={t`Delete ${o.name}?`}>
          <span className="text-sm text-gray-800">
            <Trans>Delete this occasion?</Trans>
          </span>
          <Button variant="danger" busy={remove.isPending} onClick={() => void destroy()} className="min-h-10">
            <Trans>Delete</Trans>
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(false)} className="min-h-10">
            <Trans>Keep</Trans>
          </Button>
        </div>
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button variant="secondary" onClick={onEdit} className="min-h-10" aria-label={t`Edit ${o.name}`}>
            <Trans>Edit</Trans>
          </Button>
          <Button variant="ghost" busy={save.isPending} onClick={() => void toggle()} className="min-h-10">
            {o.remindersOn ? <Trans>Turn reminders off</Trans> : <Trans>Turn reminders on</Trans>}
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(true)} className="min-h-10" aria-label={t`Delete ${o.name}`}>
            <Trans>Delete</Trans>
          </Button>
        </div>
      )}
    </article>
  );
}
