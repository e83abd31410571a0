// /reset-password?token=…: the new password, typed twice. The token comes from the e-mailed link;
// a link without one, or one the server refuses (used, expired, unknown), says so and offers a
// new link. After the change every session of the account has ended, so the way on is to log in.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

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
import { translatedResolver, useFieldMessages } from '../../account';
import { RESET_FIELD_MESSAGES } from '../form-messages';
import { useZodResolver } from '../../../lib/zod-resolver';

export const PASSWORD_CHANGED = msg`Password changed. Please log in with your new password.`;

type Outcome = 'form' | 'done' | 'invalid';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { t } = useLingui();
  // A missing or malformed token cannot work: no form to fill in vain.
  const [outcome, setOutcome] = useState<Outcome>(() => (ResetPasswordBodySchema.shape.token.safeParse(token).success ? 'form' : 'invalid'));

  if (outcome === 'invalid') {
    return (
      <AuthCard title={t`Reset link not valid`} documentTitle={t`Reset password`}>
        <div role="alert" className="space-y-4 text-center">
          <AlertCircleIcon className="mx-auto h-10 w-10 text-red-700" />
          <p className="text-gray-800">
            <Trans>This reset link is invalid or has expired. Links work once, for one hour after they are sent.</Trans>
          </p>
          <Link to="/forgot-password" className={buttonClasses('primary', 'w-full')}>
            <Trans>Request a new link</Trans>
          </Link>
        </div>
      </AuthCard>
    );
  }

  if (outcome === 'done') {
    return (
      <AuthCard title={t`Password changed`} documentTitle={t`Reset password`}>
        <div className="space-y-4 text-center">
          <CheckCircleIcon className="mx-auto h-10 w-10 text-green-700" />
          <p role="status" className="text-gray-800">
            {t(PASSWORD_CHANGED)}
          </p>
          <Link to="/login" replace className={buttonClasses('primary', 'w-full')}>
            <Trans>Log in</Trans>
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t`Choose a new password`}
      documentTitle={t`Reset password`}
      intro={t`You will be signed out everywhere and can then log in with the new one.`}
    >
      <ResetForm token={token} onDone={() => setOutcome('done')} onInvalid={() => setOutcome('invalid')} />
    </AuthCard>
  );
}

function ResetForm({ token, onDone, onInvalid }: { token: string; onDone: () => void; onInvalid: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const { t } = useLingui();
  const translate = useFieldMessages(RESET_FIELD_MESSAGES);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordFormInput>({
    resolver: translatedResolver(useZodResolver(ResetPasswordFormSchema), translate),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await resetPassword({ token, password });
      onDone();
    } catch (e) {
      if (isRateLimited(e)) setFailure(t`Too many attempts. Please wait a few minutes and try again.`);
      // A refused password lands on its field; any other 400 is about the token.
      else if (applyServerErrors(e, setError, ['password'])) return;
      else if (e instanceof ApiError && e.statusCode === 400) onInvalid();
      else setFailure(errorMessage(e, t`Could not change the password. Please try again.`));
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      <FormAlert message={failure} />
      <TextField
        label={t`New password`}
        type="password"
        autoComplete="new-password"
        required
        hint={t`At least 8 characters`}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label={t`Confirm new password`}
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        // eslint-disable-next-line lingui/no-unlocalized-strings -- a form field's path or a data value, not words
        {...register('confirmPassword')}
      />
      <Button type="submit" busy={isSubmitting} busyLabel={t`Saving…`} className="w-full">
        <Trans>Set new password</Trans>
      </Button>
    </form>
  );
}
