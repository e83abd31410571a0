// The quiet line under a pincode field while its city and state are being looked up.
import { Trans } from '@lingui/react/macro';

export function PincodePlaceHint({ looking }: { looking: boolean }) {
  return (
    <p role="status" className="min-h-5 text-sm text-gray-600">
      {looking && <Trans>Finding the city and state…</Trans>}
    </p>
  );
}
