// The product page's reviews: the list (newest first, text shown as text, stars read out, the
// verified badge, Show more), the summary, and who may write one: guests are sent to log in,
// eligible customers get the form, others the server's reason.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Review, ReviewListAnswer } from '@phoolwari/contracts';
import { CUSTOMER, fakeApi, storeSession, type FakeRoutes } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render-app';
import { ProductReviews } from './product-reviews';
import { REVIEW_THANKS } from './review-form';
import { hindiTestI18n, testI18n } from '../../../test/i18n';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render as renderTree } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../../../lib/query-client';
import { SessionProvider } from '../../../lib/session';

const PRODUCT_ID = 'bbbbbbbbbbbbbbbbbbbbbbb1';
const BASE = `/api/products/${PRODUCT_ID}/reviews`;
const NOT_YET = 'You can review this product once your order with it has been delivered.';

function review(n: number, overrides: Partial<Review> = {}): Review {
  return {
    _id: `ffffffffffffffffffffff${String(n).padStart(2, '0')}`,
    productId: PRODUCT_ID,
    rating: 5,
    comment: `Review number ${n}`,
    authorName: `Customer ${n}`,
    verifiedPurchase: false,
    createdAt: '2025-03-05T10:00:00.000Z',
    ...overrides,
  };
}

const page = (reviews: Review[], overrides: Partial<ReviewListAnswer> = {}): ReviewListAnswer => ({
  reviews,
  total: reviews.length,
  page: 1,
  totalPages: reviews.length ? 1 : 0,
  rating: 4.5,
  ...overrides,
});

function render(routes: FakeRoutes, signedIn = false) {
  if (signedIn) storeSession(CUSTOMER);
  const api = fakeApi({ 'GET /api/auth/me': () => ({ body: { user: CUSTOMER } }), ...routes });
  const view = renderRoutes([{ path: '/product/:id', element: <ProductReviews productId={PRODUCT_ID} /> }], `/product/${PRODUCT_ID}`);
  return { ...view, api };
}

describe('ProductReviews', () => {
  it('lists reviews with stars, author, date and badge, shows HTML-looking text as text, and pages on', async () => {
    const html = '<img src=x onerror="alert(1)"><b>Lovely</b> roses';
    const { api } = render({
      [`GET ${BASE}`]: (r) =>
        r.url.searchParams.get('page') === '2'
          ? { body: page([review(3, { rating: 3 })], { page: 2, totalPages: 2, total: 3 }) }
          : { body: page([review(1, { rating: 4, comment: html, authorName: 'Meena', verifiedPurchase: true }), review(2)], { totalPages: 2, total: 3 }) },
    });
    const section = screen.getByRole('region', { name: 'Customer reviews' });
    const first = (await within(section).findByText('Meena')).closest('article')!;
    expect(within(first).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(first).toHaveTextContent('5 Mar 2025');
    expect(within(first).getByText('Verified purchase')).toBeInTheDocument();
    // The comment is the literal characters, and nothing it names was made into an element.
    expect(within(first).getByText(html)).toBeInTheDocument();
    expect(first.querySelector('img, b')).toBeNull();
    expect(within(section).getByText('4.5 out of 5')).toBeInTheDocument();
    expect(section).toHaveTextContent('3 reviews');
    expect(within(section).getAllByRole('article')).toHaveLength(2);
    expect(within(section).getAllByText('Verified purchase')).toHaveLength(1);
    expect(api.callsTo(`GET ${BASE}`)[0]?.url.searchParams.get('limit')).toBe('5');

    await userEvent.click(within(section).getByRole('button', { name: 'Show more reviews' }));
    expect(await within(section).findByText('Customer 3')).toBeInTheDocument();
    expect(within(section).getAllByRole('article')).toHaveLength(3);
    expect(within(section).queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
    // A guest is asked to log in, and comes back here afterwards.
    expect(within(section).getByRole('link', { name: 'Log in to review' })).toHaveAttribute('href', '/login');
  });

  it("says 'No reviews yet' when there are none", async () => {
    render({ [`GET ${BASE}`]: () => ({ body: page([], { rating: 0 }) }) });
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
  });

  it('shows a failed list with Retry', async () => {
    render({ [`GET ${BASE}`]: () => ({ status: 404, body: { message: 'Product not found', errors: [] } }) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load reviews');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it("gives the server's reason to a customer who cannot review yet", async () => {
    render(
      {
        [`GET ${BASE}`]: () => ({ body: page([review(1)]) }),
        [`GET ${BASE}/eligibility`]: () => ({ body: { canReview: false, reason: NOT_YET } }),
      },
      true,
    );
    expect(await screen.findByText(NOT_YET)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Write a review' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in to review' })).not.toBeInTheDocument();
  });

  it('lets an eligible customer rate with the keyboard and write a review, then refreshes the list', async () => {
    let reviews = [review(1)];
    let eligible = true;
    const { api } = render(
      {
        [`GET ${BASE}`]: () => ({ body: page(reviews) }),
        [`GET ${BASE}/eligibility`]: () => ({
          body: eligible ? { canReview: true, reason: null } : { canReview: false, reason: 'You have already reviewed this product.' },
        }),
        [`POST ${BASE}`]: (r) => {
          const body = r.body as { rating: number; comment: string };
          const created = review(9, { ...body, authorName: 'Asha', verifiedPurchase: true, createdAt: '2025-03-06T10:00:00.000Z' });
          reviews = [created, ...reviews];
          eligible = false;
          return { status: 201, body: { review: created } };
        },
      },
      true,
    );
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Write a review' });
    await user.click(within(form).getByRole('button', { name: 'Submit review' }));
    expect(await within(form).findByText('Choose a rating from 1 to 5')).toBeInTheDocument();
    expect(api.callsTo(`POST ${BASE}`)).toHaveLength(0);

    const stars = within(form).getByRole('group', { name: /Your rating/ });
    await user.click(within(stars).getByRole('radio', { name: '3 stars' }));
    await user.keyboard('{ArrowRight}');
    expect(within(stars).getByRole('radio', { name: '4 stars' })).toBeChecked();
    await user.type(within(form).getByRole('textbox', { name: /Your review/ }), 'Fresh and fragrant');
    await user.click(within(form).getByRole('button', { name: 'Submit review' }));

    expect(await screen.findByText(testI18n._(REVIEW_THANKS))).toBeInTheDocument();
    expect(api.callsTo(`POST ${BASE}`)[0]?.body).toEqual({ rating: 4, comment: 'Fresh and fragrant' });
    expect(await screen.findByText('Fresh and fragrant')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('You have already reviewed this product.')).toBeInTheDocument());
    expect(screen.queryByRole('form', { name: 'Write a review' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal above the form", async () => {
    render(
      {
        [`GET ${BASE}`]: () => ({ body: page([]) }),
        [`GET ${BASE}/eligibility`]: () => ({ body: { canReview: true, reason: null } }),
        [`POST ${BASE}`]: () => ({ status: 409, body: { message: 'You have already reviewed this product', code: 'ALREADY_REVIEWED', errors: [] } }),
      },
      true,
    );
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Write a review' });
    await user.click(within(form).getByRole('radio', { name: '5 stars' }));
    await user.click(within(form).getByRole('button', { name: 'Submit review' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('You have already reviewed this product');
  });
});

describe('ProductReviews in Hindi', () => {
  it('speaks Hindi: heading, summary, the badge, a date in Hindi and why the customer may not review yet', async () => {
    storeSession(CUSTOMER);
    fakeApi({
      'GET /api/auth/me': () => ({ body: { user: CUSTOMER } }),
      [`GET ${BASE}`]: () => ({ body: page([review(1, { verifiedPurchase: true })], { total: 3 }) }),
      [`GET ${BASE}/eligibility`]: () => ({ body: { canReview: false, reason: 'You have already reviewed this product' } }),
    });
    const router = createMemoryRouter([{ path: '/product/:id', element: <ProductReviews productId={PRODUCT_ID} /> }], {
      initialEntries: [`/product/${PRODUCT_ID}`],
    });
    renderTree(
      <I18nProvider i18n={hindiTestI18n}>
        <QueryClientProvider client={createQueryClient({ gcTime: Infinity })}>
          <SessionProvider navigation={{ navigate: (to) => void router.navigate(to), pathname: () => router.state.location.pathname }}>
            <RouterProvider router={router} />
          </SessionProvider>
        </QueryClientProvider>
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'ग्राहकों की समीक्षाएँ' })).toBeInTheDocument();
    expect(await screen.findByText('Review number 1')).toBeInTheDocument();
    expect(screen.getByText('5 में से 4.5')).toBeInTheDocument();
    expect(screen.getByText(/3 समीक्षाएँ/)).toBeInTheDocument();
    expect(screen.getByText('सत्यापित खरीदारी')).toBeInTheDocument();
    expect(document.querySelector('time')?.textContent).toMatch(/मार्च/);
    expect(await screen.findByText('आप इस उत्पाद की समीक्षा पहले ही कर चुके हैं')).toBeInTheDocument();
  });
});
