// /admin-login: the staff sign-in (spec §2, §5). Only an account with role admin gets in; for any
// other account nothing is stored and the form says why. A signed-in admin goes straight to /admin.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/form-field';
import { PageContainer } from '../../../components/page-container';
import { PageTitle } from '../../../components/page-title';
import { PageSpinner } from '../../../components/spinner';
import { ApiError, errorMessage } from '../../../lib/api';
import { applyServerErrors } from '../../../lib/form-errors';
import { LoginFormSchema, type LoginFormInput, type LoginFormOutput } from '../schemas';
import { useSession } from '../../../lib/session';
import { useZodResolver } from '../../../lib/zod-resolver';

export function AdminLoginPage() {
  const { user, isStaff, status, adminLogin } = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormInput, unknown, LoginFormOutput>({ resolver: useZodResolver(LoginFormSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      await adminLogin(email, password);
      toast.success('Admin login successful!');
    } catch (e) {
      // Our own 'Access denied…' for a customer account, else the server's words or the fallback.
      const message = e instanceof Error && !(e instanceof ApiError) && e.message ? e.message : errorMessage(e, 'Admin login failed');
      const onFields = applyServerErrors(e, setError, ['email', 'password']);
      setFailure(onFields ? null : message);
      toast.error(message);
    }
  });

  if (isStaff) return <Navigate to="/admin" replace />;
  if (status === 'loading') return <PageSpinner label="Checking your session…" />;

  return (
    <PageContainer>
      <div className="mx-auto max-w-md rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-8">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Staff only</p>
        <PageTitle title="Admin login">Sign in to manage products, categories and orders.</PageTitle>
        {user && (
          <p className="mb-4 rounded-lg bg-gray-50 px-3 py-2 text-sm text-gray-700">
            You are signed in as {user.name}, a customer account. Signing in here with an admin account replaces that session.
          </p>
        )}
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
          <FormAlert message={failure} />
          <TextField label="Admin email" type="email" autoComplete="username" inputMode="email" required error={errors.email?.message} {...register('email')} />
          <TextField label="Password" type="password" autoComplete="current-password" required error={errors.password?.message} {...register('password')} />
          <Button type="submit" busy={isSubmitting} busyLabel="Signing in…" className="w-full">
            Sign in to the admin panel
          </Button>
        </form>
        <p className="mt-6 text-center text-sm text-gray-700">
          Shopping for flowers?{' '}
          <Link to="/login" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            Customer login
          </Link>
        </p>
      </div>
    </PageContainer>
  );
}
