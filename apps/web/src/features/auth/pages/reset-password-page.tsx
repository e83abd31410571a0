// /reset-password?token=…: the new password, typed twice. The token comes from the e-mailed link;
// a link without one, or one the server refuses (used, expired, unknown), says so and offers a
// new link. After the change every session of the account has ended, so the way on is to log in.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useSearchParams } from 'react-router';
import { ResetPasswordBodySchema } from '@phoolwari/contracts';
import { buttonClasses, Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/form-field';
import { AlertCircleIcon, CheckCircleIcon } from '../../../components/icons';
import { ApiError, errorMessage, isRateLimited } from '../../../lib/api';
import { resetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { applyServerErrors } from '../../../lib/form-errors';
import { ResetPasswordFormSchema, type ResetPasswordFormInput } from '../schemas';

export const PASSWORD_CHANGED = 'Password changed. Please log in with your new password.';
export const INVALID_RESET_LINK = 'This reset link is invalid or has expired';

type Outcome = 'form' | 'done' | 'invalid';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // A missing or malformed token cannot work: no form to fill in vain.
  const [outcome, setOutcome] = useState<Outcome>(() => (ResetPasswordBodySchema.shape.token.safeParse(token).success ? 'form' : 'invalid'));

  if (outcome === 'invalid') {
    return (
      <AuthCard title="Reset link not valid" documentTitle="Reset password">
        <div role="alert" className="space-y-4 text-center">
          <AlertCircleIcon className="mx-auto h-10 w-10 text-red-700" />
          <p className="text-gray-800">{INVALID_RESET_LINK}. Links work once, for one hour after they are sent.</p>
          <Link to="/forgot-password" className={buttonClasses('primary', 'w-full')}>
            Request a new link
          </Link>
        </div>
      </AuthCard>
    );
  }

  if (outcome === 'done') {
    return (
      <AuthCard title="Password changed" documentTitle="Reset password">
        <div className="space-y-4 text-center">
          <CheckCircleIcon className="mx-auto h-10 w-10 text-green-700" />
          <p role="status" className="text-gray-800">
            {PASSWORD_CHANGED}
          </p>
          <Link to="/login" replace className={buttonClasses('primary', 'w-full')}>
            Log in
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password" documentTitle="Reset password" intro="You will be signed out everywhere and can then log in with the new one.">
      <ResetForm token={token} onDone={() => setOutcome('done')} onInvalid={() => setOutcome('invalid')} />
    </AuthCard>
  );
}

function ResetForm({ token, onDone, onInvalid }: { token: string; onDone: () => void; onInvalid: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordFormInput>({ resolver: zodResolver(ResetPasswordFormSchema), defaultValues: { password: '', confirmPassword: '' } });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await resetPassword({ token, password });
      onDone();
    } catch (e) {
      if (isRateLimited(e)) setFailure('Too many attempts. Please wait a few minutes and try again.');
      // A refused password lands on its field; any other 400 is about the token.
      else if (applyServerErrors(e, setError, ['password'])) return;
      else if (e instanceof ApiError && e.statusCode === 400) onInvalid();
      else setFailure(errorMessage(e, 'Could not change the password. Please try again.'));
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      <FormAlert message={failure} />
      <TextField label="New password" type="password" autoComplete="new-password" required hint="At least 8 characters" error={errors.password?.message} {...register('password')} />
      <TextField label="Confirm new password" type="password" autoComplete="new-password" required error={errors.confirmPassword?.message} {...register('confirmPassword')} />
      <Button type="submit" busy={isSubmitting} busyLabel="Saving…" className="w-full">
        Set new password
      </Button>
    </form>
  );
}
