// /login and /signup: one screen whose mode follows the path. On success the customer returns to
// the page that sent them here (location.state.from) or the home page; signed-in visitors go straight there.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';

import { toast } from '../../../lib/toast';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/form-field';
import { useDocumentTitle } from '../../../components/page-title';
import { PageSpinner, Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api';
import { AuthCard } from '../components/auth-card';
import { MobileNumberField } from '../../../components/mobile-number-field';
import { applyServerErrors } from '../../../lib/form-errors';
import { returnPath } from '../return-path';
import { LoginFormSchema, SignupFormSchema, type LoginFormInput, type LoginFormOutput, type SignupFormInput, type SignupFormOutput } from '../schemas';
import { useSession } from '../../../lib/session';
import { translatedResolver, useFieldMessages } from '../../account';
import { LOGIN_FIELD_MESSAGES, SIGNUP_FIELD_MESSAGES } from '../form-messages';
import { useZodResolver } from '../../../lib/zod-resolver';
import { useSignInOptions } from '../api/phone-sign-in';
import { PhoneSignIn } from '../components/phone-sign-in';
import { GoogleSignInButton, useGoogleReturn } from '../components/google-sign-in';

export function AuthPage() {
  const location = useLocation();
  const mode = location.pathname === '/signup' ? 'signup' : 'login';
  const { user, status } = useSession();
  const { t } = useLingui();
  const title = mode === 'signup' ? t`Create your account` : t`Welcome back`;
  const documentTitle = mode === 'signup' ? t`Sign up` : t`Login`;
  useDocumentTitle(documentTitle);
  const google = useGoogleReturn();

  if (user && status === 'ready') return <Navigate to={returnPath(location.state)} replace />;
  // A stored session is being checked: wait rather than flash a form that may be redirected away.
  if (status === 'loading') return <PageSpinner label={t`Checking your session…`} />;
  if (google.signingIn) return <PageSpinner label={t`Signing you in with Google…`} />;

  return (
    <AuthCard
      title={title}
      documentTitle={documentTitle}
      intro={mode === 'signup' ? t`Order fresh flowers in a few taps and follow every delivery.` : t`Sign in with your mobile number or e-mail.`}
    >
      {google.failure && (
        <div className="mb-5">
          <FormAlert message={google.failure} />
        </div>
      )}
      {/* Keyed by mode so switching between /login and /signup starts a clean form. */}
      {mode === 'signup' ? <SignupForm key="signup" /> : <SignInChoice key="login" />}

      <GoogleSignInButton />

      <p className="mt-6 text-center text-sm text-gray-700">
        {mode === 'signup' ? (
          <>
            <Trans>Already have an account?</Trans>{' '}
            <Link to="/login" state={location.state as unknown} replace className="font-semibold text-brand-700 underline-offset-2 hover:underline">
              <Trans>Login</Trans>
            </Link>
          </>
        ) : (
          <>
            <Trans>New to Phoolwari?</Trans>{' '}
            <Link to="/signup" state={location.state as unknown} replace className="font-semibold text-brand-700 underline-offset-2 hover:underline">
              <Trans>Create an account</Trans>
            </Link>
          </>
        )}
      </p>
    </AuthCard>
  );
}

/**
 * Mobile number first (most of the shop's customers sign in with it), e-mail second. A shop that
 * cannot send codes says so and offers the e-mail form at once.
 */
function SignInChoice() {
  const { t } = useLingui();
  const options = useSignInOptions();
  const unavailable = options.data?.phone === 'unavailable';
  const [chosen, setChosen] = useState<'phone' | 'email' | null>(null);
  // Which form comes first depends on the shop's answer: wait for it rather than show the phone
  // form and swap it for e-mail under the customer's thumb. (If the question fails, the phone form
  // stays: sending a code says plainly whether it can be sent.) Once the customer has chosen, a
  // refetch (the cache is cleared after a refused login) never takes their form away.
  if (options.isPending && chosen === null)
    return (
      <div role="status" className="flex min-h-40 items-center justify-center gap-3 text-brand-700">
        <Spinner />
        <span className="text-sm text-gray-700">{t`Loading…`}</span>
      </div>
    );
  const method = chosen ?? (unavailable ? 'email' : 'phone');
  const choice = (value: 'phone' | 'email', label: string) => (
    <button
      type="button"
      aria-pressed={method === value}
      onClick={() => setChosen(value)}
      className={`min-h-11 flex-1 rounded-md px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
        method === value ? 'bg-white text-brand-800 shadow-sm' : 'text-gray-700 hover:text-gray-900'
      }`}
    >
      {label}
    </button>
  );
  return (
    <div className="space-y-5">
      <div role="group" aria-label={t`Sign in with`} className="flex gap-1 rounded-lg bg-brand-50 p-1">
        {choice('phone', t`Mobile number`)}
        {choice('email', t`Email`)}
      </div>
      {method === 'phone' && !unavailable && <PhoneSignIn />}
      {method === 'phone' && unavailable && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900" role="status">
          <Trans>This shop cannot send codes to phones yet. Please sign in with your e-mail.</Trans>
        </p>
      )}
      {method === 'email' && (
        <>
          {unavailable && (
            <p className="text-sm text-gray-700">
              <Trans>Sign-in with a mobile number is not available in this shop yet.</Trans>
            </p>
          )}
          <LoginForm />
        </>
      )}
    </div>
  );
}

function LoginForm() {
  const { login } = useSession();
  const { t } = useLingui();
  const translate = useFieldMessages(LOGIN_FIELD_MESSAGES);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormInput, unknown, LoginFormOutput>({
    resolver: translatedResolver(useZodResolver(LoginFormSchema), translate),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      await login(email, password);
      toast.success(t`Login successful!`);
    } catch (e) {
      const message = errorMessage(e, t`An error occurred`);
      const onFields = applyServerErrors(e, setError, ['email', 'password']);
      setFailure(onFields ? null : message);
      toast.error(message);
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      <FormAlert message={failure} />
      <TextField label={t`Email`} type="email" autoComplete="email" inputMode="email" required error={errors.email?.message} {...register('email')} />
      <TextField label={t`Password`} type="password" autoComplete="current-password" required error={errors.password?.message} {...register('password')} />
      <div className="text-right">
        <Link to="/forgot-password" className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
          <Trans>Forgot password?</Trans>
        </Link>
      </div>
      <Button type="submit" busy={isSubmitting} busyLabel={t`Signing in…`} className="w-full">
        <Trans>Login</Trans>
      </Button>
    </form>
  );
}

function SignupForm() {
  const { register: registerAccount } = useSession();
  const { t } = useLingui();
  const translate = useFieldMessages(SIGNUP_FIELD_MESSAGES);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignupFormInput, unknown, SignupFormOutput>({
    resolver: translatedResolver(useZodResolver(SignupFormSchema), translate),
    defaultValues: { name: '', email: '', phone: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ name, email, phone, password }) => {
    setFailure(null);
    try {
      await registerAccount({ name, email, phone, password });
      toast.success(t`Account created successfully!`);
    } catch (e) {
      const message = errorMessage(e, t`An error occurred`);
      const onFields = applyServerErrors(e, setError, ['name', 'email', 'phone', 'password']);
      setFailure(onFields ? null : message);
      toast.error(message);
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      <FormAlert message={failure} />
      <TextField label={t`Full name`} autoComplete="name" required error={errors.name?.message} {...register('name')} />
      <TextField label={t`Email`} type="email" autoComplete="email" inputMode="email" required error={errors.email?.message} {...register('email')} />
      <MobileNumberField error={errors.phone?.message} {...register('phone')} />
      <TextField
        label={t`Password`}
        type="password"
        autoComplete="new-password"
        required
        hint={t`At least 8 characters`}
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label={t`Confirm password`}
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        // eslint-disable-next-line lingui/no-unlocalized-strings -- a form field's path or a data value, not words
        {...register('confirmPassword')}
      />
      <Button type="submit" busy={isSubmitting} busyLabel={t`Creating account…`} className="w-full">
        <Trans>Create account</Trans>
      </Button>
    </form>
  );
}
