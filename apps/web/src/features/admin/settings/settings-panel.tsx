// The Settings tab: system status, background jobs, the image service test, the shop's settings, cash on delivery, GST and invoices, serviceable
// pincodes and delivery slots, each a titled section with its own loading and error states.
import { useId, type ReactNode } from 'react';
import { DeliveryAreasSection } from './delivery-areas';
import { DeliverySlotsSection } from './delivery-slots';
import { ShopSettingsSection } from './shop-settings-form';
import { BackgroundJobs } from './background-jobs';
import { CashOnDeliverySection } from './cash-on-delivery-settings';
import { EventSettingsSection } from './event-settings';
import { SendersAbroadSection } from './senders-abroad-settings';
import { GstSection } from './gst-settings';
import { SystemStatus } from './system-status';
import { UploadTest } from './upload-test';

function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3 border-t border-gray-200 pt-6 first:border-t-0 first:pt-0">
      <h3 id={id} className="text-lg font-semibold text-gray-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** `extra`: sections other features add (festival dates), each with its title, after the shop's own. */
export function SettingsPanel({ extra = [] }: { extra?: { title: string; content: ReactNode }[] }) {
  return (
    <div className="space-y-8">
      <SettingsSection title="System status">
        <SystemStatus />
      </SettingsSection>
      <SettingsSection title="Background jobs">
        <BackgroundJobs />
      </SettingsSection>
      <SettingsSection title="Image service">
        <UploadTest />
      </SettingsSection>
      <SettingsSection title="Shop settings">
        <ShopSettingsSection />
      </SettingsSection>
      <SettingsSection title="Cash on delivery">
        <CashOnDeliverySection />
      </SettingsSection>
      <SettingsSection title="Weddings and events">
        <EventSettingsSection />
      </SettingsSection>
      <SettingsSection title="Senders abroad">
        <SendersAbroadSection />
      </SettingsSection>
      <SettingsSection title="GST and invoices">
        <GstSection />
      </SettingsSection>
      <SettingsSection title="Serviceable pincodes">
        <DeliveryAreasSection />
      </SettingsSection>
      <SettingsSection title="Delivery slots">
        <DeliverySlotsSection />
      </SettingsSection>
      {extra.map((section) => (
        <SettingsSection key={section.title} title={section.title}>
          {section.content}
        </SettingsSection>
      ))}
    </div>
  );
}
