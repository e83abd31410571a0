// The contact form (POST /api/contact): name, e-mail, optional phone, a subject from the shop's
// list and the message. On success the form gives way to a thank-you that can start a new
// message; a rate limit and server refusals are said in words, what was typed is kept.
import { useLayoutEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CONTACT_SUBJECTS, type ContactSubject } from '@phoolwari/contracts';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { SelectField, TextAreaField, TextField } from '../../../components/form-field';
import { CheckCircleIcon } from '../../../components/icons';
import { errorMessage, isRateLimited } from '../../../lib/api';
import { SHOP } from '../../../lib/shop-info';
import { applyServerErrors } from '../../../lib/form-errors';
import { useLanguage } from '../../../i18n/i18n';
import { sendContactMessage } from '../api/send-contact-message';
import { ContactFormSchema, type ContactFormInput, type ContactFormOutput } from '../contact-form-schema';
import { useZodResolver } from '../../../lib/zod-resolver';

const FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
const phone = SHOP.phone;
export const MESSAGE_SENT = msg`Thank you! Your message has been sent. We've e-mailed you a copy.`;
export const TOO_MANY_MESSAGES = msg`You have sent several messages in a short time. Please wait a few minutes and try again, or call us on ${phone}.`;

const SUBJECT_LABELS: Record<ContactSubject, MessageDescriptor> = {
  general: msg`General enquiry`,
  order: msg`Order status`,
  delivery: msg`Delivery`,
  product: msg`Product question`,
  complaint: msg`Complaint`,
  feedback: msg`Feedback`,
};

const EMPTY: ContactFormInput = { name: '', email: '', phone: '', subject: '' as ContactFormInput['subject'], message: '' };

export function ContactForm() {
  const { t } = useLingui();
  // The reply comes in the language the message was written from.
  const language = useLanguage();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormInput, unknown, ContactFormOutput>({ resolver: useZodResolver(ContactFormSchema), defaultValues: EMPTY });

  useLayoutEffect(() => {
    if (sent) thanksRef.current?.focus();
  }, [sent]);

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await sendContactMessage({ ...body, language });
      reset(EMPTY);
      setSent(true);
    } catch (e) {
      // Field errors show under their fields; anything else above the form and as a toast.
      if (!isRateLimited(e) && applyServerErrors(e, setError, FIELDS)) return;
      const message = isRateLimited(e) ? t(TOO_MANY_MESSAGES) : errorMessage(e, t`Your message could not be sent. Please try again.`);
      setFailure(message);
      toast.error(message);
    }
  });

  if (sent) {
    return (
      <div className="flex flex-col items-start gap-4 rounded-xl border border-green-200 bg-green-50 p-4">
        <p ref={thanksRef} tabIndex={-1} role="status" className="flex gap-2 font-medium text-green-900 outline-none">
          <CheckCircleIcon className="mt-0.5 size-5 shrink-0" />
          {t(MESSAGE_SENT)}
        </p>
        <p className="text-sm text-green-900">
          <Trans>We usually answer within a working day.</Trans>
        </p>
        <Button variant="secondary" onClick={() => setSent(false)}>
          <Trans>Send another message</Trans>
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      <FormAlert message={failure} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t`Your name`} autoComplete="name" required error={errors.name?.message} {...register('name')} />
        <TextField label={t`Email`} type="email" autoComplete="email" inputMode="email" required error={errors.email?.message} {...register('email')} />
        <TextField label={t`Phone (optional)`} type="tel" autoComplete="tel-national" inputMode="tel" error={errors.phone?.message} {...register('phone')} />
        <SelectField label={t`Subject`} required error={errors.subject?.message} {...register('subject')}>
          <option value="">{t`Choose a subject`}</option>
          {CONTACT_SUBJECTS.map((s) => (
            <option key={s} value={s}>
              {t(SUBJECT_LABELS[s])}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField label={t`Message`} rows={5} required maxLength={4000} error={errors.message?.message} {...register('message')} />
      <Button type="submit" busy={isSubmitting} busyLabel={t`Sending…`} className="w-full sm:w-auto">
        <Trans>Send message</Trans>
      </Button>
    </form>
  );
}
