// /contact: the contact form, the shop's contact details and a short FAQ. Messages land in the
// admin panel's Inbox, and the sender gets a copy by e-mail.
import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '../../../components/icons';
import { PageContainer } from '../../../components/page-container';
import { PageTitle } from '../../../components/page-title';
import { SHOP, SHOP_TEXT } from '../../../lib/shop-info';
import { cancellationRule, deliveryPromise, paymentMethodsInShort, PolicyText } from '../../../components/shop-promises';
import { freshnessInShort } from '../../../components/freshness-promise';
import { ContactForm } from '../components/contact-form';

export function ContactPage() {
  const { t } = useLingui();
  const faqs: { id: string; q: string; a: ReactNode }[] = [
    { id: 'speed', q: t`How fast do you deliver?`, a: <PolicyText>{deliveryPromise}</PolicyText> },
    { id: 'cancel', q: t`Can I cancel my order?`, a: <PolicyText>{cancellationRule}</PolicyText> },
    {
      id: 'returns',
      q: t`What if my flowers arrive wilted or damaged?`,
      a: <PolicyText>{(policies, i18n) => freshnessInShort(policies.freshnessHours, i18n)}</PolicyText>,
    },
    { id: 'pay', q: t`How can I pay?`, a: <PolicyText>{paymentMethodsInShort}</PolicyText> },
    {
      id: 'design',
      q: t`Can you make a design of my own?`,
      a: t`Yes. Describe it on our custom designs page, see a picture of the idea, and send it to us. Our florists review it and let you know when it can be ordered.`,
    },
  ];
  return (
    <PageContainer>
      <PageTitle title={t`Contact us`}>
        <Trans>Questions about an order, a delivery or a special arrangement? We are happy to help.</Trans>
      </PageTitle>

      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <section aria-labelledby="contact-form-title" className="rounded-2xl border border-gray-200 bg-white p-5 sm:p-6">
          <h2 id="contact-form-title" className="mb-4 text-lg font-semibold text-gray-900">
            <Trans>Send us a message</Trans>
          </h2>
          <ContactForm />
        </section>

        <aside aria-labelledby="contact-details-title" className="space-y-4">
          <section className="rounded-2xl border border-brand-100 bg-white p-5">
            <h2 id="contact-details-title" className="mb-3 text-lg font-semibold text-gray-900">
              <Trans>Reach us directly</Trans>
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
                <address className="not-italic">{t(SHOP_TEXT.address)}</address>
              </li>
              <li className="flex gap-3">
                <ClockIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
                <ul>
                  {SHOP.hours.map((h) => (
                    <li key={h.days}>
                      <span className="font-medium">{t(h.label)}:</span> {t(h.timeLabel)}
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
          <Trans>Frequently asked questions</Trans>
        </h2>
        <div className="mt-4 divide-y divide-gray-200 rounded-2xl border border-gray-200 bg-white">
          {faqs.map((f) => (
            <details key={f.id} className="group px-5 py-4">
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
