// /newsletter/unsubscribe?token=…: the link in every newsletter e-mail. It asks before acting:
// mail scanners and link previews open links on their own, and must not unsubscribe anyone.
import { Link, useSearchParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { NewsletterTokenBodySchema } from '@phoolwari/contracts';
import { Button, buttonClasses } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { errorMessage } from '../../../lib/api';
import { unsubscribeFromNewsletter } from '../api/newsletter';
import { NoticeCard } from '../components/notice-card';

export const UNSUBSCRIBED = "You're unsubscribed and will not get our newsletter any more.";
const INVALID_LINK = 'This unsubscribe link is invalid.';

export function NewsletterUnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const valid = NewsletterTokenBodySchema.safeParse({ token }).success;
  const unsubscribe = useMutation({ mutationFn: unsubscribeFromNewsletter });

  if (!valid) {
    return (
      <NoticeCard tone="error" title="Could not unsubscribe" documentTitle="Newsletter">
        <p>{INVALID_LINK} Please use the link from the newsletter e-mail itself, or write to us from the contact page.</p>
        <Link to="/contact" className={buttonClasses('primary', 'w-full')}>
          Contact us
        </Link>
      </NoticeCard>
    );
  }

  if (unsubscribe.isSuccess) {
    return (
      <NoticeCard tone="success" title="Unsubscribed" documentTitle="Newsletter">
        <p role="status">{UNSUBSCRIBED}</p>
        <p className="text-sm text-gray-700">Changed your mind? Subscribe again with the box at the bottom of any page.</p>
        <Link to="/" className={buttonClasses('secondary', 'w-full')}>
          Go to the shop
        </Link>
      </NoticeCard>
    );
  }

  return (
    <NoticeCard tone="info" title="Unsubscribe from our newsletter?" documentTitle="Newsletter">
      <p>You will stop getting news of new arrivals and festival specials. Order and delivery e-mails are not affected.</p>
      <FormAlert message={unsubscribe.isError ? errorMessage(unsubscribe.error, 'Could not unsubscribe. Please try again.') : null} />
      <Button variant="danger" className="w-full" busy={unsubscribe.isPending} busyLabel="Unsubscribing…" onClick={() => unsubscribe.mutate(token)}>
        Unsubscribe
      </Button>
      <Link to="/" className="inline-block text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
        Keep me subscribed
      </Link>
    </NoticeCard>
  );
}
