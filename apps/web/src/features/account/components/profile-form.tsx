// Name and mobile number (PUT /api/auth/profile). The e-mail is the sign-in name and is shown,
// not edited.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { User } from '@phoolwari/contracts';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/form-field';
import { errorMessage } from '../../../lib/api';
import { MobileNumberField } from '../../../components/mobile-number-field';
import { applyServerErrors } from '../../../lib/form-errors';
import { useUpdateProfile } from '../api/update-profile';
import { ProfileFormSchema, type ProfileFormInput, type ProfileFormOutput } from '../schemas';

export function ProfileForm({ user }: { user: User }) {
  const update = useUpdateProfile();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProfileFormInput, unknown, ProfileFormOutput>({ resolver: zodResolver(ProfileFormSchema), defaultValues: { name: user.name, phone: user.phone } });

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      const saved = await update.mutateAsync(body);
      reset({ name: saved.name, phone: saved.phone });
      toast.success('Profile updated');
    } catch (e) {
      if (!applyServerErrors(e, setError, ['name', 'phone'])) setFailure(errorMessage(e, 'Could not update your profile. Please try again.'));
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      <FormAlert message={failure} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Full name" autoComplete="name" required error={errors.name?.message} {...register('name')} />
        <MobileNumberField error={errors.phone?.message} {...register('phone')} />
      </div>
      <p className="text-sm text-gray-700">
        E-mail: <span className="font-medium break-all text-gray-900">{user.email}</span>
      </p>
      <Button type="submit" busy={isSubmitting} busyLabel="Saving…" disabled={!isDirty}>
        Save profile
      </Button>
    </form>
  );
}
