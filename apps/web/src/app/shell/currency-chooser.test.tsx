// Approximate prices for senders abroad: the footer offers the currencies the owner has set a rate
// for, the choice is kept in the browser, and prices then read "≈ $15.43" beside the rupees (which
// stay the price); a visitor who never chooses costs the shop no request for rates.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SHOP_SETTINGS_DEFAULTS } from '@phoolwari/contracts';
import { ProductPrice } from '../../components/product-price';
import { DISPLAY_CURRENCY_KEY } from '../../lib/display-currency';
import { fakeApi } from '../../test/fake-api';
import { hindiTestI18n } from '../../test/i18n';
import { renderRoutes } from '../../test/render-app';
import CurrencyChooser from './currency-chooser';

const RATES = {
  USD: { rupeesPerUnit: 84.2, setAt: '2026-11-27T10:30:00.000Z' },
  AED: { rupeesPerUnit: 22.93, setAt: '2026-11-27T10:30:00.000Z' },
};
const withRates = (exchangeRates: object = RATES) => ({ 'GET /api/settings': () => ({ body: { settings: { ...SHOP_SETTINGS_DEFAULTS, exchangeRates } } }) });

function Page() {
  return (
    <>
      <ProductPrice price={1299} originalPrice={1499} />
      <CurrencyChooser />
    </>
  );
}

describe('approximate prices in another currency', () => {
  it('shows rupees alone, and asks for no rates, until a visitor chooses a currency', () => {
    const api = fakeApi({});
    renderRoutes([{ path: '*', element: <ProductPrice price={1299} /> }]);
    expect(screen.getByText('₹1,299')).toBeInTheDocument();
    expect(screen.queryByTestId('approximate-price')).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it('offers only the currencies with a rate, keeps the choice, and writes prices in it beside the rupees', async () => {
    fakeApi(withRates());
    const user = userEvent.setup();
    renderRoutes([{ path: '*', element: <Page /> }]);
    const chooser = await screen.findByRole('combobox', { name: 'Approximate prices in' });
    // Named by the browser's own Intl (its words vary a little between versions).
    const options = within(chooser)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toHaveLength(3);
    expect(options[0]).toMatch(/Rupee \(₹\)$/);
    expect(options[1]).toMatch(/Dollar \(USD\)$/);
    expect(options[2]).toMatch(/Dirham \(AED\)$/);
    expect(screen.queryByTestId('approximate-price')).toBeNull();

    await user.selectOptions(chooser, 'USD');
    expect(localStorage.getItem(DISPLAY_CURRENCY_KEY)).toBe('USD');
    // 1,299 ÷ 84.20 = 15.43; the rupee price stays, and the struck-through original is not converted.
    expect(await screen.findByTestId('approximate-price')).toHaveTextContent(/^≈ \$15\.43$/);
    expect(screen.getByText('₹1,299')).toBeInTheDocument();
    expect(screen.getAllByTestId('approximate-price')).toHaveLength(1);

    await user.selectOptions(chooser, 'AED');
    expect(await screen.findByText(/AED\s56\.65/)).toBeInTheDocument();

    await user.selectOptions(chooser, '');
    expect(localStorage.getItem(DISPLAY_CURRENCY_KEY)).toBeNull();
    expect(screen.queryByTestId('approximate-price')).toBeNull();
  });

  it('offers nothing in a shop without rates, and shows nothing for a currency whose rate was withdrawn', async () => {
    localStorage.setItem(DISPLAY_CURRENCY_KEY, 'GBP');
    const api = fakeApi(withRates());
    renderRoutes([{ path: '*', element: <Page /> }]);
    const chooser = await screen.findByRole('combobox', { name: 'Approximate prices in' });
    expect(chooser).toHaveValue('');
    expect(api.callsTo('GET /api/settings').length).toBeGreaterThan(0);
    expect(screen.queryByTestId('approximate-price')).toBeNull();
  });

  it('speaks Hindi on a Hindi page, naming the currencies in Hindi', async () => {
    localStorage.setItem(DISPLAY_CURRENCY_KEY, 'USD');
    fakeApi(withRates());
    renderRoutes([{ path: '*', element: <Page /> }], '/', hindiTestI18n);
    const chooser = await screen.findByRole('combobox', { name: 'अनुमानित दाम इसमें' });
    expect(chooser).toHaveValue('USD');
    expect(within(chooser).getAllByRole('option')[0]!.textContent).toMatch(/रुपया \(₹\)$/);
    expect(within(chooser).getByRole('option', { selected: true }).textContent).toMatch(/डॉलर \(USD\)$/);
    expect(await screen.findByTestId('approximate-price')).toHaveTextContent(/^≈ \$15\.43$/);
  });
});
