// Who goes to a booked event's venue, where and when (issue 41, item 4; decision 034): staff with
// events.manage name florists and riders from the staff list and write down the venue's address and
// the time agreed on the call (the enquiry keeps only the venue's pincode and the day).
import { z } from 'zod';
import { IdSchema, TimeSchema } from './common';
import { ROLES } from './staff-roles';

/** The roles that may be sent to a venue: the people who make and carry the flowers. */
export const EVENT_CREW_ROLES = ['florist', 'rider'] as const;

export const EventCrewMemberSchema = z.object({ _id: IdSchema, name: z.string(), role: z.enum(ROLES) });
export type EventCrewMember = z.infer<typeof EventCrewMemberSchema>;

/** A booking's plan for its day: the venue's address, when the team is due (HH:MM, null until agreed), who goes. */
export const EventVenuePlanSchema = z.object({
  venueAddress: z.string(),
  time: z.string().nullable(),
  crew: z.array(EventCrewMemberSchema),
});
export type EventVenuePlan = z.infer<typeof EventVenuePlanSchema>;

/** PUT /api/admin/event-quotes/:id/venue: the whole plan at once (an empty list takes everyone off). */
export const EventVenueBodySchema = z
  .object({
    staffIds: z
      .array(IdSchema, { error: 'Choose who goes' })
      .max(20, 'At most 20 people')
      .refine((ids) => new Set(ids).size === ids.length, 'Each person once'),
    venueAddress: z.string({ error: 'Enter the venue’s address' }).trim().max(300, 'At most 300 characters').default(''),
    time: z.union([TimeSchema, z.literal('')], { error: 'Use a 24-hour HH:MM time' }).default(''),
  })
  .strict();
export type EventVenueBody = z.input<typeof EventVenueBodySchema>;

/** The plan and the active florists and riders who may be chosen. */
export const EventVenueAnswerSchema = z.object({ plan: EventVenuePlanSchema, candidates: z.array(EventCrewMemberSchema) });
export type EventVenueAnswer = z.infer<typeof EventVenueAnswerSchema>;
