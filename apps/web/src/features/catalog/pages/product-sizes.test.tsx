// The product page of a product with sizes and a personal message: the size picker (radio buttons
// with prices, the first size in stock chosen, a sold-out size disabled and said so, arrow keys),
// the price following the choice, the message's character count, and Add to Cart sending the
// chosen size and message (the server prices it).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Product } from '@phoolwari/contracts';
import { toast } from '../../../lib/toast';
import { fakeApi, NO_ADD_ONS } from '../../../test/fake-api';
import { hindiTestI18n } from '../../../test/i18n';
import { PRODUCT_ID, makeProduct, renderRoute } from '../test-utils';
import { EMPTY_CART } from '../../cart/api/cart-keys';
import { ProductPage } from './product-page';

const NO_REVIEWS = { reviews: [], total: 0, page: 1, totalPages: 0, rating: 0 };
const SIX = 'ccccccccccccccccccccccc1';
const TWELVE = 'ccccccccccccccccccccccc2';
const TWENTY_FOUR = 'ccccccccccccccccccccccc3';

const sized: Product = makeProduct({
  price: 349,
  originalPrice: 0,
  stock: 25,
  personalisationMax: 30,
  options: [
    { _id: SIX, label: '6 stems', hi: { label: '6 फूल' }, price: 349, stock: 0, sku: 'RRB-06', availability: 'Out of Stock' },
    { _id: TWELVE, label: '12 stems', hi: { label: '12 फूल' }, price: 599, stock: 20, sku: 'RRB-12', availability: 'In Stock' },
    { _id: TWENTY_FOUR, label: '24 stems', price: 1099, stock: 5, sku: 'RRB-24', availability: 'Limited Stock' },
  ],
});

function serve(product: Product = sized) {
  return fakeApi({
    ...NO_ADD_ONS,
    [`GET /api/admin-public/products/${PRODUCT_ID}`]: () => ({ body: { product } }),
    [`GET /api/products/${PRODUCT_ID}/reviews`]: () => ({ body: NO_REVIEWS }),
    'POST /api/cart/add': () => ({ body: { cart: EMPTY_CART } }),
  });
}

const renderPage = (i18n = undefined as typeof hindiTestI18n | undefined) =>
  renderRoute('/product/:slug', <ProductPage />, `/product/${PRODUCT_ID}`, [], ...(i18n ? [i18n] : []));

describe('a product with sizes', () => {
  it('offers its sizes with their prices, starts on the first in stock, and says a sold-out size is sold out', async () => {
    serve();
    renderPage();
    const group = await screen.findByRole('group', { name: 'Size' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '6 stems Sold out' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '12 stems ₹599' })).toBeChecked();
    expect(screen.getByText('₹599', { selector: 'p > span' })).toBeInTheDocument();

    // The price and stock shown follow the choice, by pointer or by arrow key.
    await userEvent.click(screen.getByRole('radio', { name: '24 stems ₹1,099' }));
    expect(screen.getByText('₹1,099', { selector: 'p > span' })).toBeInTheDocument();
    expect(screen.getByText('Only 5 left')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '12 stems ₹599' })).toBeChecked();
  });

  it('sends the chosen size and the message with Add to Cart, and counts the message’s characters', async () => {
    const calls = serve();
    const success = vi.spyOn(toast, 'success');
    renderPage();
    await userEvent.click(await screen.findByRole('radio', { name: '24 stems ₹1,099' }));
    const message = screen.getByRole('textbox', { name: 'Personal message (optional)' });
    expect(message).toHaveAttribute('maxLength', '30');
    await userEvent.type(message, 'Happy birthday');
    expect(screen.getByText('14 of 30 characters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Added to cart'));
    expect(calls.callsTo('POST /api/cart/add')[0]?.body).toEqual({
      productId: PRODUCT_ID,
      quantity: 1,
      optionId: TWENTY_FOUR,
      personalisation: 'Happy birthday',
    });
    // Added: the message box is empty again, so a second tap is not the same cake twice by mistake.
    await waitFor(() => expect(message).toHaveValue(''));
  });

  it('cannot be added when every size is sold out', async () => {
    serve(makeProduct({ ...sized, options: sized.options.map((o) => ({ ...o, stock: 0, availability: 'Out of Stock' as const })) }));
    renderPage();
    expect(await screen.findByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    const sizes = within(screen.getByRole('group', { name: 'Size' })).getAllByRole('radio');
    expect(sizes.every((r) => (r as HTMLInputElement).disabled)).toBe(true);
  });

  it('names the sizes in Hindi on a Hindi page, where staff wrote it', async () => {
    serve();
    renderPage(hindiTestI18n);
    expect(await screen.findByRole('radio', { name: '12 फूल ₹599' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '24 stems ₹1,099' })).toBeInTheDocument();
  });
});
