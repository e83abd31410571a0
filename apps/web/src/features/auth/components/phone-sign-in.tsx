// Signing in with a mobile number: the number, then the 6-digit code the shop texts to it (in a
// demo shop, shown here instead). The account is found or made by the number; a new one may be
// given a name. Wrong, expired and over-tried codes are told on the code field and change nothing.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PhoneCodeAnswer } from '@phoolwari/contracts';

import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/form-field';
import { useLanguage } from '../../../i18n/i18n';
import { errorMessage } from '../../../lib/api';
import { applyServerErrors } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useZodResolver } from '../../../lib/zod-resolver';
import { translatedResolver, useFieldMessages } from '../../account';
import { sendSignInCode, verifySignInCode } from '../api/phone-sign-in';
import { CODE_FIELD_MESSAGES, PHONE_SIGN_IN_FIELD_MESSAGES } from '../form-messages';
import {
  CodeFormSchema,
  PhoneSignInFormSchema,
  type CodeFormInput,
  type CodeFormOutput,
  type PhoneSignInFormInput,
  type PhoneSignInFormOutput,
} from '../schemas';

/** "+919876543210" as people read it: "+91 98765 43210"; other countries' numbers as they are. */
export function formatMobile(e164: string): string {
  const india = /^\+91(\d{5})(\d{5})$/.exec(e164);
  return india ? `+91 ${india[1]} ${india[2]}` : e164;
}

export function PhoneSignIn() {
  const [sent, setSent] = useState<PhoneCodeAnswer | null>(null);
  return sent ? <CodeStep sent={sent} onChangeNumber={() => setSent(null)} onResent={setSent} /> : <NumberStep onSent={setSent} />;
}

function NumberStep({ onSent }: { onSent: (answer: PhoneCodeAnswer) => void }) {
  const { t } = useLingui();
  const language = useLanguage();
  const translate = useFieldMessages(PHONE_SIGN_IN_FIELD_MESSAGES);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PhoneSignInFormInput, unknown, PhoneSignInFormOutput>({
    resolver: translatedResolver(useZodResolver(PhoneSignInFormSchema), translate),
    defaultValues: { phone: '' },
  });

  const onSubmit = handleSubmit(async ({ phone }) => {
    setFailure(null);
    try {
      onSent(await sendSignInCode({ phone, language }));
    } catch (e) {
      const onFields = applyServerErrors(e, setError, ['phone']);
      setFailure(onFields ? null : errorMessage(e, t`Could not send the code. Please try again.`));
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4" aria-label={t`Sign in with your mobile number`}>
      <FormAlert message={failure} />
      <TextField
        label={t`Mobile number`}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        required
        hint={t`We text you a 6-digit code. Outside India, start with + and the country code.`}
        error={errors.phone?.message}
        {...register('phone')}
      />
      <Button type="submit" busy={isSubmitting} busyLabel={t`Sending code…`} className="w-full">
        <Trans>Send code</Trans>
      </Button>
    </form>
  );
}

function CodeStep({ sent, onChangeNumber, onResent }: { sent: PhoneCodeAnswer; onChangeNumber: () => void; onResent: (answer: PhoneCodeAnswer) => void }) {
  const { t } = useLingui();
  const language = useLanguage();
  const { adopt } = useSession();
  const translate = useFieldMessages(CODE_FIELD_MESSAGES);
  const [failure, setFailure] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CodeFormInput, unknown, CodeFormOutput>({
    resolver: translatedResolver(useZodResolver(CodeFormSchema), translate),
    defaultValues: { code: '', name: '' },
  });
  const number = formatMobile(sent.phone);

  const onSubmit = handleSubmit(async ({ code, name }) => {
    setFailure(null);
    try {
      adopt(await verifySignInCode({ phone: sent.phone, code, language, ...(name ? { name } : {}) }));
      toast.success(t`Login successful!`);
    } catch (e) {
      const onFields = applyServerErrors(e, setError, ['code', 'name']);
      setFailure(onFields ? null : errorMessage(e, t`Could not check the code. Please try again.`));
    }
  });

  const resend = async () => {
    setFailure(null);
    setResending(true);
    try {
      const answer = await sendSignInCode({ phone: sent.phone, language });
      reset({ code: '' }, { keepValues: false });
      onResent(answer);
      toast.success(t`A new code is on its way`);
    } catch (e) {
      setFailure(errorMessage(e, t`Could not send the code. Please try again.`));
    } finally {
      setResending(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4" aria-label={t`Enter the code`}>
      <FormAlert message={failure} />
      <p className="text-sm text-gray-700" role="status">
        {sent.demoCode ? (
          <Trans>
            This is a demo shop: no text message is sent. Your code for <span className="font-semibold whitespace-nowrap">{number}</span> is{' '}
            <span className="font-mono text-base font-bold tracking-widest text-gray-900">{sent.demoCode}</span>.
          </Trans>
        ) : (
          <Trans>
            We sent a 6-digit code to <span className="font-semibold whitespace-nowrap">{number}</span>. It works for {sent.expiresInMinutes} minutes.
          </Trans>
        )}
      </p>
      <TextField
        label={t`6-digit code`}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        required
        error={errors.code?.message}
        className="font-mono tracking-widest"
        {...register('code')}
      />
      <TextField label={t`Your name`} autoComplete="name" hint={t`Only for a new account`} error={errors.name?.message} {...register('name')} />
      <Button type="submit" busy={isSubmitting} busyLabel={t`Checking…`} className="w-full">
        <Trans>Verify and sign in</Trans>
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <Button variant="ghost" onClick={onChangeNumber}>
          <Trans>Change number</Trans>
        </Button>
        <Button variant="ghost" busy={resending} onClick={() => void resend()}>
          <Trans>Send a new code</Trans>
        </Button>
      </div>
    </form>
  );
}
