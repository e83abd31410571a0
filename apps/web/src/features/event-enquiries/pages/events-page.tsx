// /events: weddings and events. What the shop decorates, how an enquiry goes (a call, then a quote),
// and the enquiry form. The page is rendered on the server; the form's own code (its checks, the
// contract's schema, photo uploads) loads beside it and comes alive on hydration.
import { Trans, useLingui } from '@lingui/react/macro';
import { PageContainer } from '../../../components/page-container';
import { PageTitle } from '../../../components/page-title';
import { EnquiryForm } from '../components/enquiry-form';

export function EventsPage() {
  const { t } = useLingui();
  const steps = [
    t`Tell us about the day: the date, the venue, the guests and what you need.`,
    t`Our event florist calls you within a day to talk it through.`,
    t`You get a written quote; an advance books the date.`,
  ];
  return (
    <PageContainer>
      <PageTitle title={t`Weddings & events`}>
        <Trans>Varmalas made to measure, mandap, car, stage and entrance decoration, for weddings, engagements, pujas, birthdays and corporate events.</Trans>
      </PageTitle>
      <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
        <section aria-labelledby="event-form-title" className="rounded-2xl border border-gray-200 bg-white p-4 sm:p-6">
          <h2 id="event-form-title" className="mb-4 text-lg font-semibold text-gray-900">
            <Trans>Ask for a quote</Trans>
          </h2>
          <EnquiryForm />
        </section>
        <aside aria-labelledby="event-steps-title" className="h-fit rounded-2xl border border-brand-100 bg-brand-50 p-5">
          <h2 id="event-steps-title" className="mb-3 text-lg font-semibold text-gray-900">
            <Trans>How it works</Trans>
          </h2>
          <ol className="list-decimal space-y-2 pl-5 text-gray-800">
            {steps.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
        </aside>
      </div>
    </PageContainer>
  );
}
