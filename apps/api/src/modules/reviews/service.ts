// Product reviews. A customer may review a product once, after an order containing it was
// delivered. Every change to the reviews recomputes the product's rating and reviews count in the
// same transaction, then drops the catalogue's cached answers, which carry both.
import type {
  Language,
  AdminReview,
  AdminReviewListAnswer,
  AdminReviewListQuerySchema,
  Review,
  ReviewBodySchema,
  ReviewEligibilityAnswer,
  ReviewListAnswer,
  ReviewListQuerySchema,
} from '@phoolwari/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { conflict, forbidden, notFound } from '../../platform/errors';
import type { UserRow } from '../auth';
import { findProduct } from '../catalog';
import { wording } from '../../platform/i18n/translator';
import * as messages from './messages';
import * as repo from './repo';
import { pageInfo } from '../../db/pagination';
import { recordAudit } from '../audit';

export const ALREADY_REVIEWED = messages.en.alreadyReviewed;
export const NOT_DELIVERED_YET = messages.en.notDeliveredYet;

export function toReviewDto(row: repo.ReviewRow): Review {
  return {
    _id: row.id,
    productId: row.productId,
    rating: row.rating,
    comment: row.comment,
    authorName: row.authorName,
    // Only reviews written against a delivered order carry one; seeded demo reviews do not.
    verifiedPurchase: row.orderId !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toAdminReviewDto(row: repo.AdminReviewRow): AdminReview {
  return { ...toReviewDto(row), productName: row.productName, hidden: row.hiddenAt !== null };
}

/** How a review is signed: first name and the initial of the last ('Asha Rao' → 'Asha R.'), kinder to privacy than a full name. */
export function reviewerName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  const first = parts[0] ?? 'Customer';
  const last = parts.length > 1 ? parts[parts.length - 1] : undefined;
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}

export function createReviewService({ db, clock, onCatalogChange }: { db: Db; clock: Clock; onCatalogChange: () => void }) {
  /** The product as the storefront shows it (inactive categories hide theirs), or 404. */
  async function visibleProduct(productId: string) {
    const product = await findProduct(db, productId);
    if (!product) throw notFound(wording(messages, 'productNotFound'));
    return product;
  }

  async function eligibility(user: UserRow, productId: string): Promise<{ orderId: string | null; reason: 'alreadyReviewed' | 'notDeliveredYet' | null }> {
    if (await repo.findUserReview(db, productId, user.id)) return { orderId: null, reason: 'alreadyReviewed' };
    const orderId = await repo.findDeliveredOrderWith(db, user.id, productId);
    return orderId ? { orderId, reason: null } : { orderId: null, reason: 'notDeliveredYet' };
  }
  const alreadyReviewed = () => conflict(wording(messages, 'alreadyReviewed'), 'ALREADY_REVIEWED');

  return {
    async list(productId: string, query: z.output<typeof ReviewListQuerySchema>): Promise<ReviewListAnswer> {
      const product = await visibleProduct(productId);
      const { rows, total } = await repo.listVisibleReviews(db, productId, query.page, query.limit);
      return { reviews: rows.map(toReviewDto), ...pageInfo(query, total), rating: Math.round(product.rating * 10) / 10 };
    },

    /** Whether `user` may review the product, and if not why, in `language`. */
    async eligibility(user: UserRow, productId: string, language: Language): Promise<ReviewEligibilityAnswer> {
      await visibleProduct(productId);
      const { reason } = await eligibility(user, productId);
      return { canReview: reason === null, reason: reason && wording(messages, reason).in(language) };
    },

    async create(user: UserRow, productId: string, body: z.output<typeof ReviewBodySchema>): Promise<Review> {
      await visibleProduct(productId);
      const { orderId, reason } = await eligibility(user, productId);
      if (reason === 'alreadyReviewed') throw alreadyReviewed();
      if (!orderId) throw forbidden(wording(messages, 'notDeliveredYet'));
      const row = await db.transaction(async (tx) => {
        const inserted = await repo.insertReview(tx, {
          productId,
          userId: user.id,
          orderId,
          authorName: reviewerName(user.name),
          rating: body.rating,
          comment: body.comment,
        });
        // A second request racing the first lands here.
        if (!inserted) throw alreadyReviewed();
        await repo.refreshProductRatings(tx, [productId]);
        return inserted;
      });
      onCatalogChange();
      return toReviewDto(row);
    },

    async adminList(query: z.output<typeof AdminReviewListQuerySchema>): Promise<AdminReviewListAnswer> {
      const { rows, total } = await repo.listAdminReviews(db, query);
      return { reviews: rows.map(toAdminReviewDto), ...pageInfo(query, total) };
    },

    /** Hides a review from the shop (or shows it again); the product's rating follows. */
    async setHidden(admin: UserRow, reviewId: string, hidden: boolean): Promise<AdminReview> {
      await db.transaction(async (tx) => {
        const row = await repo.setHidden(tx, reviewId, hidden ? { at: clock(), byUserId: admin.id } : null);
        if (!row) throw notFound('Review not found');
        await repo.refreshProductRatings(tx, [row.productId]);
        await recordAudit(tx, admin, {
          action: hidden ? 'review.hide' : 'review.show',
          entityType: 'review',
          entityId: reviewId,
          summary: `Review by ${row.authorName} (${row.rating}★) ${hidden ? 'hidden' : 'shown again'}`,
          before: { hidden: !hidden },
          after: { hidden },
        });
      });
      onCatalogChange();
      const found = await repo.findAdminReview(db, reviewId);
      if (!found) throw notFound('Review not found');
      return toAdminReviewDto(found);
    },
  };
}
export type ReviewService = ReturnType<typeof createReviewService>;
