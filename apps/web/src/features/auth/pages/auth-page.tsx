// /login and /signup: one screen whose mode follows the path. On success the customer returns to
// the page that sent them here (location.state.from) or the home page; signed-in visitors go straight there.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, Navigate, useLocation } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/form-field';
import { useDocumentTitle } from '../../../components/page-title';
import { PageSpinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api';
import { AuthCard } from '../components/auth-card';
import { MobileNumberField } from '../../../components/mobile-number-field';
import { applyServerErrors } from '../../../lib/form-errors';
import { returnPath } from '../return-path';
import { LoginFormSchema, SignupFormSchema, type LoginFormInput, type LoginFormOutput, type SignupFormInput, type SignupFormOutput } from '../schemas';
import { useSession } from '../../../lib/session';

export function AuthPage() {
  const location = useLocation();
  const mode = location.pathname === '/signup' ? 'signup' : 'login';
  const { user, status } = useSession();
  const title = mode === 'signup' ? 'Create your account' : 'Welcome back';
  useDocumentTitle(mode === 'signup' ? 'Sign up' : 'Login');

  if (user && status === 'ready') return <Navigate to={returnPath(location.state)} replace />;
  // A stored session is being checked: wait rather than flash a form that may be redirected away.
  if (status === 'loading') return <PageSpinner label="Checking your session…" />;

  return (
    <AuthCard
      title={title}
      documentTitle={mode === 'signup' ? 'Sign up' : 'Login'}
      intro={mode === 'signup' ? 'Order fresh flowers in a few taps and follow every delivery.' : 'Sign in to see your cart and orders.'}
    >
      {/* Keyed by mode so switching between /login and /signup starts a clean form. */}
      {mode === 'signup' ? <SignupForm key="signup" /> : <LoginForm key="login" />}

      <SocialButtons />

      <p className="mt-6 text-center text-sm text-gray-700">
        {mode === 'signup' ? (
          <>
            Already have an account?{' '}
            <Link to="/login" state={location.state as unknown} replace className="font-semibold text-brand-700 underline-offset-2 hover:underline">
              Login
            </Link>
          </>
        ) : (
          <>
            New to Phoolwari?{' '}
            <Link to="/signup" state={location.state as unknown} replace className="font-semibold text-brand-700 underline-offset-2 hover:underline">
              Create an account
            </Link>
          </>
        )}
      </p>
    </AuthCard>
  );
}

function LoginForm() {
  const { login } = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormInput, unknown, LoginFormOutput>({ resolver: zodResolver(LoginFormSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      await login(email, password);
      toast.success('Login successful!');
    } catch (e) {
      const message = errorMessage(e, 'An error occurred');
      const onFields = applyServerErrors(e, setError, ['email', 'password']);
      setFailure(onFields ? null : message);
      toast.error(message);
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      <FormAlert message={failure} />
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" required error={errors.email?.message} {...register('email')} />
      <TextField label="Password" type="password" autoComplete="current-password" required error={errors.password?.message} {...register('password')} />
      <div className="text-right">
        <Link to="/forgot-password" className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
          Forgot password?
        </Link>
      </div>
      <Button type="submit" busy={isSubmitting} busyLabel="Signing in…" className="w-full">
        Login
      </Button>
    </form>
  );
}

function SignupForm() {
  const { register: registerAccount } = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignupFormInput, unknown, SignupFormOutput>({
    resolver: zodResolver(SignupFormSchema),
    defaultValues: { name: '', email: '', phone: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ name, email, phone, password }) => {
    setFailure(null);
    try {
      await registerAccount({ name, email, phone, password });
      toast.success('Account created successfully!');
    } catch (e) {
      const message = errorMessage(e, 'An error occurred');
      const onFields = applyServerErrors(e, setError, ['name', 'email', 'phone', 'password']);
      setFailure(onFields ? null : message);
      toast.error(message);
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      <FormAlert message={failure} />
      <TextField label="Full name" autoComplete="name" required error={errors.name?.message} {...register('name')} />
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" required error={errors.email?.message} {...register('email')} />
      <MobileNumberField error={errors.phone?.message} {...register('phone')} />
      <TextField label="Password" type="password" autoComplete="new-password" required hint="At least 8 characters" error={errors.password?.message} {...register('password')} />
      <TextField label="Confirm password" type="password" autoComplete="new-password" required error={errors.confirmPassword?.message} {...register('confirmPassword')} />
      <Button type="submit" busy={isSubmitting} busyLabel="Creating account…" className="w-full">
        Create account
      </Button>
    </form>
  );
}

/** Shown because the spec shows them; they do nothing yet, and say so instead of pretending. */
function SocialButtons() {
  return (
    <div className="mt-6">
      <div className="flex items-center gap-3 text-xs text-gray-600">
        <span className="h-px flex-1 bg-gray-200" />
        or continue with
        <span className="h-px flex-1 bg-gray-200" />
      </div>
      <div className="mt-4 grid grid-cols-2 gap-3">
        {['Google', 'Facebook'].map((name) => (
          <button
            key={name}
            type="button"
            disabled
            title="Not available yet"
            aria-describedby="social-login-note"
            className="min-h-11 cursor-not-allowed rounded-lg border border-gray-300 bg-gray-50 px-3 text-sm font-medium text-gray-500"
          >
            {name}
          </button>
        ))}
      </div>
      <p id="social-login-note" className="mt-2 text-center text-xs text-gray-600">
        Google and Facebook sign-in are not available yet.
      </p>
    </div>
  );
}
