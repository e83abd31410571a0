// 'My Orders' on the custom-order page: the customer's designs, newest first as the server sends
// them, with loading, empty, error (toast once and Retry) and signed-out states.
import { useEffect } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/button';
import { useSession } from '../../../lib/session';
import { LoginPrompt } from '../../../components/login-prompt';
import { EmptyState, ErrorState } from '../../../components/status-views';
import { useMyDesigns } from '../api/get-my-designs';
import { useDraftActions } from '../lib/use-draft-actions';
import { MyDesignCard } from './my-design-card';

export const MY_DESIGNS_FAILED = msg`Failed to fetch your custom orders`;

const pulse = 'animate-pulse rounded bg-gray-200 motion-reduce:animate-none';

function MyDesignsSkeleton() {
  return (
    <div aria-hidden="true" data-testid="my-designs-skeleton" className="flex flex-col gap-4">
      {[0, 1].map((i) => (
        <div key={i} className="flex flex-col overflow-hidden rounded-xl border border-gray-200 bg-white sm:flex-row">
          <div className={`${pulse} aspect-square w-full rounded-none sm:w-48`} />
          <div className="flex flex-1 flex-col gap-2 p-4">
            <div className={`${pulse} h-5 w-1/2`} />
            <div className={`${pulse} h-4 w-1/4`} />
            <div className={`${pulse} h-4 w-full`} />
            <div className={`${pulse} h-4 w-2/3`} />
          </div>
        </div>
      ))}
    </div>
  );
}

export function MyDesignsPanel({ onCreate }: { onCreate: () => void }) {
  const { t } = useLingui();
  const { user, status } = useSession();
  const designs = useMyDesigns();
  const actions = useDraftActions();

  // Once per failed attempt (spec §8), not on every render.
  const failedAt = designs.isError ? designs.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) toast.error(t(MY_DESIGNS_FAILED));
  }, [failedAt, t]);

  const loading = status === 'loading' || (Boolean(user) && designs.isPending);
  let body;
  if (loading) body = <MyDesignsSkeleton />;
  else if (!user) body = <LoginPrompt title={t`Please Login`} detail={t`Sign in to see the custom designs you have asked for and follow their approval.`} />;
  else if (designs.isError) body = <ErrorState title={t(MY_DESIGNS_FAILED)} titleAs="h2" error={designs.error} onRetry={() => void designs.refetch()} />;
  else if (!designs.data || designs.data.length === 0)
    body = (
      <EmptyState
        title={t`No Custom Orders Yet`}
        titleAs="h2"
        detail={t`Describe the arrangement you have in mind and we will draw it for you. Once you place it, our florists price it and make it for you.`}
        action={
          <Button onClick={onCreate} className="px-6">
            <Trans>Create Your First Design</Trans>
          </Button>
        }
      />
    );
  else
    body = (
      <ul className="flex flex-col gap-4">
        {designs.data.map((design) => (
          <li key={design._id}>
            <MyDesignCard design={design} actions={actions} />
          </li>
        ))}
      </ul>
    );

  return <div aria-busy={loading || undefined}>{body}</div>;
}
