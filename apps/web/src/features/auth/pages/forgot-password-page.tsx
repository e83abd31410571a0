// /forgot-password: asks for the account's e-mail and mails a reset link. Whatever the server
// found, the page says the same thing afterwards, so nobody can learn here which e-mails have an
// account. Only a rate limit or a failed request is told apart.
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { ForgotPasswordBodySchema, PASSWORD_RESET_TTL_MINUTES, type ForgotPasswordBody } from '@phoolwari/contracts';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/form-field';
import { CheckCircleIcon } from '../../../components/icons';
import { errorMessage, isRateLimited } from '../../../lib/api';
import { requestPasswordReset } from '../api/forgot-password';
import { applyServerErrors } from '../../../lib/form-errors';
import { AuthCard } from '../components/auth-card';

const hours = PASSWORD_RESET_TTL_MINUTES / 60;
export const RESET_LINK_SENT = `If an account exists for that e-mail, we've sent a link to reset your password. It works for ${hours === 1 ? '1 hour' : `${hours} hours`}.`;
export const TOO_MANY_RESETS = 'Too many reset requests from here. Please wait a few minutes and try again.';

export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordBody, unknown, ForgotPasswordBody>({ resolver: zodResolver(ForgotPasswordBodySchema), defaultValues: { email: '' } });

  // The form is replaced by the answer: the focus goes there so a screen reader reads it.
  useEffect(() => {
    if (sentTo) doneRef.current?.focus();
  }, [sentTo]);

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await requestPasswordReset(body);
      setSentTo(body.email);
    } catch (e) {
      if (isRateLimited(e)) return setFailure(TOO_MANY_RESETS);
      if (applyServerErrors(e, setError, ['email'])) return;
      setFailure(errorMessage(e, 'Could not send the reset link. Please try again.'));
    }
  });

  if (sentTo) {
    return (
      <AuthCard title="Check your e-mail" documentTitle="Forgot password">
        <div className="space-y-4 text-center">
          <CheckCircleIcon className="mx-auto h-10 w-10 text-green-700" />
          <h2 ref={doneRef} tabIndex={-1} className="sr-only">
            Reset link requested
          </h2>
          <p role="status" className="text-gray-800">
            {RESET_LINK_SENT}
          </p>
          <p className="text-sm text-gray-700">
            Sent to <span className="font-medium break-all text-gray-900">{sentTo}</span>. No e-mail after a few minutes? Check the spam folder, or{' '}
            <button type="button" onClick={() => setSentTo(null)} className="font-semibold text-brand-700 underline underline-offset-2">
              try again
            </button>
            .
          </p>
          <Link to="/login" className="inline-block text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
            Back to login
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Forgot your password?" documentTitle="Forgot password" intro="Enter the e-mail you signed up with and we'll send you a link to choose a new password.">
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
        <FormAlert message={failure} />
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" required error={errors.email?.message} {...register('email')} />
        <Button type="submit" busy={isSubmitting} busyLabel="Sending…" className="w-full">
          Send reset link
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-gray-700">
        Remembered it?{' '}
        <Link to="/login" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          Back to login
        </Link>
      </p>
    </AuthCard>
  );
}
