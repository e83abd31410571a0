// Occasions: a customer's own list (every read and write names the owner), the offer to keep the
// occasion an order's gift message speaks of, the last order put back in the cart at today's
// prices, the shop's festival dates (owner, audited), and the daily reminders.
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  MAX_OCCASIONS,
  type FestivalDate,
  type Language,
  type Occasion,
  type OccasionRepeatAnswer,
  type OccasionSuggestionAnswer,
  type OccasionWriteSchema,
  type FestivalDateWriteSchema,
} from '@phoolwari/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { shopDateTime, type Clock } from '../../platform/clock';
import { AppError, conflict, notFound } from '../../platform/errors';
import { wording } from '../../platform/i18n/translator';
import { recordAudit, type AuditActor } from '../audit';
import type { CartService } from '../cart';
import { listOrderItems } from '../orders';
import { nextOccurrence, occasionInMessage } from './dates';
import * as messages from './messages';
import * as repo from './repo';

type OccasionInput = z.output<typeof OccasionWriteSchema>;
type FestivalDateInput = z.output<typeof FestivalDateWriteSchema>;

export function toOccasionDto(row: repo.OccasionRow, nextDate: string | null): Occasion {
  return {
    _id: row.id,
    name: row.name,
    relation: row.relation,
    kind: row.kind,
    day: row.day,
    month: row.month,
    year: row.year,
    festival: row.festival,
    remindDaysBefore: row.remindDaysBefore,
    channel: row.channel,
    remindersOn: row.remindersOn,
    nextDate,
  };
}

/** A festival has no day of its own (the shop dates it); a birthday no festival. */
function toValues(input: OccasionInput): repo.OccasionValues {
  const festival = input.kind === 'festival';
  return {
    name: input.name,
    relation: input.relation,
    kind: input.kind,
    day: festival ? null : input.day,
    month: festival ? null : input.month,
    year: festival ? null : input.year,
    festival: festival ? input.festival : null,
    remindDaysBefore: input.remindDaysBefore,
    channel: input.channel,
    remindersOn: input.remindersOn,
  };
}

/**
 * The reminder's "stop" link: the occasion's id and a keyed hash of it, so it works without
 * signing in and cannot be made for another occasion.
 */
export function createStopTokens(secret: string) {
  const mac = (id: string) => createHmac('sha256', secret).update(`occasion-stop:${id}`).digest('base64url').slice(0, 32);
  return {
    make: (occasionId: string) => `${occasionId}${mac(occasionId)}`,
    /** The occasion's id, or null for a token that was not made here. */
    read(token: string): string | null {
      const id = token.slice(0, 24);
      if (!/^[0-9a-f]{24}$/.test(id)) return null;
      const expected = Buffer.from(mac(id));
      const actual = Buffer.from(token.slice(24));
      return actual.length === expected.length && timingSafeEqual(actual, expected) ? id : null;
    },
  };
}
export type StopTokens = ReturnType<typeof createStopTokens>;

const notFoundHere = () => notFound(wording(messages, 'notFound'));

export interface OccasionServiceDeps {
  db: Db;
  clock: Clock;
  cart: Pick<CartService, 'addAtLeast'>;
  stopTokens: StopTokens;
}

export function createOccasionService({ db, clock, cart, stopTokens }: OccasionServiceDeps) {
  const today = () => shopDateTime(clock()).date;
  async function withNextDates(rows: repo.OccasionRow[]): Promise<Occasion[]> {
    const calendar = await repo.festivalCalendar(db);
    const now = today();
    return rows.map((row) => toOccasionDto(row, nextOccurrence(row, now, calendar)));
  }
  const one = async (row: repo.OccasionRow) => (await withNextDates([row]))[0] as Occasion;

  return {
    async list(userId: string): Promise<Occasion[]> {
      return withNextDates(await repo.listOccasions(db, userId));
    },

    async create(userId: string, input: OccasionInput): Promise<Occasion> {
      const row = await db.transaction(async (tx) => {
        if ((await repo.countOccasions(tx, userId)) >= MAX_OCCASIONS) throw conflict(wording(messages, 'limit', { max: MAX_OCCASIONS }), 'OCCASION_LIMIT');
        return repo.insertOccasion(tx, userId, toValues(input));
      });
      return one(row);
    },

    async update(userId: string, id: string, input: OccasionInput): Promise<Occasion> {
      const row = await repo.updateOccasion(db, userId, id, toValues(input));
      if (!row) throw notFoundHere();
      return one(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await repo.deleteOccasion(db, userId, id))) throw notFoundHere();
    },

    /** The occasion the order's gift message speaks of, prefilled with its recipient and delivery date; null when none or already kept. */
    async suggestion(userId: string, orderId: string): Promise<OccasionSuggestionAnswer['suggestion']> {
      const order = await repo.findOwnOrder(db, userId, orderId);
      if (!order) throw notFound(wording(messages, 'orderNotFound'));
      const found = occasionInMessage(order.giftMessage);
      if (!found) return null;
      const name = order.recipientName.trim();
      const kept = await repo.listOccasions(db, userId);
      if (kept.some((o) => o.kind === found.kind && o.festival === found.festival && o.name.toLowerCase() === name.toLowerCase())) return null;
      const [, month, day] = order.deliveryDate.split('-').map(Number) as [number, number, number];
      const dated = found.kind !== 'festival';
      return { name, kind: found.kind, festival: found.festival, day: dated ? day : null, month: dated ? month : null };
    },

    /** The last order to this occasion's recipient (else the last order) added to the cart again, priced as the cart prices today. */
    async repeat(userId: string, id: string, language: Language): Promise<OccasionRepeatAnswer> {
      const occasion = await repo.findOccasion(db, userId, id);
      if (!occasion) throw notFoundHere();
      const last = await repo.lastOrderFor(db, userId, occasion.name);
      if (!last) throw conflict(wording(messages, 'noOrderToRepeat'), 'NOTHING_TO_REPEAT');
      let added = 0;
      const skipped: string[] = [];
      for (const item of await listOrderItems(db, last.id)) {
        try {
          // The same size and message as last time, at today's price.
          const line = { productId: item.productId, optionId: item.optionId ?? undefined, personalisation: item.personalisation };
          // At least last time's quantity, not that much more: following the link again changes nothing.
          await cart.addAtLeast(userId, line, item.quantity, language);
          added++;
        } catch (error) {
          // A product gone or sold out is named to the customer; the rest still goes in the cart.
          if (error instanceof AppError && (error.statusCode === 404 || error.statusCode === 409)) skipped.push(item.name);
          else throw error;
        }
      }
      return { added, skipped };
    },

    /** The one-click link: turns this occasion's reminders off; a token not made here changes nothing. */
    async stop(token: string): Promise<void> {
      const id = stopTokens.read(token);
      const occasion = id ? await repo.findOccasionById(db, id) : undefined;
      if (!occasion) {
        const invalid = wording(messages, 'linkInvalid');
        throw new AppError(400, invalid, 'LINK_INVALID', [{ path: 'token', message: invalid }]);
      }
      if (occasion.remindersOn) await repo.updateOccasion(db, occasion.userId, occasion.id, { remindersOn: false });
    },

    festivalDates: (): Promise<FestivalDate[]> => repo.listFestivalDates(db),

    /** Sets (or moves) a festival's date for a year; on the audit trail with the date before. */
    async setFestivalDate(actor: AuditActor, input: FestivalDateInput): Promise<FestivalDate> {
      return db.transaction(async (tx) => {
        const before = await repo.findFestivalDate(tx, input.festival, input.year);
        await repo.upsertFestivalDate(tx, input);
        await recordAudit(tx, actor, {
          action: 'festival.date',
          entityType: 'settings',
          entityId: `${input.festival}:${input.year}`,
          summary: `${messages.en[input.festival]} ${input.year}: ${before ? `${before.date} → ` : ''}${input.date}`,
          before: before ?? null,
          after: input,
        });
        return { festival: input.festival, year: input.year, date: input.date };
      });
    },
  };
}
export type OccasionService = ReturnType<typeof createOccasionService>;
