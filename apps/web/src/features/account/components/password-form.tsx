// Change password: the current one, then the new one twice. A wrong current password shows on
// its field. Other devices are signed out by the server; this one stays signed in.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/form-field';
import { errorMessage, isRateLimited } from '../../../lib/api';
import { applyServerErrors } from '../../../lib/form-errors';
import { useChangePassword } from '../api/change-password';
import { ChangePasswordFormSchema, type ChangePasswordFormInput, type ChangePasswordFormOutput } from '../schemas';

export const PASSWORD_UPDATED = 'Password changed. Other devices have been signed out; you stay signed in here.';

export function PasswordForm() {
  const change = useChangePassword();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordFormInput, unknown, ChangePasswordFormOutput>({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setFailure(null);
    setDone(false);
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      reset();
      setDone(true);
      toast.success('Password changed');
    } catch (e) {
      if (isRateLimited(e)) setFailure('Too many attempts. Please wait a few minutes and try again.');
      else if (!applyServerErrors(e, setError, ['currentPassword', 'newPassword'])) setFailure(errorMessage(e, 'Could not change your password. Please try again.'));
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      <FormAlert message={failure} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2 sm:max-w-[calc(50%-0.5rem)]">
          <TextField label="Current password" type="password" autoComplete="current-password" required error={errors.currentPassword?.message} {...register('currentPassword')} />
        </div>
        <TextField label="New password" type="password" autoComplete="new-password" required hint="At least 8 characters" error={errors.newPassword?.message} {...register('newPassword')} />
        <TextField label="Confirm new password" type="password" autoComplete="new-password" required error={errors.confirmPassword?.message} {...register('confirmPassword')} />
      </div>
      <p role="status" className="text-sm text-green-800 empty:hidden">
        {done ? PASSWORD_UPDATED : ''}
      </p>
      <Button type="submit" busy={isSubmitting} busyLabel="Changing…">
        Change password
      </Button>
    </form>
  );
}
