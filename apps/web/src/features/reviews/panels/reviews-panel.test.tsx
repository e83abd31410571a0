// The Reviews tab: every review with product, stars, author, text and date, a visibility filter,
// and Hide / Show.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminReview } from '@phoolwari/contracts';
import { renderAdminTab } from '../../admin/test-utils';

const ID = 'ffffffffffffffffffffff01';

function makeReview(overrides: Partial<AdminReview> = {}): AdminReview {
  return {
    _id: ID,
    productId: 'bbbbbbbbbbbbbbbbbbbbbbb1',
    productName: 'Red Rose Bouquet',
    rating: 2,
    comment: '<script>alert(1)</script> Wilted on arrival',
    authorName: 'Ravi',
    verifiedPurchase: true,
    createdAt: '2025-03-05T10:00:00.000Z',
    hidden: false,
    ...overrides,
  };
}

function reviewsApi(initial: AdminReview[]) {
  let reviews = [...initial];
  return {
    'GET /api/admin/reviews': (r: { url: URL }) => {
      const v = r.url.searchParams.get('visibility');
      const shown = reviews.filter((x) => v === 'all' || (v === 'hidden') === x.hidden);
      return { body: { reviews: shown, total: shown.length, page: 1, totalPages: shown.length ? 1 : 0 } };
    },
    [`PATCH /api/admin/reviews/${ID}`]: (r: { body: unknown }) => {
      reviews = reviews.map((x) => (x._id === ID ? { ...x, hidden: (r.body as { hidden: boolean }).hidden } : x));
      return { body: { review: reviews.find((x) => x._id === ID) } };
    },
  };
}

describe('Reviews tab', () => {
  it('lists reviews, hides one and shows it again', async () => {
    const user = userEvent.setup();
    const { api } = renderAdminTab('reviews', reviewsApi([makeReview()]));
    const card = await screen.findByRole('article', { name: 'Review of Red Rose Bouquet by Ravi' });
    expect(within(card).getByRole('img', { name: 'Rated 2 out of 5' })).toBeInTheDocument();
    expect(within(card).getByText('<script>alert(1)</script> Wilted on arrival')).toBeInTheDocument();
    expect(card).toHaveTextContent('5 Mar 2025');
    expect(within(card).getByTestId('status-badge')).toHaveTextContent('Visible');

    await user.click(within(card).getByRole('button', { name: 'Hide review by Ravi of Red Rose Bouquet' }));
    expect(await screen.findByText('Review hidden from the shop')).toBeInTheDocument();
    await waitFor(() => expect(within(card).getByTestId('status-badge')).toHaveTextContent('Hidden'));
    await user.click(within(card).getByRole('button', { name: 'Show review by Ravi of Red Rose Bouquet' }));
    await waitFor(() => expect(within(card).getByTestId('status-badge')).toHaveTextContent('Visible'));
    expect(api.callsTo(`PATCH /api/admin/reviews/${ID}`).map((c) => c.body)).toEqual([{ hidden: true }, { hidden: false }]);
  });

  it('filters by visibility', async () => {
    const user = userEvent.setup();
    const { api } = renderAdminTab('reviews', reviewsApi([makeReview({ hidden: true })]));
    expect(await screen.findByRole('article', { name: /Review of Red Rose Bouquet/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Visible' }));
    expect(await screen.findByText('No reviews')).toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/reviews').at(-1)?.url.searchParams.get('visibility')).toBe('visible');
    await user.click(screen.getByRole('button', { name: 'Hidden' }));
    expect(await screen.findByRole('article', { name: /Review of Red Rose Bouquet/ })).toBeInTheDocument();
  });

  it('shows a failed list with Retry', async () => {
    renderAdminTab('reviews', { 'GET /api/admin/reviews': () => ({ status: 403, body: { message: 'Admins only', errors: [] } }) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch reviews');
  });
});
