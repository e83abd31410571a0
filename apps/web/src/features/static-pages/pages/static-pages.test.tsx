// The static pages in Hindi: whole sentences from the catalogue, the shop's policies translated,
// and the note that the English terms are the binding ones.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { hindiTestI18n } from '../../../test/i18n';
import { renderRoutes } from '../../../test/render-app';
import { AboutPage } from './about-page';
import { NotFoundPage } from './not-found-page';
import { TermsPage } from './terms-page';

const POLICIES = {
  paymentMethods: ['UPI', 'Net banking'],
  cashOnDelivery: false,
  selfCancellationMinutes: 30,
  deliveryZones: ['Bengaluru City', 'Bengaluru Outer'],
  freshnessHours: 36,
};

describe('static pages in Hindi', () => {
  it('about: the title, the promises and the policies in Hindi', async () => {
    fakeApi({ 'GET /api/shop/policies': () => ({ body: { policies: POLICIES } }) });
    renderRoutes([{ path: '/about', element: <AboutPage /> }], '/about', hindiTestI18n);
    expect(screen.getByRole('heading', { level: 1, name: 'Phoolwari के बारे में' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'हमारे वादे' })).toBeInTheDocument();
    expect(await screen.findByText(/भुगतान के 30 मिनट के अंदर मेरे ऑर्डर से रद्द करें।/)).toBeInTheDocument();
    expect(screen.getByText(/UPI, नेट बैंकिंग\. कीमतें रुपये में हैं/)).toBeInTheDocument();
    // The perishable-goods policy with the owner's window (36 hours here), not a return period.
    expect(screen.getByText(/फूल जल्दी खराब होते हैं और लौटाए नहीं जाते: डिलीवरी के 36 घंटों के अंदर/)).toBeInTheDocument();
  });

  it('terms: sections in Hindi, and a link to the English version that governs', async () => {
    fakeApi({ 'GET /api/shop/policies': () => ({ body: { policies: POLICIES } }) });
    renderRoutes([{ path: '/terms', element: <TermsPage /> }], '/terms', hindiTestI18n);
    expect(screen.getByRole('heading', { level: 1, name: 'सेवा की शर्तें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '6. वापसी और रिफ़ंड' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'अंग्रेज़ी संस्करण' })).toHaveAttribute('href', '/terms');
    expect(await screen.findByText(/भुगतान के 30 मिनट के अंदर आप मेरे ऑर्डर से खुद ऑर्डर रद्द कर सकते हैं/)).toBeInTheDocument();
    expect(screen.getByText(/डिलीवरी के 36 घंटों के अंदर मेरे ऑर्डर से फ़ोटो के साथ बताएँ/)).toBeInTheDocument();
    expect(screen.queryByText(/दिनों के अंदर लौटा/)).not.toBeInTheDocument();
  });

  it('404: the wilted page in Hindi', () => {
    renderRoutes([{ path: '*', element: <NotFoundPage /> }], '/nowhere', hindiTestI18n);
    expect(screen.getByRole('heading', { level: 1, name: 'यह पेज मुरझा गया है' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'होम पेज पर जाएँ' })).toHaveAttribute('href', '/');
  });
});
