// /account: the signed-in customer's profile, password and saved addresses. Guests are sent to
// /login and come back here afterwards.
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';

import { PageContainer } from '../../../components/page-container';
import { PageTitle } from '../../../components/page-title';
import { PageSpinner } from '../../../components/spinner';
import { useSession } from '../../../lib/session';
import { AccountSection } from '../components/account-section';
import { PasswordForm } from '../components/password-form';
import { ProfileForm } from '../components/profile-form';
import { SavedAddresses } from '../components/saved-addresses';

/** `children`: sections the route adds from other features (occasions), after the addresses. */
export function AccountPage({ children }: { children?: ReactNode }) {
  const { user, status } = useSession();
  const { t } = useLingui();
  if (status === 'loading') return <PageSpinner label={t`Checking your session…`} />;
  if (!user) return <Navigate to="/login" replace state={{ from: '/account' }} />;

  return (
    <PageContainer className="max-w-4xl">
      <PageTitle title={t`My Account`}>
        <Trans>Your details, password and delivery addresses.</Trans>{' '}
        <Link to="/orders" className="font-medium text-brand-700 underline-offset-2 hover:underline">
          <Trans>See your orders</Trans>
        </Link>
      </PageTitle>
      <div className="flex flex-col gap-6">
        <AccountSection id="account-profile" title={t`Profile`}>
          <ProfileForm user={user} />
        </AccountSection>
        <AccountSection id="account-password" title={t`Change password`}>
          <PasswordForm />
        </AccountSection>
        <SavedAddresses user={user} />
        {children}
      </div>
    </PageContainer>
  );
}
