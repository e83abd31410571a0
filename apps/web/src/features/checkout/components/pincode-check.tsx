// "Check delivery to your pincode" for the product page: type a pincode, press Check, read the
// shop's answer (served or not, and from when) before adding anything to the cart.
import { useId, useState, type FormEvent } from 'react';
import { PINCODE_PATTERN } from '@phoolwari/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClasses } from '../../../components/button';
import { usePincodeCheck } from '../api/pincode-check';
import { PincodeAnswer } from './pincode-answer';

export function PincodeCheck({ className = '' }: { className?: string }) {
  const id = useId();
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [asked, setAsked] = useState<string | undefined>();
  const [invalid, setInvalid] = useState<string | null>(null);
  const check = usePincodeCheck(asked);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The contract's pattern, without its schema: the product page's first load carries no zod.
    const pincode = text.trim();
    if (!PINCODE_PATTERN.test(pincode)) {
      setInvalid(t`Enter a 6-digit pincode`);
      return;
    }
    setInvalid(null);
    setAsked(pincode);
    // The same pincode again re-asks (the answer can change at the same-day cut-off).
    if (pincode === asked) void check.refetch();
  };

  return (
    <form noValidate onSubmit={onSubmit} className={className}>
      <label htmlFor={`${id}-pincode`} className="mb-1 block text-sm font-semibold text-gray-900">
        <Trans>Check delivery to your pincode</Trans>
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-pincode`}
          name="pincode"
          value={text}
          onChange={(e) => setText(e.target.value.replace(/\D/g, '').slice(0, 6))}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder={t`e.g. 560001`}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={`${id}-answer`}
          className={`block w-36 min-w-0 flex-1 rounded-lg border bg-white px-3 py-2 text-base text-gray-900 placeholder:text-gray-500 focus:outline-2 focus:outline-offset-1 focus:outline-brand-600 sm:flex-none ${invalid ? 'border-red-700' : 'border-gray-400'}`}
        />
        <button type="submit" className={buttonClasses('secondary', 'shrink-0')}>
          <Trans>Check</Trans>
        </button>
      </div>
      <div className="mt-1">
        <PincodeAnswer
          id={`${id}-answer`}
          invalid={invalid}
          checking={check.isFetching}
          answer={asked ? check.data : undefined}
          failed={check.isError}
          onRetry={() => void check.refetch()}
        />
      </div>
    </form>
  );
}
