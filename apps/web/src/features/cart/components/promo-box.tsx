// The promo code box: apply a code (the server's reason is shown by the field when it refuses),
// or see the applied code and its description (in Hindi on Hindi pages where the shop wrote one)
// with Remove — and a warning when the cart no longer qualifies for it.
import { useId, useState, type FormEvent } from 'react';
import { localized, PromoApplyBodySchema, type Cart } from '@phoolwari/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/button';
import { errorMessage } from '../../../lib/api';
import { useApplyPromo } from '../api/apply-promo';
import { useRemovePromo } from '../api/remove-promo';
import { TagIcon } from '../../../components/icons';
import { useLanguage } from '../../../i18n/i18n';

export function PromoBox({ cart }: { cart: Cart }) {
  const id = useId();
  const apply = useApplyPromo();
  const remove = useRemovePromo();
  const [code, setCode] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const { t } = useLingui();
  const language = useLanguage();

  if (cart.promo) {
    const promoCode = cart.promo.code;
    const description = localized(cart.promo, language).description;
    const promoError = cart.promoError;
    return (
      <div className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm">
        <div className="flex items-start justify-between gap-3">
          <p className="flex min-w-0 items-start gap-2 text-green-900">
            <TagIcon className="mt-0.5 size-4 shrink-0" />
            <span>
              <Trans>
                <span className="font-semibold">{promoCode}</span> applied
              </Trans>
              {description && <span className="block text-green-800">{description}</span>}
            </span>
          </p>
          <Button
            variant="ghost"
            aria-label={t`Remove promo code ${promoCode}`}
            busy={remove.isPending}
            busyLabel={t`Removing…`}
            onClick={() => remove.mutate()}
            className="-my-1.5 shrink-0 px-2"
          >
            <Trans>Remove</Trans>
          </Button>
        </div>
        {cart.promoError && (
          <p role="alert" className="mt-2 rounded-md border border-amber-300 bg-amber-50 px-2 py-1.5 text-amber-900">
            <Trans>This code does not apply right now: {promoError}</Trans>
          </p>
        )}
      </div>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = PromoApplyBodySchema.safeParse({ code });
    if (!parsed.success) {
      // The schema's one complaint is an empty code.
      setRefusal(t`Enter a promo code`);
      return;
    }
    setRefusal(null);
    apply.mutate(parsed.data.code, {
      onSuccess: () => setCode(''),
      onError: (error) => setRefusal(errorMessage(error, t`This promo code could not be applied`)),
    });
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <label htmlFor={`${id}-code`} className="mb-1 block text-sm font-medium text-gray-800">
        <Trans>Promo code</Trans>
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-code`}
          name="code"
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            if (refusal) setRefusal(null);
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={24}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={`${id}-note`}
          className={`block min-w-0 flex-1 rounded-lg border bg-white px-3 py-2 text-base text-gray-900 uppercase placeholder:text-gray-500 placeholder:normal-case focus:outline-2 focus:outline-offset-1 focus:outline-brand-600 ${refusal ? 'border-red-700' : 'border-gray-400'}`}
          placeholder={t`Enter code`}
        />
        <Button type="submit" variant="secondary" busy={apply.isPending} busyLabel={t`Applying…`} className="shrink-0">
          <Trans>Apply</Trans>
        </Button>
      </div>
      {/* One line of space is kept for the message, so the summary does not jump when it appears. */}
      <p id={`${id}-note`} aria-live="polite" className={`mt-1 min-h-5 text-sm ${refusal ? 'text-red-700' : 'text-gray-600'}`}>
        {refusal ?? t`Use PHOOL10 for 10% off orders above ₹499`}
      </p>
    </form>
  );
}
