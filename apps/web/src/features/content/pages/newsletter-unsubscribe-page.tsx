// /newsletter/unsubscribe?token=…: the link in every newsletter e-mail. It asks before acting:
// mail scanners and link previews open links on their own, and must not unsubscribe anyone.
import { Link, useSearchParams } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { NewsletterTokenBodySchema } from '@phoolwari/contracts';
import { Button, buttonClasses } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { errorMessage } from '../../../lib/api';
import { unsubscribeFromNewsletter } from '../api/newsletter';
import { NoticeCard } from '../components/notice-card';

export const UNSUBSCRIBED = msg`You're unsubscribed and will not get our newsletter any more.`;

export function NewsletterUnsubscribePage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const valid = NewsletterTokenBodySchema.safeParse({ token }).success;
  const unsubscribe = useMutation({ mutationFn: unsubscribeFromNewsletter });

  if (!valid) {
    return (
      <NoticeCard tone="error" title={t`Could not unsubscribe`} documentTitle={t`Newsletter`}>
        <p>
          <Trans>This unsubscribe link is invalid. Please use the link from the newsletter e-mail itself, or write to us from the contact page.</Trans>
        </p>
        <Link to="/contact" className={buttonClasses('primary', 'w-full')}>
          <Trans>Contact us</Trans>
        </Link>
      </NoticeCard>
    );
  }

  if (unsubscribe.isSuccess) {
    return (
      <NoticeCard tone="success" title={t`Unsubscribed`} documentTitle={t`Newsletter`}>
        <p role="status">{t(UNSUBSCRIBED)}</p>
        <p className="text-sm text-gray-700">
          <Trans>Changed your mind? Subscribe again with the box at the bottom of any page.</Trans>
        </p>
        <Link to="/" className={buttonClasses('secondary', 'w-full')}>
          <Trans>Go to the shop</Trans>
        </Link>
      </NoticeCard>
    );
  }

  return (
    <NoticeCard tone="info" title={t`Unsubscribe from our newsletter?`} documentTitle={t`Newsletter`}>
      <p>
        <Trans>You will stop getting news of new arrivals and festival specials. Order and delivery e-mails are not affected.</Trans>
      </p>
      <FormAlert message={unsubscribe.isError ? errorMessage(unsubscribe.error, t`Could not unsubscribe. Please try again.`) : null} />
      <Button variant="danger" className="w-full" busy={unsubscribe.isPending} busyLabel={t`Unsubscribing…`} onClick={() => unsubscribe.mutate(token)}>
        <Trans>Unsubscribe</Trans>
      </Button>
      <Link to="/" className="inline-block text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
        <Trans>Keep me subscribed</Trans>
      </Link>
    </NoticeCard>
  );
}
