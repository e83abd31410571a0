// The Promo codes tab: the list with usage, creating a code (empty limits become "no limit"),
// the percentage rule, a code's Hindi description beside its English one, and switching a code off.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PromoCode } from '@phoolwari/contracts';
import { renderAdminTab } from '../test-utils';

const phool10: PromoCode = {
  _id: 'fffffffffffffffffffffff1',
  code: 'PHOOL10',
  description: '10% off orders above ₹499',
  kind: 'percent',
  value: 10,
  minOrder: 499,
  maxDiscount: 200,
  validFrom: null,
  validTo: null,
  usageLimit: 100,
  perCustomerLimit: null,
  usedCount: 12,
  isActive: true,
};

describe('Promo codes tab', () => {
  it('lists codes with their terms and usage', async () => {
    renderAdminTab('promo-codes', { 'GET /api/admin/promo-codes': () => ({ body: { promoCodes: [phool10] } }) });
    const row = (await screen.findByRole('rowheader', { name: /PHOOL10/ })).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(0, 5),
    ).toEqual(['10% off, up to ₹200', '₹499', 'Always', '12 of 100 used', 'Active']);
  });

  it('creates a code: capitals, numbers as numbers, empty limits as null', async () => {
    const user = userEvent.setup();
    const { api } = renderAdminTab('promo-codes', {
      'GET /api/admin/promo-codes': () => ({ body: { promoCodes: [] } }),
      'POST /api/admin/promo-codes': (r) => ({ status: 201, body: { promoCode: { ...phool10, ...(r.body as object) } } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add the first promo code' }));
    const dialog = screen.getByRole('dialog', { name: 'Add promo code' });
    await user.type(within(dialog).getByLabelText(/^Code/), 'diwali-25');
    await user.clear(within(dialog).getByLabelText(/^Percentage off/));
    await user.type(within(dialog).getByLabelText(/^Percentage off/), '125');
    await user.click(within(dialog).getByRole('button', { name: 'Create promo code' }));
    expect(await within(dialog).findByText('A percentage is at most 100')).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByLabelText('Kind'), 'Flat amount off (₹)');
    await user.clear(within(dialog).getByLabelText(/^Amount off/));
    await user.type(within(dialog).getByLabelText(/^Amount off/), '150');
    await user.type(within(dialog).getByLabelText('Per-customer limit'), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Create promo code' }));
    expect(await screen.findByText('Promo code created')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/promo-codes')[0]?.body).toEqual({
      code: 'DIWALI-25',
      description: '',
      hi: { description: '' },
      kind: 'flat',
      value: 150,
      minOrder: 0,
      maxDiscount: null,
      validFrom: null,
      validTo: null,
      usageLimit: null,
      perCustomerLimit: 1,
      isActive: true,
    });
  });

  it('edits a code’s Hindi description beside its English one, and lists it marked as Hindi', async () => {
    const user = userEvent.setup();
    let stored = phool10;
    const { api } = renderAdminTab('promo-codes', {
      'GET /api/admin/promo-codes': () => ({ body: { promoCodes: [stored] } }),
      [`PUT /api/admin/promo-codes/${phool10._id}`]: (r) => {
        stored = { ...stored, ...(r.body as object) };
        return { body: { promoCode: stored } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit PHOOL10' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit PHOOL10' });
    const english = within(dialog).getByLabelText(/^Description/);
    const hindi = within(dialog).getByLabelText(/^Hindi description \(optional\)/);
    expect(english).toHaveValue('10% off orders above ₹499');
    expect(hindi).toHaveAttribute('lang', 'hi');
    expect(hindi).toHaveValue('');
    await user.type(hindi, '₹499 से ज़्यादा के ऑर्डर पर 10% छूट');
    await user.click(within(dialog).getByRole('button', { name: 'Update promo code' }));
    expect(await screen.findByText('Promo code updated')).toBeInTheDocument();
    const { _id: _omit, usedCount: _used, ...body } = phool10;
    expect(api.callsTo(`PUT /api/admin/promo-codes/${phool10._id}`)[0]?.body).toEqual({ ...body, hi: { description: '₹499 से ज़्यादा के ऑर्डर पर 10% छूट' } });

    const row = (await screen.findByRole('rowheader', { name: /PHOOL10/ })).closest('tr')!;
    const listed = await within(row).findByText('₹499 से ज़्यादा के ऑर्डर पर 10% छूट');
    expect(listed).toHaveAttribute('lang', 'hi');

    // Emptied, the field asks the server to clear the Hindi description.
    await user.click(screen.getByRole('button', { name: 'Edit PHOOL10' }));
    const again = screen.getByRole('dialog', { name: 'Edit PHOOL10' });
    expect(within(again).getByLabelText(/^Hindi description/)).toHaveValue('₹499 से ज़्यादा के ऑर्डर पर 10% छूट');
    await user.clear(within(again).getByLabelText(/^Hindi description/));
    await user.click(within(again).getByRole('button', { name: 'Update promo code' }));
    await waitFor(() => expect(api.callsTo(`PUT /api/admin/promo-codes/${phool10._id}`)).toHaveLength(2));
    expect(api.callsTo(`PUT /api/admin/promo-codes/${phool10._id}`)[1]?.body).toMatchObject({ hi: { description: '' } });
  });

  it('deactivates a code through PATCH and shows it Inactive', async () => {
    const user = userEvent.setup();
    let stored = phool10;
    const { api } = renderAdminTab('promo-codes', {
      'GET /api/admin/promo-codes': () => ({ body: { promoCodes: [stored] } }),
      [`PATCH /api/admin/promo-codes/${phool10._id}/status`]: (r) => {
        stored = { ...stored, ...(r.body as { isActive: boolean }) };
        return { body: { promoCode: stored } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Deactivate PHOOL10' }));
    expect(await screen.findByText('Promo code PHOOL10 deactivated')).toBeInTheDocument();
    expect(api.callsTo(`PATCH /api/admin/promo-codes/${phool10._id}/status`)[0]?.body).toEqual({ isActive: false });
    expect(screen.getByTestId('status-badge')).toHaveTextContent('Inactive');
  });
});
