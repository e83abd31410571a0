// Promo codes: whether a code applies to a customer's cart now (and why not), what it takes off,
// redeeming it for an order under a row lock so limits hold under parallel checkouts, and the
// admin's list, create, edit and (de)activate.
import type { ErrorCode, PromoCode, PromoCodeWriteSchema } from '@phoolwari/contracts';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, conflict, notFound } from '../../platform/errors';
import { formatRupees, toPaise, toRupees } from '../../platform/money';
import * as repo from './repo';
import { wording, type Wording } from '../../platform/i18n/translator';
import * as messages from './messages';
import { audited, changedFields, type AuditActor } from '../audit';

export type PromoRow = repo.PromoRow;
export { findPromoByCode } from './repo';

export function toPromoDto(row: PromoRow): PromoCode {
  return {
    _id: row.id,
    code: row.code,
    description: row.description,
    // The Hindi description only when written: Hindi pages show the English otherwise (`localized`).
    ...(row.descriptionHi ? { hi: { description: row.descriptionHi } } : {}),
    kind: row.kind,
    value: row.kind === 'flat' ? toRupees(row.value) : row.value,
    minOrder: toRupees(row.minOrderPaise),
    maxDiscount: row.maxDiscountPaise === null ? null : toRupees(row.maxDiscountPaise),
    validFrom: row.validFrom?.toISOString() ?? null,
    validTo: row.validTo?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    usedCount: row.usedCount,
    isActive: row.isActive,
  };
}

/** What the code takes off a subtotal: never more than the subtotal itself. Percentages round down to whole rupees. */
export function promoDiscountPaise(promo: PromoRow, subtotalPaise: number): number {
  const raw = promo.kind === 'percent' ? Math.floor((subtotalPaise * promo.value) / 10_000) * 100 : promo.value;
  const capped = promo.maxDiscountPaise === null ? raw : Math.min(raw, promo.maxDiscountPaise);
  return Math.max(0, Math.min(capped, subtotalPaise));
}

/** Throws a 409 AppError naming why `promo` cannot be used by `userId` on this subtotal now. */
export async function assertPromoUsable(db: DbOrTx, promo: PromoRow, opts: { userId: string; subtotalPaise: number; now: Date }): Promise<void> {
  const refuse = (code: ErrorCode, message: Wording) => {
    throw new AppError(409, message, code);
  };
  const say = (key: keyof typeof messages.en, values: Record<string, string> = {}) => wording(messages, key, { code: promo.code, ...values });
  if (!promo.isActive) refuse('PROMO_INACTIVE', say('inactive'));
  if (promo.validFrom && opts.now < promo.validFrom) refuse('PROMO_NOT_STARTED', say('notStarted'));
  if (promo.validTo && opts.now > promo.validTo) refuse('PROMO_EXPIRED', say('expired'));
  if (opts.subtotalPaise < promo.minOrderPaise) {
    refuse('PROMO_MIN_ORDER', say('minOrder', { more: formatRupees(promo.minOrderPaise - opts.subtotalPaise), min: formatRupees(promo.minOrderPaise) }));
  }
  if (promo.usageLimit !== null && promo.usedCount >= promo.usageLimit) refuse('PROMO_USED_UP', say('usedUp'));
  if (promo.perCustomerLimit !== null && (await repo.countRedemptions(db, promo.id, opts.userId)) >= promo.perCustomerLimit) {
    refuse('PROMO_ALREADY_USED', say('alreadyUsed'));
  }
}

/**
 * Inside the checkout transaction: locks the code's row, re-checks every rule against the locked
 * row, and records the redemption. Parallel checkouts queue on the lock, so a single-use code is
 * redeemed once.
 */
export async function redeemPromo(tx: DbOrTx, promoId: string, opts: { userId: string; orderId: string; subtotalPaise: number; now: Date }): Promise<PromoRow> {
  const locked = await repo.lockPromoCode(tx, promoId);
  if (!locked) throw new AppError(409, wording(messages, 'notValid'), 'PROMO_INVALID');
  await assertPromoUsable(tx, locked, opts);
  await repo.insertRedemption(tx, { promoCodeId: promoId, userId: opts.userId, orderId: opts.orderId });
  return locked;
}

/** Gives a cancelled or expired order's redemption back. */
export async function releasePromo(tx: DbOrTx, orderId: string): Promise<void> {
  await repo.deleteRedemptionsOf(tx, orderId);
}

type PromoInput = z.output<typeof PromoCodeWriteSchema>;

/** A code's columns from the admin's input; without `hi` the Hindi description kept stays as it is. */
function toValues(input: PromoInput): repo.PromoValues {
  return {
    code: input.code,
    description: input.description,
    ...(input.hi && { descriptionHi: input.hi.description }),
    kind: input.kind,
    value: input.kind === 'flat' ? toPaise(input.value) : Math.round(input.value),
    minOrderPaise: toPaise(input.minOrder),
    maxDiscountPaise: input.maxDiscount === null ? null : toPaise(input.maxDiscount),
    validFrom: input.validFrom ? new Date(input.validFrom) : null,
    validTo: input.validTo ? new Date(input.validTo) : null,
    usageLimit: input.usageLimit,
    perCustomerLimit: input.perCustomerLimit,
    isActive: input.isActive,
  };
}

const EXISTS = 'A promo code with this name already exists';

/** What the audit trail keeps of a promo code: its terms (the Hindi description as a plain field, '' when none), not its running count. */
const promoTerms = ({ _id: _, usedCount: __, hi, ...terms }: PromoCode) => ({ ...terms, descriptionHi: hi?.description ?? '' });

/** The admin's promo codes: list with usage counts, create, edit, (de)activate. */
export function createPromoAdmin(db: Db) {
  return {
    async list(): Promise<PromoCode[]> {
      return (await repo.listPromoCodes(db)).map(toPromoDto);
    },
    create: (actor: AuditActor, input: PromoInput): Promise<PromoCode> =>
      audited(
        db,
        actor,
        async (tx) => {
          const row = await repo.insertPromoCode(tx, toValues(input));
          if (!row) throw conflict(EXISTS, 'PROMO_EXISTS');
          return toPromoDto(row);
        },
        (promo) => ({
          action: 'promo.create',
          entityType: 'promo',
          entityId: promo._id,
          summary: `Promo code ${promo.code} created`,
          after: promoTerms(promo),
        }),
      ),
    update: (actor: AuditActor, id: string, input: PromoInput): Promise<PromoCode> =>
      audited(
        db,
        actor,
        async (tx) => {
          const clash = await repo.findPromoByCode(tx, input.code);
          if (clash && clash.id !== id) throw conflict(EXISTS, 'PROMO_EXISTS');
          const was = await repo.findPromoById(tx, id);
          const row = await repo.updatePromoCode(tx, id, toValues(input));
          if (!row || !was) throw notFound('Promo code not found');
          return { before: toPromoDto(was), after: toPromoDto(row) };
        },
        ({ before, after }) => ({
          action: 'promo.update',
          entityType: 'promo',
          entityId: after._id,
          summary: `Promo code ${after.code} edited`,
          ...changedFields(promoTerms(before), promoTerms(after)),
        }),
      ).then((r) => r.after),
    setActive: (actor: AuditActor, id: string, isActive: boolean): Promise<PromoCode> =>
      audited(
        db,
        actor,
        async (tx) => {
          const row = await repo.updatePromoCode(tx, id, { isActive });
          if (!row) throw notFound('Promo code not found');
          return toPromoDto(row);
        },
        (promo) => ({
          action: isActive ? 'promo.activate' : 'promo.deactivate',
          entityType: 'promo',
          entityId: promo._id,
          summary: `Promo code ${promo.code} ${isActive ? 'activated' : 'deactivated'}`,
          before: { isActive: !isActive },
          after: { isActive },
        }),
      ),
  };
}
export type PromoAdmin = ReturnType<typeof createPromoAdmin>;
