// The event day (issue 41, item 4; decision 034). A booked event — its quote accepted and the advance
// paid — is work on its day: the florist's bench and the desk's job sheets list it beside the
// orders (what the quote's lines are, what to make them from, where and when), and the staff sent
// to its venue (florists and riders, named by staff with events.manage) find it in their own list.
// It is not an order: no slot, no stock, no delivery states. Other modules ask for it through this
// module's face (index.ts); the quote's tables stay this module's own.
import type { z } from 'zod';
import { EVENT_CREW_ROLES, type CalendarDay, type EventJob, type EventVenueAnswer, type EventVenueBodySchema, type EventVenuePlan } from '@phoolwari/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { AppError, conflict, notFound } from '../../platform/errors';
import { recordAudit } from '../audit';
import type { UserRow } from '../auth';
import { findEnquiryForQuote } from '../event-enquiries';
import { bookingsBetween, crewCandidates, plansOf, quotesOfCrewMember, savePlan, usersByIds } from './event-day-repo';
import type { QuoteLine } from './pricing';
import * as repo from './repo';

/** Each material's quantity in thousandths of its unit, summed over recipe lines. */
export type MaterialSums = Map<string, { material: repo.MaterialRow; milli: number }>;

/** Adds a quote's recipe lines to `sums`: each line's quantity times its recipe's materials (as the recipe is now). Free lines carry none. */
export function addMaterials(sums: MaterialSums, lines: QuoteLine[], parts: repo.RecipePart[]): MaterialSums {
  for (const line of lines) {
    if (!line.recipeId) continue;
    for (const part of parts.filter((p) => p.recipeId === line.recipeId)) {
      const sum = sums.get(part.material.id) ?? { material: part.material, milli: 0 };
      sum.milli += part.quantityMilli * line.quantity;
      sums.set(part.material.id, sum);
    }
  }
  return sums;
}

/** The sums as a list by material name, in each material's unit. */
export function materialList(sums: MaterialSums): CalendarDay['materials'] {
  return [...sums.values()]
    .sort((a, b) => a.material.name.localeCompare(b.material.name))
    .map(({ material, milli }) => ({ materialId: material.id, name: material.name, nameHi: material.nameHi, unit: material.unit, quantity: milli / 1000 }));
}

/** The recipes these quotes' lines use. */
export const recipeIdsOf = (quotes: repo.QuoteRow[]) => [
  ...new Set(quotes.flatMap((q) => (q.lines as QuoteLine[]).flatMap((l) => (l.recipeId ? [l.recipeId] : [])))),
];

const planLine = (plan: EventVenuePlan) =>
  [plan.crew.map((c) => `${c.name} (${c.role})`).join(', ') || 'nobody', plan.venueAddress && `at ${plan.venueAddress}`, plan.time && `from ${plan.time}`]
    .filter(Boolean)
    .join(' ');

export function createEventDay({ db, clock }: { db: Db; clock: Clock }) {
  /** The day's booked events whose advance is paid, optionally only these bookings, by time (not agreed yet last). */
  async function jobsOn(date: string, only?: Set<string>): Promise<EventJob[]> {
    const bookings = (await bookingsBetween(db, date, date)).filter((b) => !only || only.has(b.quote.id));
    const payments = await repo.paymentsOf(
      db,
      bookings.map((b) => b.quote.id),
    );
    const booked = bookings.filter((b) => payments.some((p) => p.quoteId === b.quote.id && p.kind === 'advance' && p.status === 'paid'));
    if (booked.length === 0) return [];
    const quotes = booked.map((b) => b.quote);
    const [parts, recipes, plans] = await Promise.all([
      repo.partsOf(db, recipeIdsOf(quotes)),
      repo.listRecipes(db),
      plansOf(
        db,
        quotes.map((q) => q.id),
      ),
    ]);
    const jobs = booked.map(({ enquiry, quote }): EventJob => {
      const lines = quote.lines as QuoteLine[];
      return {
        quoteId: quote.id,
        enquiryReference: enquiry.reference,
        kind: enquiry.kind,
        date: enquiry.eventDate,
        customer: enquiry.name,
        venuePincode: enquiry.venuePincode,
        lines: lines.map((l) => ({
          description: l.description,
          descriptionHi: recipes.find((r) => r.id === l.recipeId)?.nameHi ?? '',
          recipeId: l.recipeId,
          quantity: l.quantity,
        })),
        materials: materialList(addMaterials(new Map(), lines, parts)),
        note: quote.note,
        plan: plans.get(quote.id)!,
      };
    });
    return jobs.sort((a, b) => (a.plan.time ?? '99:99').localeCompare(b.plan.time ?? '99:99') || a.enquiryReference.localeCompare(b.enquiryReference));
  }

  return {
    /** The bench's and the job sheets' events of a day. */
    jobsOn: (date: string) => jobsOn(date),

    /** The events of a day this member of staff is sent to. */
    async jobsOf(member: Pick<UserRow, 'id'>, date: string): Promise<EventJob[]> {
      const mine = new Set(await quotesOfCrewMember(db, member.id));
      return mine.size === 0 ? [] : jobsOn(date, mine);
    },

    /** The plans of these bookings (the calendar shows who goes). */
    plansOf: (quoteIds: string[]) => plansOf(db, quoteIds),

    /** A booking's plan, and who may be sent. */
    async venue(quoteId: string): Promise<EventVenueAnswer> {
      const quote = await repo.findQuote(db, quoteId);
      if (!quote || quote.status !== 'accepted') throw notFound('Booking not found');
      const [plans, candidates] = await Promise.all([plansOf(db, [quoteId]), crewCandidates(db)]);
      return { plan: plans.get(quoteId)!, candidates };
    },

    /**
     * Sends these staff to the booking's venue, with its address and time (the whole plan at once).
     * Only active florists and riders go; only a booking (its quote accepted) gets a team. Audited
     * in the same transaction.
     */
    async setVenue(staff: UserRow, quoteId: string, body: z.output<typeof EventVenueBodySchema>): Promise<EventVenueAnswer> {
      const plan = await db.transaction(async (tx) => {
        const quote = await repo.findQuote(tx, quoteId, { forUpdate: true });
        if (!quote) throw notFound('Booking not found');
        if (quote.status !== 'accepted') throw conflict('Only a booked event (its quote accepted) is given a team', 'INVALID_STATE');
        const people = await usersByIds(tx, body.staffIds);
        body.staffIds.forEach((id, i) => {
          const person = people.find((p) => p.id === id);
          const path = `staffIds.${i}`;
          if (!person || !(EVENT_CREW_ROLES as readonly string[]).includes(person.role)) {
            const message = 'Choose florists and riders: this account is neither';
            throw new AppError(409, message, 'NOT_EVENT_CREW', [{ path, message }]);
          }
          if (person.disabledAt) {
            const message = `${person.name}’s account is disabled`;
            throw new AppError(409, message, 'NOT_EVENT_CREW', [{ path, message }]);
          }
        });
        const before = (await plansOf(tx, [quoteId])).get(quoteId)!;
        await savePlan(
          tx,
          quoteId,
          { venueAddress: body.venueAddress, startTime: body.time || null, updatedById: staff.id, updatedAt: clock() },
          body.staffIds,
        );
        const after = (await plansOf(tx, [quoteId])).get(quoteId)!;
        const enquiry = await findEnquiryForQuote(tx, quote.enquiryId);
        await recordAudit(tx, staff, {
          action: 'event.venue',
          entityType: 'event',
          entityId: quote.enquiryId,
          summary: `Venue team for ${enquiry?.reference ?? quote.id}: ${planLine(after)}`,
          before: { ...before, crew: before.crew.map((c) => c.name) },
          after: { ...after, crew: after.crew.map((c) => c.name) },
        });
        return after;
      });
      return { plan, candidates: await crewCandidates(db) };
    },
  };
}
export type EventDay = ReturnType<typeof createEventDay>;
