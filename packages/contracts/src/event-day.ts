// A booked event on its day's work lists (issue 41, item 4; decision 034): the florist's bench, the
// desk's job sheets and the rider's list show it beside the orders, as a job of its own — what to
// make from the quote's lines, what to make it from, where and when, and who goes. No customer
// phone or e-mail: the bench and the riders never read them (decision 030).
import { z } from 'zod';
import { DateStringSchema, IdSchema } from './common';
import { EventKindSchema } from './event-enquiries';
import { CalendarMaterialSchema } from './event-quotes';
import { EventVenuePlanSchema } from './event-venue';

export const EventJobSchema = z.object({
  quoteId: IdSchema,
  enquiryReference: z.string(),
  kind: EventKindSchema,
  date: DateStringSchema,
  customer: z.string(),
  venuePincode: z.string(),
  /** The quote's lines as sent: recipes (with their Hindi name as the recipe has it now) and free lines. */
  lines: z.array(z.object({ description: z.string(), descriptionHi: z.string(), recipeId: IdSchema.nullable(), quantity: z.number() })),
  /** The recipes' materials times the lines' quantities, in each material's unit. */
  materials: z.array(CalendarMaterialSchema),
  note: z.string(),
  plan: EventVenuePlanSchema,
});
export type EventJob = z.infer<typeof EventJobSchema>;
