// /occasions/:id/repeat, the reminder's "order the same again" link: once signed in, the server
// puts last time's items back in the cart at today's prices and the customer lands in the cart.
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OccasionRepeatAnswer } from '@phoolwari/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { buttonClasses } from '../../../components/button';
import { PageContainer } from '../../../components/page-container';
import { PageTitle } from '../../../components/page-title';
import { PageSpinner } from '../../../components/spinner';
import { ErrorState } from '../../../components/status-views';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { repeatOccasion } from '../api/occasions';

export function OccasionRepeatPage() {
  const { id = '' } = useParams();
  const { user, status } = useSession();
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<unknown>(null);
  const [skipped, setSkipped] = useState<string[] | null>(null);
  const [attempt, setAttempt] = useState(0);
  const asked = useRef(-1);

  useEffect(() => {
    if (!user || asked.current === attempt) return;
    // Once per attempt: the link adds to the cart, and React may run an effect twice in development.
    asked.current = attempt;
    repeatOccasion(id).then(
      (answer: OccasionRepeatAnswer) => {
        void queryClient.invalidateQueries({ queryKey: ['cart'] });
        if (answer.skipped.length === 0) {
          toast.success(t`Last time’s flowers are in your cart, at today’s prices.`);
          void navigate('/cart', { replace: true });
        } else setSkipped(answer.skipped);
      },
      (error: unknown) => setFailure(error),
    );
  }, [user, id, attempt, navigate, queryClient, t]);

  if (status === 'loading') return <PageSpinner label={t`Checking your session…`} />;
  if (!user) return <Navigate to="/login" replace state={{ from: `/occasions/${id}/repeat` }} />;
  return (
    <PageContainer className="max-w-2xl">
      <PageTitle title={t`Order the same again`} />
      {failure ? (
        <ErrorState
          title={t`Could not put last time’s flowers in your cart`}
          titleAs="h2"
          error={failure}
          onRetry={() => {
            setFailure(null);
            setAttempt((n) => n + 1);
          }}
        />
      ) : skipped ? (
        <div className="space-y-3 rounded-2xl border border-gray-200 bg-white p-4">
          <p className="text-gray-900">
            <Trans>The rest is in your cart. These can no longer be had: {skipped.join(', ')}.</Trans>
          </p>
          <Link to="/cart" className={buttonClasses('primary', 'px-6')}>
            <Trans>Go to cart</Trans>
          </Link>
        </div>
      ) : (
        <PageSpinner label={t`Putting last time’s flowers in your cart…`} />
      )}
    </PageContainer>
  );
}
