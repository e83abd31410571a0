// Change password: the current one, then the new one twice. A wrong current password shows on
// its field. Other devices are signed out by the server; this one stays signed in.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

import { toast } from '../../../lib/toast';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/form-field';
import { errorMessage, isRateLimited } from '../../../lib/api';
import { applyServerErrors } from '../../../lib/form-errors';
import { useChangePassword } from '../api/change-password';
import { translatedResolver, useFieldMessages } from '../lib/translated-form';
import { PASSWORD_FIELD_MESSAGES } from '../lib/form-messages';
import { ChangePasswordFormSchema, type ChangePasswordFormInput, type ChangePasswordFormOutput } from '../schemas';
import { useZodResolver } from '../../../lib/zod-resolver';

export const PASSWORD_UPDATED = msg`Password changed. Other devices have been signed out; you stay signed in here.`;

export function PasswordForm() {
  const change = useChangePassword();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const { t } = useLingui();
  const translate = useFieldMessages(PASSWORD_FIELD_MESSAGES);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordFormInput, unknown, ChangePasswordFormOutput>({
    resolver: translatedResolver(useZodResolver(ChangePasswordFormSchema), translate),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setFailure(null);
    setDone(false);
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      reset();
      setDone(true);
      toast.success(t`Password changed`);
    } catch (e) {
      if (isRateLimited(e)) setFailure(t`Too many attempts. Please wait a few minutes and try again.`);
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a form field's path or a data value, not words
      else if (!applyServerErrors(e, setError, ['currentPassword', 'newPassword']))
        setFailure(errorMessage(e, t`Could not change your password. Please try again.`));
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      <FormAlert message={failure} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2 sm:max-w-[calc(50%-0.5rem)]">
          <TextField
            label={t`Current password`}
            type="password"
            autoComplete="current-password"
            required
            error={errors.currentPassword?.message}
            // eslint-disable-next-line lingui/no-unlocalized-strings -- a form field's path or a data value, not words
            {...register('currentPassword')}
          />
        </div>
        <TextField
          label={t`New password`}
          type="password"
          autoComplete="new-password"
          required
          hint={t`At least 8 characters`}
          error={errors.newPassword?.message}
          // eslint-disable-next-line lingui/no-unlocalized-strings -- a form field's path or a data value, not words
          {...register('newPassword')}
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
      </div>
      <p role="status" className="text-sm text-green-800 empty:hidden">
        {done ? t(PASSWORD_UPDATED) : ''}
      </p>
      <Button type="submit" busy={isSubmitting} busyLabel={t`Changing…`}>
        <Trans>Change password</Trans>
      </Button>
    </form>
  );
}
