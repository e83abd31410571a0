// The header search: submitting goes to /products?search=..., and the history of searches is offered
// on focus, newest first, reachable with the keyboard, and clearable.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SEARCH_HISTORY_KEY } from '../../lib/search-history';
import { LocationProbe, renderRoutes } from '../../test/render-app';
import { SearchBox } from './search-box';
import { fakeApi } from '../../test/fake-api';
import { hindiTestI18n, testI18n } from '../../test/i18n';
import { listAnswer, makeProduct, PRODUCT_ID } from '../../features/catalog/test-utils';

function renderSearch(initial = '/', i18n = testI18n) {
  return renderRoutes(
    [
      {
        path: '*',
        element: (
          <>
            <SearchBox />
            <LocationProbe name="Page" />
          </>
        ),
      },
    ],
    initial,
    i18n,
  );
}

const storedHistory = () => JSON.parse(localStorage.getItem(SEARCH_HISTORY_KEY) ?? '[]') as string[];

describe('SearchBox', () => {
  it('goes to /products?search=<term> and remembers the term', async () => {
    const user = userEvent.setup();
    const { router } = renderSearch();
    await user.type(screen.getByRole('combobox', { name: 'Search flowers and garlands' }), 'red roses{Enter}');
    expect(router.state.location.pathname).toBe('/products');
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('red roses');
    expect(storedHistory()).toEqual(['red roses']);
  });

  it('keeps the last 5 distinct non-blank terms, newest first, and ignores blanks and repeats', async () => {
    const user = userEvent.setup();
    renderSearch();
    const box = screen.getByRole('combobox', { name: 'Search flowers and garlands' });
    for (const term of ['rose', 'lily', '   ', 'marigold', 'lily', 'jasmine', 'orchid', 'tulip']) {
      await user.clear(box);
      await user.type(box, term);
      await user.keyboard('{Enter}');
    }
    expect(storedHistory()).toEqual(['tulip', 'orchid', 'jasmine', 'lily', 'marigold']);
  });

  it('offers the history on focus, newest first, and the arrow keys and Enter pick one', async () => {
    localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(['jasmine', 'rose']));
    const user = userEvent.setup();
    const { router } = renderSearch();
    const box = screen.getByRole('combobox');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.click(box);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox', { name: 'Recent searches' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['jasmine', 'rose']);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const rose = within(list).getByRole('option', { name: 'rose' });
    expect(rose).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', rose.id);
    await user.keyboard('{Enter}');
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('rose');
    // A picked term becomes the newest.
    expect(storedHistory()).toEqual(['rose', 'jasmine']);
  });

  it('suggests products once typing pauses, with their price, and Enter on one opens it', async () => {
    localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(['rose petals', 'lily']));
    const api = fakeApi({
      'GET /api/admin-public/products': ({ url }) => ({
        body: listAnswer(url.searchParams.get('search') === 'rose' ? [makeProduct({ _id: PRODUCT_ID, name: 'Red Rose Bouquet', price: 1299 })] : []),
      }),
    });
    const user = userEvent.setup();
    const { router } = renderSearch();
    const box = screen.getByRole('combobox');
    await user.type(box, 'rose');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    // The product first, then the earlier search that contains the words.
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Red Rose Bouquet₹1,299', 'rose petals']);
    // One request for the pause, for the whole term, asking for a few of the ranked results.
    const asked = api.calls.filter((c) => c.path === '/api/admin-public/products').map((c) => Object.fromEntries(c.url.searchParams));
    expect(asked).toEqual([{ search: 'rose', sort: 'popularity', page: '1', limit: '5' }]);

    await user.keyboard('{ArrowDown}{Enter}');
    expect(router.state.location.pathname).toBe('/product/red-rose-bouquet');
    expect(storedHistory()[0]).toBe('rose');
  });

  it('suggests products under their Hindi names on a Hindi page', async () => {
    fakeApi({
      'GET /api/admin-public/products': () => ({
        body: listAnswer([makeProduct({ _id: PRODUCT_ID, name: 'Red Rose Bouquet', price: 1299, hi: { name: 'लाल गुलाब का गुलदस्ता' } })]),
      }),
    });
    const user = userEvent.setup();
    renderSearch('/', hindiTestI18n);
    const box = screen.getByRole('combobox', { name: 'फूल और मालाएँ खोजें' });
    expect(box).toHaveAttribute('placeholder', 'गुलाब, मालाएँ खोजें…');
    await user.type(box, 'gulab');
    const list = await screen.findByRole('listbox', { name: 'सुझाव' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['लाल गुलाब का गुलदस्ता₹1,299']);
  });

  it('asks for no suggestions for a single character', async () => {
    const api = fakeApi({});
    const user = userEvent.setup();
    renderSearch();
    await user.type(screen.getByRole('combobox'), 'r');
    // Past the pause that would have asked.
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(api.calls).toEqual([]);
  });

  it('closes with Escape and can clear the history', async () => {
    localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(['rose']));
    const user = userEvent.setup();
    renderSearch();
    const box = screen.getByRole('combobox');
    await user.click(box);
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Clear search history' }));
    expect(localStorage.getItem(SEARCH_HISTORY_KEY)).toBeNull();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveFocus();
  });

  it('shows the term of the listing being viewed', () => {
    renderSearch('/products?search=lotus');
    expect(screen.getByRole('combobox')).toHaveValue('lotus');
  });
});
