// The answer to "do you deliver to this pincode?" in one line: checking, the server's sentence
// (green when served, red when not), or that the check itself failed. The line's height is kept
// while empty so the form below does not jump.
import type { PincodeCheckAnswer } from '@phoolwari/contracts';
import { Trans } from '@lingui/react/macro';
import { AlertCircleIcon, CheckCircleIcon } from '../../../components/icons';
import { Spinner } from '../../../components/spinner';

interface PincodeAnswerProps {
  id?: string;
  checking: boolean;
  answer: PincodeCheckAnswer | undefined;
  failed: boolean;
  onRetry?: () => void;
  /** A problem with what was typed, shown instead of any answer. */
  invalid?: string | null;
}

export function PincodeAnswer({ id, checking, answer, failed, onRetry, invalid }: PincodeAnswerProps) {
  let content = null;
  if (invalid) {
    content = <span className="text-red-700">{invalid}</span>;
  } else if (checking) {
    content = (
      <span className="flex items-center gap-2 text-gray-700">
        <Spinner className="size-4" />
        <Trans>Checking delivery…</Trans>
      </span>
    );
  } else if (failed) {
    content = (
      <span className="flex flex-wrap items-center gap-x-2 text-red-700">
        <AlertCircleIcon className="size-4 shrink-0" />
        <Trans>Could not check this pincode.</Trans>
        {onRetry && (
          <button type="button" onClick={onRetry} className="font-semibold underline underline-offset-2">
            <Trans>Try again</Trans>
          </button>
        )}
      </span>
    );
  } else if (answer) {
    content = answer.serviceable ? (
      <span className="flex items-start gap-2 text-green-800">
        <CheckCircleIcon className="mt-0.5 size-4 shrink-0" />
        {answer.message}
      </span>
    ) : (
      <span className="flex items-start gap-2 text-red-700">
        <AlertCircleIcon className="mt-0.5 size-4 shrink-0" />
        {answer.message}
      </span>
    );
  }
  return (
    <p id={id} aria-live="polite" className="min-h-5 text-sm">
      {content}
    </p>
  );
}
