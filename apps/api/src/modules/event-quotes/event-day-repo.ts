// Queries of the event day (decision 034): bookings between two days, and each booking's venue plan
// (address, time) and the staff sent to it.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { EVENT_CREW_ROLES, type EventCrewMember, type EventVenuePlan } from '@phoolwari/contracts';
import type { DbOrTx } from '../../db/client';
import { eventVenuePlans, eventVenueStaff, users } from '../../db/schema';
import { findEnquiriesBetween } from '../event-enquiries';
import * as repo from './repo';

/** Accepted quotes (bookings) whose event falls between two days (both included), each with its enquiry, by event day. */
export async function bookingsBetween(db: DbOrTx, from: string, to: string) {
  const accepted = await repo.listAccepted(db);
  const enquiries = await findEnquiriesBetween(
    db,
    accepted.map((q) => q.enquiryId),
    { from, to },
  );
  // One accepted version per enquiry at most (a new version needs the accepted one cancelled first).
  return enquiries.map((enquiry) => ({ enquiry, quote: accepted.find((q) => q.enquiryId === enquiry.id)! }));
}

const member = (u: { id: string; name: string; role: EventCrewMember['role'] }): EventCrewMember => ({ _id: u.id, name: u.name, role: u.role });

/** The venue plans of these bookings; a booking without one has an empty plan. */
export async function plansOf(db: DbOrTx, quoteIds: string[]): Promise<Map<string, EventVenuePlan>> {
  const plans = new Map<string, EventVenuePlan>(quoteIds.map((id) => [id, { venueAddress: '', time: null, crew: [] }]));
  if (quoteIds.length === 0) return plans;
  const [rows, crew] = await Promise.all([
    db.select().from(eventVenuePlans).where(inArray(eventVenuePlans.quoteId, quoteIds)),
    db
      .select({ quoteId: eventVenueStaff.quoteId, id: users.id, name: users.name, role: users.role })
      .from(eventVenueStaff)
      .innerJoin(users, eq(users.id, eventVenueStaff.userId))
      .where(inArray(eventVenueStaff.quoteId, quoteIds))
      .orderBy(asc(users.name)),
  ]);
  for (const row of rows) Object.assign(plans.get(row.quoteId)!, { venueAddress: row.venueAddress, time: row.startTime });
  for (const c of crew) plans.get(c.quoteId)!.crew.push(member(c));
  return plans;
}

/** The bookings this member of staff is sent to. */
export async function quotesOfCrewMember(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db.select({ quoteId: eventVenueStaff.quoteId }).from(eventVenueStaff).where(eq(eventVenueStaff.userId, userId));
  return rows.map((r) => r.quoteId);
}

/** Active florists and riders, by name: who may be sent to a venue. */
export async function crewCandidates(db: DbOrTx): Promise<EventCrewMember[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, role: users.role })
    .from(users)
    .where(and(inArray(users.role, [...EVENT_CREW_ROLES]), isNull(users.disabledAt)))
    .orderBy(asc(users.name));
  return rows.map(member);
}

export async function usersByIds(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select({ id: users.id, name: users.name, role: users.role, disabledAt: users.disabledAt }).from(users).where(inArray(users.id, ids));
}

/** Replaces a booking's plan and its crew as a whole. */
export async function savePlan(
  db: DbOrTx,
  quoteId: string,
  plan: { venueAddress: string; startTime: string | null; updatedById: string; updatedAt: Date },
  staffIds: string[],
) {
  await db
    .insert(eventVenuePlans)
    .values({ quoteId, ...plan })
    .onConflictDoUpdate({ target: eventVenuePlans.quoteId, set: plan });
  await db.delete(eventVenueStaff).where(eq(eventVenueStaff.quoteId, quoteId));
  if (staffIds.length > 0)
    await db.insert(eventVenueStaff).values(staffIds.map((userId) => ({ quoteId, userId, assignedById: plan.updatedById, assignedAt: plan.updatedAt })));
}
