// /forgot-password: asks for the account's e-mail and mails a reset link. Whatever the server
// found, the page says the same thing afterwards, so nobody can learn here which e-mails have an
// account. Only a rate limit or a failed request is told apart.
import { useLayoutEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

import { ForgotPasswordBodySchema, PASSWORD_RESET_TTL_MINUTES, type ForgotPasswordBody } from '@phoolwari/contracts';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/form-field';
import { CheckCircleIcon } from '../../../components/icons';
import { errorMessage, isRateLimited } from '../../../lib/api';
import { requestPasswordReset } from '../api/forgot-password';
import { applyServerErrors } from '../../../lib/form-errors';
import { AuthCard } from '../components/auth-card';
import { translatedResolver, useFieldMessages } from '../../account';
import { FORGOT_FIELD_MESSAGES } from '../form-messages';
import { useZodResolver } from '../../../lib/zod-resolver';

const hours = PASSWORD_RESET_TTL_MINUTES / 60;
export const RESET_LINK_SENT = msg`If an account exists for that e-mail, we've sent a link to reset your password. It works for ${plural(hours, { one: '# hour', other: '# hours' })}.`;
export const TOO_MANY_RESETS = msg`Too many reset requests from here. Please wait a few minutes and try again.`;

export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const { t } = useLingui();
  const translate = useFieldMessages(FORGOT_FIELD_MESSAGES);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordBody, unknown, ForgotPasswordBody>({
    resolver: translatedResolver(useZodResolver(ForgotPasswordBodySchema), translate),
    defaultValues: { email: '' },
  });

  // The form is replaced by the answer: the focus goes there so a screen reader reads it.
  useLayoutEffect(() => {
    if (sentTo) doneRef.current?.focus();
  }, [sentTo]);

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await requestPasswordReset(body);
      setSentTo(body.email);
    } catch (e) {
      if (isRateLimited(e)) return setFailure(t(TOO_MANY_RESETS));
      if (applyServerErrors(e, setError, ['email'])) return;
      setFailure(errorMessage(e, t`Could not send the reset link. Please try again.`));
    }
  });

  if (sentTo) {
    return (
      <AuthCard title={t`Check your e-mail`} documentTitle={t`Forgot password`}>
        <div className="space-y-4 text-center">
          <CheckCircleIcon className="mx-auto h-10 w-10 text-green-700" />
          <h2 ref={doneRef} tabIndex={-1} className="sr-only">
            <Trans>Reset link requested</Trans>
          </h2>
          <p role="status" className="text-gray-800">
            {t(RESET_LINK_SENT)}
          </p>
          <p className="text-sm text-gray-700">
            <Trans>
              Sent to <span className="font-medium break-all text-gray-900">{sentTo}</span>. No e-mail after a few minutes? Check the spam folder, or{' '}
              <button type="button" onClick={() => setSentTo(null)} className="font-semibold text-brand-700 underline underline-offset-2">
                try again
              </button>
              .
            </Trans>
          </p>
          <Link to="/login" className="inline-block text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
            <Trans>Back to login</Trans>
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t`Forgot your password?`}
      documentTitle={t`Forgot password`}
      intro={t`Enter the e-mail you signed up with and we'll send you a link to choose a new password.`}
    >
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
        <FormAlert message={failure} />
        <TextField label={t`Email`} type="email" autoComplete="email" inputMode="email" required error={errors.email?.message} {...register('email')} />
        <Button type="submit" busy={isSubmitting} busyLabel={t`Sending…`} className="w-full">
          <Trans>Send reset link</Trans>
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-gray-700">
        <Trans>Remembered it?</Trans>{' '}
        <Link to="/login" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          <Trans>Back to login</Trans>
        </Link>
      </p>
    </AuthCard>
  );
}
