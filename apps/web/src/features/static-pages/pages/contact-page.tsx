// /contact: the contact form, the shop's contact details and a short FAQ. The form posts to
// POST /api/contact (DESIGN.md); until that endpoint exists (404) it says honestly that the
// message was not sent and points to the phone number and e-mail shown beside it.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../app/toast-store';
import { Button } from '../../../components/button';
import { FormAlert } from '../../../components/form-alert';
import { SelectField, TextAreaField, TextField } from '../../../components/form-field';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '../../../components/icons';
import { PageContainer } from '../../../components/page-container';
import { PageTitle } from '../../../components/page-title';
import { ApiError, apiRequest, errorMessage } from '../../../lib/api';
import { SHOP } from '../../../lib/shop-info';
import { CONTACT_SUBJECTS, ContactFormSchema, type ContactFormInput, type ContactFormOutput } from '../contact-schema';

const FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;

const faqs = [
  { q: 'How fast do you deliver?', a: `Local orders are delivered within ${SHOP.delivery.local}; outstation orders take ${SHOP.delivery.outstation}.` },
  { q: 'Can I cancel my order?', a: `Yes, within ${SHOP.cancellationMinutes} minutes of placing it. After that your flowers are already being prepared.` },
  {
    q: 'What is your return policy?',
    a: `Items can be returned within ${SHOP.returnsDays} days of delivery, except custom designs and perishable items such as fresh flowers and garlands. If something arrives damaged, tell us and we will make it right.`,
  },
  { q: 'How can I pay?', a: `${SHOP.paymentMethods.join(', ')}.` },
  {
    q: 'Can you make a design of my own?',
    a: 'Yes. Describe it on our custom designs page, see a picture of the idea, and send it to us. Our florists review it and let you know when it can be ordered.',
  },
];

export function ContactPage() {
  const [notSent, setNotSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormInput, unknown, ContactFormOutput>({
    resolver: zodResolver(ContactFormSchema),
    defaultValues: { name: '', email: '', phone: '', subject: '' as ContactFormInput['subject'], message: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setNotSent(false);
    try {
      // An empty optional phone is left out rather than sent as ''.
      await apiRequest<unknown>('/contact', { method: 'POST', body: { ...values, phone: values.phone || undefined } });
      toast.success('Thank you! Your message has been sent.');
      reset();
    } catch (e) {
      if (e instanceof ApiError && e.statusCode === 404) {
        // Messages cannot be received online yet: keep what was typed, and say where to send it.
        setNotSent(true);
        toast.info(`Your message could not be sent online yet. Please call us on ${SHOP.phone} or e-mail ${SHOP.email}.`);
        return;
      }
      if (e instanceof ApiError) {
        for (const fe of e.errors) {
          const field = FIELDS.find((f) => f === fe.path);
          if (field) setError(field, { type: 'server', message: fe.message });
        }
      }
      const message = errorMessage(e, 'Your message could not be sent. Please try again.');
      setFailure(message);
      toast.error(message);
    }
  });

  return (
    <PageContainer>
      <PageTitle title="Contact us">Questions about an order, a delivery or a special arrangement? We are happy to help.</PageTitle>

      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="contact-form-title" className="rounded-2xl border border-gray-200 bg-white p-5 sm:p-6">
          <h2 id="contact-form-title" className="mb-4 text-lg font-semibold text-gray-900">
            Send us a message
          </h2>
          <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
            <FormAlert message={failure} />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label="Your name" autoComplete="name" required error={errors.name?.message} {...register('name')} />
              <TextField label="Email" type="email" autoComplete="email" inputMode="email" required error={errors.email?.message} {...register('email')} />
              <TextField label="Phone (optional)" type="tel" autoComplete="tel-national" inputMode="tel" error={errors.phone?.message} {...register('phone')} />
              <SelectField label="Subject" required error={errors.subject?.message} {...register('subject')}>
                <option value="">Choose a subject</option>
                {CONTACT_SUBJECTS.map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.label}
                  </option>
                ))}
              </SelectField>
            </div>
            <TextAreaField label="Message" rows={5} required error={errors.message?.message} {...register('message')} />
            {notSent && (
              <p role="status" className="rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900">
                Sending messages from this page is not available yet, so your message has not been sent. Please call us on{' '}
                <a href={SHOP.phoneHref} className="font-semibold underline">
                  {SHOP.phone}
                </a>{' '}
                or e-mail{' '}
                <a href={`mailto:${SHOP.email}`} className="font-semibold underline">
                  {SHOP.email}
                </a>
                .
              </p>
            )}
            <Button type="submit" busy={isSubmitting} busyLabel="Sending…" className="w-full sm:w-auto">
              Send message
            </Button>
          </form>
        </section>

        <aside aria-labelledby="contact-details-title" className="space-y-4">
          <section className="rounded-2xl border border-brand-100 bg-white p-5">
            <h2 id="contact-details-title" className="mb-3 text-lg font-semibold text-gray-900">
              Reach us directly
            </h2>
            <ul className="space-y-3 text-gray-800">
              <li className="flex gap-3">
                <PhoneIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
                <a href={SHOP.phoneHref} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                  {SHOP.phone}
                </a>
              </li>
              <li className="flex gap-3">
                <MailIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
                <a href={`mailto:${SHOP.email}`} className="font-medium break-all text-brand-700 underline-offset-2 hover:underline">
                  {SHOP.email}
                </a>
              </li>
              <li className="flex gap-3">
                <MapPinIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
                <address className="not-italic">{SHOP.address}</address>
              </li>
              <li className="flex gap-3">
                <ClockIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
                <ul>
                  {SHOP.hours.map((h) => (
                    <li key={h.days}>
                      <span className="font-medium">{h.days}:</span> {h.time}
                    </li>
                  ))}
                </ul>
              </li>
            </ul>
          </section>
        </aside>
      </div>

      <section aria-labelledby="faq-title" className="mt-10 max-w-3xl">
        <h2 id="faq-title" className="text-xl font-semibold text-gray-900">
          Frequently asked questions
        </h2>
        <div className="mt-4 divide-y divide-gray-200 rounded-2xl border border-gray-200 bg-white">
          {faqs.map((f) => (
            <details key={f.q} className="group px-5 py-4">
              <summary className="cursor-pointer list-none font-medium text-gray-900 marker:hidden">
                <span className="flex items-center justify-between gap-3">
                  {f.q}
                  <span aria-hidden="true" className="text-brand-700 transition-transform group-open:rotate-45">
                    +
                  </span>
                </span>
              </summary>
              <p className="mt-2 text-gray-700">{f.a}</p>
            </details>
          ))}
        </div>
      </section>
    </PageContainer>
  );
}
