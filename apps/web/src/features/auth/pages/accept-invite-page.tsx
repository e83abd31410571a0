// /staff-invite?token=…: the page an invitation mail links to. It names the shop role offered, takes
// a name, a phone and a password, signs the new member in and opens the admin panel on the section
// of their role. A used, withdrawn or expired link says so and who to ask.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import {
  EmailSchema,
  InviteTokenSchema,
  NameSchema,
  PasswordSchema,
  PhoneSchema,
  ROLE_DESCRIPTIONS,
  ROLE_LABELS,
  type InvitePreviewAnswer,
} from '@phoolwari/contracts';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/form-field';
import { AlertCircleIcon } from '../../../components/icons';
import { PageSpinner } from '../../../components/spinner';
import { ErrorState } from '../../../components/status-views';
import { ApiError, errorMessage, isRateLimited } from '../../../lib/api';
import { applyServerErrors } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session';
import { acceptInvite, useInvitePreview } from '../api/staff-invite';
import { AuthCard } from '../components/auth-card';
import { useZodResolver } from '../../../lib/zod-resolver';

export const INVITE_NOT_VALID = 'This invitation link is invalid, was withdrawn or has expired. Ask the shop’s owner for a new one.';

const AcceptFormSchema = z
  .object({
    name: NameSchema,
    email: EmailSchema.or(z.literal('')),
    phone: PhoneSchema.or(z.literal('')),
    password: PasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });
type AcceptForm = z.infer<typeof AcceptFormSchema>;

export function AcceptInvitePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const wellFormed = InviteTokenSchema.safeParse(token).success;
  const preview = useInvitePreview(wellFormed ? token : '');
  const [joined, setJoined] = useState(false);

  if (joined) return <Navigate to="/admin" replace />;
  if (!wellFormed || (preview.error instanceof ApiError && preview.error.statusCode === 404)) return <NotValid />;
  if (preview.isPending) return <PageSpinner label="Opening your invitation…" />;
  if (!preview.data) {
    return (
      <AuthCard title="Join the team">
        <ErrorState title="Could not open the invitation" error={preview.error} onRetry={() => void preview.refetch()} />
      </AuthCard>
    );
  }
  const invite = preview.data;
  return (
    <AuthCard title={`Join as ${ROLE_LABELS[invite.role].toLowerCase()}`} documentTitle="Join the team" intro={ROLE_DESCRIPTIONS[invite.role]}>
      <AcceptForm token={token} invite={invite} onJoined={() => setJoined(true)} />
    </AuthCard>
  );
}

function NotValid() {
  return (
    <AuthCard title="Invitation not valid" documentTitle="Join the team">
      <div role="alert" className="space-y-4 text-center">
        <AlertCircleIcon className="mx-auto h-10 w-10 text-red-700" />
        <p className="text-gray-800">{INVITE_NOT_VALID}</p>
      </div>
    </AuthCard>
  );
}

function AcceptForm({ token, invite, onJoined }: { token: string; invite: InvitePreviewAnswer; onJoined: () => void }) {
  const { adopt } = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AcceptForm>({
    resolver: useZodResolver(AcceptFormSchema),
    defaultValues: { name: invite.name, email: '', phone: invite.phone, password: '', confirmPassword: '' },
  });

  // An invitation to a phone number: the new member gives the address they will sign in with.
  const asksEmail = invite.email === '';
  const onSubmit = handleSubmit(async ({ name, email, phone, password }) => {
    setFailure(null);
    if (asksEmail && !email) return setError('email', { message: 'Enter the e-mail address you will sign in with' });
    try {
      adopt(await acceptInvite({ token, name, phone, password, ...(asksEmail && { email }) }));
      onJoined();
    } catch (e) {
      if (isRateLimited(e)) setFailure('Too many attempts. Please wait a few minutes and try again.');
      else if (applyServerErrors(e, setError, ['name', 'email', 'phone', 'password'])) return;
      else setFailure(errorMessage(e, INVITE_NOT_VALID));
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      <p className="rounded-lg bg-brand-50 p-3 text-sm break-all text-gray-800">
        For <strong>{invite.email || invite.phone}</strong>
        {invite.hasAccount ? ': your customer account becomes a staff account, and the password you choose here replaces the old one.' : '.'}
      </p>
      <FormAlert message={failure} />
      <TextField label="Your name" autoComplete="name" required error={errors.name?.message} {...register('name')} />
      {asksEmail && (
        <TextField label="E-mail" type="email" autoComplete="email" required hint="You sign in with it" error={errors.email?.message} {...register('email')} />
      )}
      <TextField
        label="Mobile number (optional)"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        hint="10 digits, for the shop to reach you"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        hint="At least 8 characters"
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" busy={isSubmitting} busyLabel="Joining…" className="w-full">
        Join the team
      </Button>
    </form>
  );
}
