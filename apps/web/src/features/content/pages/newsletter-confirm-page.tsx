// /newsletter/confirm?token=…: the link in the double opt-in e-mail. Confirming is harmless to
// repeat, so it happens as soon as the page opens (once, even under StrictMode's double effects).
import { useEffect, useRef } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { NewsletterTokenBodySchema } from '@phoolwari/contracts';
import { buttonClasses } from '../../../components/button';
import { PageSpinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api';
import { confirmNewsletter } from '../api/newsletter';
import { NoticeCard } from '../components/notice-card';

export const SUBSCRIPTION_CONFIRMED = msg`You're subscribed. Look out for new arrivals and festival specials in your inbox.`;
const INVALID_LINK = msg`This confirmation link is invalid or has expired.`;

export function NewsletterConfirmPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const valid = NewsletterTokenBodySchema.safeParse({ token }).success;
  const confirm = useMutation({ mutationFn: confirmNewsletter });
  const { mutate } = confirm;
  const started = useRef(false);

  useEffect(() => {
    if (!valid || started.current) return;
    started.current = true;
    mutate(token);
  }, [valid, token, mutate]);

  if (valid && (confirm.isIdle || confirm.isPending)) return <PageSpinner label={t`Confirming your subscription…`} />;

  if (!valid || confirm.isError) {
    return (
      <NoticeCard tone="error" title={t`Could not confirm your subscription`} documentTitle={t`Newsletter`}>
        <p>{valid ? errorMessage(confirm.error, t(INVALID_LINK)) : t(INVALID_LINK)}</p>
        <p className="text-sm text-gray-700">
          <Trans>You can subscribe again with the newsletter box at the bottom of any page; we will send a fresh link.</Trans>
        </p>
        <Link to="/" className={buttonClasses('primary', 'w-full')}>
          <Trans>Go to the shop</Trans>
        </Link>
      </NoticeCard>
    );
  }

  return (
    <NoticeCard tone="success" title={t`Subscription confirmed`} documentTitle={t`Newsletter`}>
      <p>{t(SUBSCRIPTION_CONFIRMED)}</p>
      <Link to="/products" className={buttonClasses('primary', 'w-full')}>
        <Trans>Browse flowers</Trans>
      </Link>
    </NoticeCard>
  );
}
