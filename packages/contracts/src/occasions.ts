// Occasions a customer keeps (a mother's birthday, an anniversary, Raksha Bandhan) and is reminded
// of a few days before, with last time's order to repeat. Festivals move with the Hindu calendar,
// so their dates are the shop's to set for each year.
import { z } from 'zod';
import { RecipientRelationSchema } from './addresses';
import { DateStringSchema, IdSchema } from './common';

export const OCCASION_KINDS = ['birthday', 'anniversary', 'festival'] as const;
export const OccasionKindSchema = z.enum(OCCASION_KINDS, { error: 'Choose birthday, anniversary or a festival' });
export type OccasionKind = z.infer<typeof OccasionKindSchema>;

/** Festivals whose date the shop sets each year (lunar dates: no rule of ours could compute them). */
export const FESTIVALS = ['raksha_bandhan', 'karva_chauth', 'bhai_dooj', 'diwali', 'holi'] as const;
export const FestivalSchema = z.enum(FESTIVALS, { error: 'Choose a festival from the list' });
export type Festival = z.infer<typeof FestivalSchema>;

export const REMINDER_CHANNELS = ['email', 'phone'] as const;
export const ReminderChannelSchema = z.enum(REMINDER_CHANNELS, { error: 'Choose e-mail or phone message' });
export type ReminderChannel = z.infer<typeof ReminderChannelSchema>;

export const MAX_OCCASIONS = 50;
export const MAX_REMIND_DAYS_BEFORE = 30;

/** Whether day/month make a date in some year (29 February counts: it comes every fourth year). */
export function isCalendarDay(day: number, month: number): boolean {
  return day <= new Date(Date.UTC(2024, month, 0)).getUTCDate();
}

/** POST /api/account/occasions, PUT /api/account/occasions/:id. */
export const OccasionWriteSchema = z
  .object({
    name: z.string().trim().min(1, 'Whose occasion is it? Enter a name').max(80, 'Name is too long'),
    relation: RecipientRelationSchema.nullable().default(null),
    kind: OccasionKindSchema,
    /** Birthday and anniversary: the day and month (the year only to say "25th anniversary"). */
    day: z.number().int().min(1, 'Choose a day').max(31, 'Choose a day').nullable().default(null),
    month: z.number().int().min(1, 'Choose a month').max(12, 'Choose a month').nullable().default(null),
    year: z.number().int().min(1900, 'Enter a year like 1990').max(2100, 'Enter a year like 1990').nullable().default(null),
    /** Kind festival: which one (its date is the shop's for each year). */
    festival: FestivalSchema.nullable().default(null),
    remindDaysBefore: z.number().int().min(1, 'Remind at least 1 day before').max(MAX_REMIND_DAYS_BEFORE, 'Remind at most 30 days before').default(3),
    channel: ReminderChannelSchema.default('email'),
    remindersOn: z.boolean().default(true),
  })
  .superRefine((o, ctx) => {
    if (o.kind === 'festival') {
      if (!o.festival) ctx.addIssue({ code: 'custom', path: ['festival'], message: 'Choose a festival from the list' });
      return;
    }
    if (o.day === null) ctx.addIssue({ code: 'custom', path: ['day'], message: 'Choose a day' });
    if (o.month === null) ctx.addIssue({ code: 'custom', path: ['month'], message: 'Choose a month' });
    if (o.day !== null && o.month !== null && !isCalendarDay(o.day, o.month))
      ctx.addIssue({ code: 'custom', path: ['day'], message: 'That month has no such day' });
  });
export type OccasionWrite = z.input<typeof OccasionWriteSchema>;

export const OccasionSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  relation: RecipientRelationSchema.nullable(),
  kind: OccasionKindSchema,
  day: z.number().nullable(),
  month: z.number().nullable(),
  year: z.number().nullable(),
  festival: FestivalSchema.nullable(),
  remindDaysBefore: z.number(),
  channel: ReminderChannelSchema,
  remindersOn: z.boolean(),
  /** Its next date (YYYY-MM-DD, shop time), today included; null for a festival the shop has not dated yet. */
  nextDate: z.string().nullable(),
});
export type Occasion = z.infer<typeof OccasionSchema>;

export const OccasionsAnswerSchema = z.object({ occasions: z.array(OccasionSchema) });
export type OccasionsAnswer = z.infer<typeof OccasionsAnswerSchema>;
export const OccasionAnswerSchema = z.object({ occasion: OccasionSchema });
export type OccasionAnswer = z.infer<typeof OccasionAnswerSchema>;

/** GET /api/account/occasions/suggestion?orderId=: an occasion the order's gift message speaks of, prefilled, or null. */
export const OccasionSuggestionQuerySchema = z.object({ orderId: IdSchema });
export const OccasionSuggestionAnswerSchema = z.object({
  suggestion: z
    .object({
      name: z.string(),
      kind: OccasionKindSchema,
      day: z.number().nullable(),
      month: z.number().nullable(),
      festival: FestivalSchema.nullable(),
    })
    .nullable(),
});
export type OccasionSuggestionAnswer = z.infer<typeof OccasionSuggestionAnswerSchema>;

/** POST /api/account/occasions/:id/repeat: the last order's items put in the cart again at today's prices. */
export const OccasionRepeatAnswerSchema = z.object({
  /** Lines added to the cart. */
  added: z.number().int(),
  /** Items of the last order that can no longer be had (gone, out of stock). */
  skipped: z.array(z.string()),
});
export type OccasionRepeatAnswer = z.infer<typeof OccasionRepeatAnswerSchema>;

/** POST /api/occasions/stop: the reminder's one-click "stop these reminders" link, no sign-in needed. */
export const OccasionStopBodySchema = z.object({ token: z.string().min(1, 'The link is incomplete').max(200, 'The link is incomplete') });

// ---- The shop's festival dates: GET, PUT /api/admin/festival-dates (settings.manage) ----
export const FestivalDateSchema = z.object({
  festival: FestivalSchema,
  year: z.number().int().min(2000, 'Enter a year like 2027').max(2100, 'Enter a year like 2027'),
  date: DateStringSchema,
});
export type FestivalDate = z.infer<typeof FestivalDateSchema>;
export const FestivalDateWriteSchema = FestivalDateSchema.refine((f) => f.date.startsWith(`${f.year}-`), {
  path: ['date'],
  message: 'The date must fall in that year',
});
export const FestivalDatesAnswerSchema = z.object({ festivalDates: z.array(FestivalDateSchema) });
export type FestivalDatesAnswer = z.infer<typeof FestivalDatesAnswerSchema>;
export const FestivalDateAnswerSchema = z.object({ festivalDate: FestivalDateSchema });
export type FestivalDateAnswer = z.infer<typeof FestivalDateAnswerSchema>;
