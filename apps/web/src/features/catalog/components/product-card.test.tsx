// ProductCard's rules from the spec: at most 2 tags, 'Invalid product data' for a record without
// name or price, a placeholder when the image fails, the struck-through price only for a real
// discount, the availability colours, and rupee formatting.
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { hindiTestI18n, testI18n } from '../../../test/i18n';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Product } from '@phoolwari/contracts';
import { formatRupees } from '../../../lib/money';
import { makeProduct } from '../test-utils';
import { ProductCard } from './product-card';
import { PLACEHOLDER_IMAGE } from '../../../components/product-image';

function renderCard(product: Product, variant: 'grid' | 'list' = 'grid', i18n: I18n = testI18n) {
  return render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        <ProductCard product={product} variant={variant} />
      </MemoryRouter>
    </I18nProvider>,
  );
}

describe('formatRupees', () => {
  it('formats rupees with the symbol and Indian grouping', () => {
    expect(formatRupees(1299)).toBe('₹1,299');
    expect(formatRupees(125000)).toBe('₹1,25,000');
    expect(formatRupees(49.5)).toBe('₹49.50');
  });
});

describe('ProductCard', () => {
  it('shows the name linking to the product, the price and the first image with a srcset', () => {
    renderCard(makeProduct());
    const link = screen.getByRole('link', { name: 'Red Rose Bouquet' });
    expect(link).toHaveAttribute('href', '/product/red-rose-bouquet');
    expect(screen.getByText('₹1,299')).toBeInTheDocument();
    const img = screen.getByRole('img', { name: 'Red Rose Bouquet' });
    expect(img).toHaveAttribute('src', '/uploads/catalogue/red-rose-bouquet-1.webp');
    expect(img).toHaveAttribute('srcset', '/uploads/catalogue/red-rose-bouquet-1-400.webp 400w, /uploads/catalogue/red-rose-bouquet-1.webp 800w');
    expect(img).toHaveAttribute('sizes');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '800');
  });

  it('shows at most 2 tags', () => {
    renderCard(makeProduct({ tags: ['roses', 'romantic', 'anniversary', 'red'] }));
    const tags = screen.getAllByTestId('product-tag').map((t) => t.textContent);
    expect(tags).toEqual(['roses', 'romantic']);
    expect(screen.queryByText('anniversary')).not.toBeInTheDocument();
  });

  it('shows fewer tags when there are fewer, and none when there are none', () => {
    renderCard(makeProduct({ tags: [] }));
    expect(screen.queryAllByTestId('product-tag')).toHaveLength(0);
  });

  it.each([
    ['name is missing', { name: undefined }],
    ['name is blank', { name: '  ' }],
    ['price is missing', { price: undefined }],
    ['price is not a number', { price: 'abc' }],
  ])("shows 'Invalid product data' when the %s", (_case, broken) => {
    renderCard({ ...makeProduct(), ...broken } as unknown as Product);
    expect(screen.getByText('Invalid product data')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('falls back to the inline placeholder when the image fails to load', () => {
    renderCard(makeProduct({ images: ['https://cdn.example.com/rose.jpg'] }));
    const img = screen.getByRole('img', { name: 'Red Rose Bouquet' });
    expect(img).toHaveAttribute('src', 'https://cdn.example.com/rose.jpg');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(img).toHaveAttribute('data-placeholder', 'true');
    // The alt text stays, so the card still says what it shows.
    expect(img).toHaveAttribute('alt', 'Red Rose Bouquet');
  });

  it('retries an uploaded picture without its 400 px variant before showing the placeholder', () => {
    renderCard(makeProduct());
    const img = screen.getByRole('img', { name: 'Red Rose Bouquet' });
    fireEvent.error(img);
    // First failure: perhaps only the small sibling is missing, so the full-size file is tried.
    expect(img).toHaveAttribute('src', '/uploads/catalogue/red-rose-bouquet-1.webp');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('data-placeholder');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    expect(img).toHaveAttribute('data-placeholder', 'true');
    // The placeholder is final: another error event changes nothing.
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  });

  it('uses the placeholder without a request when the product has no image', () => {
    renderCard(makeProduct({ images: [] }));
    expect(screen.getByRole('img', { name: 'Red Rose Bouquet' })).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  });

  it('strikes through the original price and shows the discount only when it is higher', () => {
    const { unmount } = renderCard(makeProduct({ price: 1299, originalPrice: 1599 }));
    const struck = screen.getByText('₹1,599').closest('s');
    expect(struck).not.toBeNull();
    expect(screen.getByText('19% off')).toBeInTheDocument();
    unmount();

    for (const originalPrice of [1299, 999, 0]) {
      const view = renderCard(makeProduct({ price: 1299, originalPrice }));
      expect(view.container.querySelector('s')).toBeNull();
      expect(screen.queryByText(/% off/)).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it.each([
    ['In Stock', 'bg-green-100'],
    ['Limited Stock', 'bg-yellow-100'],
    ['Out of Stock', 'bg-red-100'],
  ] as const)('colours the %s badge with %s', (availability, colour) => {
    renderCard(makeProduct({ availability }));
    const badge = screen.getByTestId('availability-badge');
    expect(badge).toHaveTextContent(availability);
    expect(badge).toHaveClass(colour);
  });

  it("shows a 'New' badge only for new products", () => {
    const { unmount } = renderCard(makeProduct({ isNew: true }));
    expect(screen.getByText('New')).toBeInTheDocument();
    unmount();
    renderCard(makeProduct({ isNew: false }));
    expect(screen.queryByText('New')).not.toBeInTheDocument();
  });

  it('list variant also shows the description', () => {
    renderCard(makeProduct(), 'list');
    const card = screen.getByRole('article');
    expect(within(card).getByText('Twelve red roses wrapped in kraft paper.')).toBeInTheDocument();
  });

  it('speaks Hindi on a Hindi page: the Hindi name, description and tags where the shop wrote them', () => {
    const product = makeProduct({
      isNew: true,
      hi: { name: 'लाल गुलाब का गुलदस्ता', description: 'क्राफ़्ट पेपर में बारह लाल गुलाब।', tags: ['गुलाब', 'रोमांटिक', 'सालगिरह'] },
    });
    renderCard(product, 'list', hindiTestI18n);
    const link = screen.getByRole('link', { name: 'लाल गुलाब का गुलदस्ता' });
    expect(link).toHaveAttribute('href', '/product/red-rose-bouquet');
    expect(screen.getByRole('img', { name: 'लाल गुलाब का गुलदस्ता' })).toBeInTheDocument();
    expect(screen.getByText('क्राफ़्ट पेपर में बारह लाल गुलाब।')).toBeInTheDocument();
    expect(screen.getAllByTestId('product-tag').map((t) => t.textContent)).toEqual(['गुलाब', 'रोमांटिक']);
    expect(screen.getByText('नया')).toBeInTheDocument();
    expect(screen.queryByText('Red Rose Bouquet')).not.toBeInTheDocument();
  });

  it('keeps the English name on a Hindi page when the product has no Hindi', () => {
    renderCard(makeProduct({ isNew: false }), 'grid', hindiTestI18n);
    expect(screen.getByRole('link', { name: 'Red Rose Bouquet' })).toBeInTheDocument();
  });
});
