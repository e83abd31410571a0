// /occasions/stop?token=…, the reminder's "stop" link: no sign-in, one tap. The page asks the
// server once and says what happened; a link that is not the shop's own is refused there.
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClasses } from '../../../components/button';
import { PageContainer } from '../../../components/page-container';
import { PageTitle } from '../../../components/page-title';
import { PageSpinner } from '../../../components/spinner';
import { ErrorState } from '../../../components/status-views';
import { stopOccasionReminders } from '../api/occasions';

export function OccasionStopPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { t } = useLingui();
  const [state, setState] = useState<{ done: string } | { failed: unknown } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const asked = useRef(-1);

  useEffect(() => {
    if (asked.current === attempt) return;
    asked.current = attempt;
    stopOccasionReminders(token).then(
      (answer) => setState({ done: answer.message }),
      (error: unknown) => setState({ failed: error }),
    );
  }, [token, attempt]);

  return (
    <PageContainer className="max-w-2xl">
      <PageTitle title={t`Occasion reminders`} />
      {state === null ? (
        <PageSpinner label={t`Turning the reminders off…`} />
      ) : 'done' in state ? (
        <div className="space-y-3 rounded-2xl border border-gray-200 bg-white p-4">
          <p role="status" className="text-gray-900">
            {state.done}
          </p>
          <Link to="/account" className={buttonClasses('secondary', 'px-6')}>
            <Trans>Go to my account</Trans>
          </Link>
        </div>
      ) : (
        <ErrorState
          title={t`Could not turn the reminders off`}
          titleAs="h2"
          error={state.failed}
          onRetry={() => {
            setState(null);
            setAttempt((n) => n + 1);
          }}
        />
      )}
    </PageContainer>
  );
}
