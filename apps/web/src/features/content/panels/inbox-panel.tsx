// The admin panel's Inbox tab: contact messages (filter New / Handled / All, paged), each with its
// sender, subject, text and replies; Mark handled / Mark new; Reply by e-mail in place. Below,
// the newsletter's figures and the CSV export.
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { CONTACT_SUBJECT_LABELS, ContactReplyBodySchema, type ContactMessage } from '@phoolwari/contracts';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { TextAreaField } from '../../../components/form-field';
import { MailIcon, PhoneIcon } from '../../../components/icons';
import { errorMessage } from '../../../lib/api';
import { AdminPagination } from '../../../components/admin-pagination';
import { RowSkeletons } from '../../../components/panel-states';
import { formatDateTime } from '../../../lib/shop-dates';
import { EmptyState, ErrorState } from '../../../components/status-views';
import type { InboxFilter } from '../api/content-keys';
import { useContactMessages } from '../api/get-contact-messages';
import { useReplyToContact, useSetContactStatus } from '../api/update-contact-message';
import { FilterButtons } from '../../../components/filter-buttons';
import { NewsletterSection } from './newsletter-section';

export const INBOX_PAGE_SIZE = 20;

const FILTERS: readonly { value: InboxFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'new', label: 'New' },
  { value: 'handled', label: 'Handled' },
];

const EMPTY_TEXT: Record<InboxFilter, string> = {
  new: 'Nothing waiting: every message has been handled.',
  handled: 'No message has been marked handled yet.',
  all: 'Messages sent from the contact page appear here.',
};

export function InboxPanel() {
  // What still needs an answer comes first.
  const [status, setStatus] = useState<InboxFilter>('new');
  const [page, setPage] = useState(1);
  const messages = useContactMessages({ status, page, limit: INBOX_PAGE_SIZE });
  const data = messages.data;

  return (
    <div className="space-y-8">
      <section aria-labelledby="inbox-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 id="inbox-heading" className="flex items-center gap-2 text-lg font-semibold text-gray-900">
            Contact messages
            {data && data.newCount > 0 && <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">{data.newCount} new</span>}
          </h3>
          <FilterButtons
            label="Show messages"
            options={FILTERS}
            value={status}
            onChange={(value) => {
              setStatus(value);
              setPage(1);
            }}
          />
        </div>
        <p role="status" className="min-h-5 text-sm text-gray-700">
          {data ? `${data.total} ${data.total === 1 ? 'message' : 'messages'}` : messages.isError ? 'Messages could not be loaded' : 'Loading messages…'}
        </p>
        <div aria-busy={messages.isFetching}>
          {messages.isPending ? (
            <RowSkeletons count={4} />
          ) : !data ? (
            <ErrorState title="Failed to fetch messages" error={messages.error} onRetry={() => void messages.refetch()} />
          ) : data.messages.length === 0 ? (
            <EmptyState title="No messages" detail={EMPTY_TEXT[status]} />
          ) : (
            <div className={`space-y-4 transition-opacity ${messages.isPlaceholderData ? 'opacity-60' : ''}`}>
              <ul className="space-y-3">
                {data.messages.map((m) => (
                  <li key={m._id}>
                    <MessageCard message={m} />
                  </li>
                ))}
              </ul>
              <AdminPagination label="Messages" page={data.page} totalPages={data.totalPages} onPage={setPage} />
            </div>
          )}
        </div>
      </section>
      <NewsletterSection />
    </div>
  );
}

function MessageCard({ message: m }: { message: ContactMessage }) {
  const setStatus = useSetContactStatus();
  const [replying, setReplying] = useState(false);
  const subject = CONTACT_SUBJECT_LABELS[m.subject];
  const isNew = m.status === 'new';

  async function toggleStatus() {
    const next = isNew ? 'handled' : 'new';
    try {
      await setStatus.mutateAsync({ id: m._id, status: next });
      toast.success(next === 'handled' ? 'Marked as handled' : 'Marked as new');
    } catch (e) {
      toast.error(errorMessage(e, 'Could not update the message'));
    }
  }

  return (
    <article aria-label={`${subject} from ${m.name}`} className={`rounded-xl border bg-white p-4 ${isNew ? 'border-brand-600' : 'border-gray-200'}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h4 className="font-semibold text-gray-900">{subject}</h4>
          <p className="text-sm text-gray-900">{m.name}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {/* Words as well as colour. */}
          <span
            className={`inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-semibold ${isNew ? 'bg-brand-50 text-brand-700' : 'bg-gray-100 text-gray-800'}`}
          >
            <span aria-hidden="true" className={`size-1.5 rounded-full ${isNew ? 'bg-brand-600' : 'bg-gray-500'}`} />
            {isNew ? 'New' : 'Handled'}
          </span>
          <time dateTime={m.createdAt} className="text-sm text-gray-700 tabular-nums">
            {formatDateTime(m.createdAt)}
          </time>
        </div>
      </div>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <li className="flex min-w-0 items-center gap-1.5">
          <MailIcon className="size-4 shrink-0 text-gray-600" />
          <a href={`mailto:${m.email}`} className="break-all text-brand-700 underline-offset-2 hover:underline">
            {m.email}
          </a>
        </li>
        {m.phone && (
          <li className="flex items-center gap-1.5">
            <PhoneIcon className="size-4 shrink-0 text-gray-600" />
            <a href={`tel:+91${m.phone}`} className="text-brand-700 underline-offset-2 hover:underline">
              {m.phone}
            </a>
          </li>
        )}
      </ul>
      {/* Text as typed, shown as text. */}
      <p className="mt-3 rounded-lg bg-gray-50 p-3 text-sm break-words whitespace-pre-line text-gray-900">{m.message}</p>

      {m.replies.length > 0 && (
        <div className="mt-3 space-y-2">
          <h5 className="text-sm font-semibold text-gray-900">{m.replies.length === 1 ? '1 reply' : `${m.replies.length} replies`}</h5>
          <ul className="space-y-2">
            {m.replies.map((r) => (
              <li key={r._id} className="rounded-lg border-l-4 border-brand-200 bg-brand-50/40 p-3 text-sm">
                <p className="text-xs text-gray-700">
                  {r.authorName} · <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>
                </p>
                <p className="mt-1 break-words whitespace-pre-line text-gray-900">{r.body}</p>
              </li>
            ))}
          </ul>
        </div>
      )}

      {replying ? (
        <ReplyForm message={m} onClose={() => setReplying(false)} />
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setReplying(true)} className="min-h-10 px-3">
            Reply <span className="sr-only">to {m.name}</span>
          </Button>
          <Button variant="ghost" onClick={() => void toggleStatus()} busy={setStatus.isPending} busyLabel="Saving…" className="min-h-10 px-3">
            {isNew ? 'Mark handled' : 'Mark new'}
          </Button>
        </div>
      )}
    </article>
  );
}

function ReplyForm({ message: m, onClose }: { message: ContactMessage; onClose: () => void }) {
  const id = useId();
  const reply = useReplyToContact();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  // Opened on purpose by the Reply button: the box takes the focus, before the next paint. Not
  // the autofocus attribute, which a browser honours only once per page.
  useLayoutEffect(() => box.current?.focus(), []);

  async function send() {
    const parsed = ContactReplyBodySchema.safeParse({ body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Write a reply');
      return;
    }
    setError(null);
    setFailure(null);
    try {
      await reply.mutateAsync({ id: m._id, body: parsed.data.body });
      toast.success('Reply sent');
      onClose();
    } catch (e) {
      setFailure(errorMessage(e, 'The reply could not be sent. Please try again.'));
    }
  }

  return (
    <form
      noValidate
      aria-label={`Reply to ${m.name}`}
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
      className="mt-3 space-y-3"
    >
      <FormAlert message={failure} />
      <TextAreaField
        id={`${id}-reply`}
        label="Your reply"
        rows={5}
        maxLength={8000}
        ref={box}
        hint={`Sent by e-mail to ${m.email}`}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        error={error ?? undefined}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={reply.isPending} busyLabel="Sending…" className="min-h-10">
          Send reply
        </Button>
        <Button variant="secondary" onClick={onClose} disabled={reply.isPending} className="min-h-10">
          Cancel
        </Button>
      </div>
    </form>
  );
}
