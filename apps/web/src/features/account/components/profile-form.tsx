// Name and mobile number (PUT /api/auth/profile). The e-mail is the sign-in name and is shown,
// not edited.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';

import type { User } from '@phoolwari/contracts';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/form-field';
import { errorMessage } from '../../../lib/api';
import { MobileNumberField } from '../../../components/mobile-number-field';
import { applyServerErrors } from '../../../lib/form-errors';
import { useUpdateProfile } from '../api/update-profile';
import { translatedResolver, useFieldMessages } from '../lib/translated-form';
import { PROFILE_FIELD_MESSAGES } from '../lib/form-messages';
import { ProfileFormSchema, type ProfileFormInput, type ProfileFormOutput } from '../schemas';
import { useZodResolver } from '../../../lib/zod-resolver';

export function ProfileForm({ user }: { user: User }) {
  const update = useUpdateProfile();
  const [failure, setFailure] = useState<string | null>(null);
  const { t } = useLingui();
  const translate = useFieldMessages(PROFILE_FIELD_MESSAGES);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProfileFormInput, unknown, ProfileFormOutput>({
    resolver: translatedResolver(useZodResolver(ProfileFormSchema), translate),
    defaultValues: { name: user.name, phone: user.phone },
  });

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      const saved = await update.mutateAsync(body);
      reset({ name: saved.name, phone: saved.phone });
      toast.success(t`Profile updated`);
    } catch (e) {
      if (!applyServerErrors(e, setError, ['name', 'phone'])) setFailure(errorMessage(e, t`Could not update your profile. Please try again.`));
    }
  });

  const email = user.email;
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      <FormAlert message={failure} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t`Full name`} autoComplete="name" required error={errors.name?.message} {...register('name')} />
        <MobileNumberField error={errors.phone?.message} {...register('phone')} />
      </div>
      {email ? (
        <p className="text-sm text-gray-700">
          <Trans>
            E-mail: <span className="font-medium break-all text-gray-900">{email}</span>
          </Trans>
        </p>
      ) : null}
      <Button type="submit" busy={isSubmitting} busyLabel={t`Saving…`} disabled={!isDirty}>
        <Trans>Save profile</Trans>
      </Button>
    </form>
  );
}
