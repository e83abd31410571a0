// Wedding and event enquiries (issue 41, item 1): a customer or a guest asks, the enquiry is kept
// with a reference number, and the acknowledgement (mail and phone message, in the customer's
// language) is queued in the same transaction as the enquiry (decision 016), so an enquiry never
// exists without its acknowledgement, nor an acknowledgement without its enquiry. Staff read the
// open ones and mark them contacted (audited). Quotes and advances come later (decision 030).
import type { Redis } from 'ioredis';
import type { z } from 'zod';
import type {
  EventEnquiry,
  EventEnquiryBodySchema,
  EventItem,
  StaffEventEnquiriesAnswer,
  StaffEventEnquiriesQuerySchema,
  StaffEventEnquiry,
} from '@phoolwari/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { pageInfo } from '../../db/pagination';
import { shopDateTime, type Clock } from '../../platform/clock';
import { AppError, badRequest, notFound } from '../../platform/errors';
import { letter } from '../../platform/i18n/letter';
import { formatDay } from '../../platform/i18n/locale';
import { translator, wording } from '../../platform/i18n/translator';
import type { Mailer } from '../../platform/mail/mailer';
import type { PhoneChannel } from '../../platform/phone/phone-outbox';
import { consumeAttempt, createLimiter } from '../../platform/rate-limit';
import { referenceNumber } from '../../platform/reference-numbers';
import type { ObjectStorage } from '../../platform/storage/storage';
import { recordAudit } from '../audit';
import type { UserRow } from '../auth';
import type { CustomDesignService } from '../custom-designs';
import { findServiceArea } from '../delivery';
import { storeSingleImage, type IncomingFile } from '../uploads';
import * as messages from './messages';
import { kindOf } from './messages';
import * as repo from './repo';

/** Where reference photos are stored. Names carry 128 random bits: a URL of this shape was issued by us. */
export const EVENT_PHOTO_DIR = 'event-photos';
const STORED_NAME = /^[0-9a-f]{32}\.webp$/;
/** How far ahead an event may be asked about. */
const MAX_MONTHS_AHEAD = 18;

type Body = z.output<typeof EventEnquiryBodySchema>;
export type EventEnquiryRow = repo.EventEnquiryRow;

/** An enquiry as a quote is built on it (the quotes module reads it here, not through this repo). */
export const findEnquiryForQuote = (db: DbOrTx, id: string) => repo.findEnquiry(db, id);
/** A quote was sent: the customer's one line in My Orders reads "quoted". */
/** Of these enquiries, those whose event falls between two days (both included), by event day. */
export const findEnquiriesBetween = (db: DbOrTx, ids: string[], range: { from: string; to: string }) => repo.listEventsBetween(db, ids, range.from, range.to);
/** Enquiries not yet called, as the Events tab counts them "open". */
export const countOpenEnquiries = (db: DbOrTx) => repo.countOpen(db);
export const markEnquiryQuoted = (db: DbOrTx, id: string) => repo.setStatus(db, id, 'quoted');

/** `day` (YYYY-MM-DD) moved by whole days or months, on the calendar (no time zone involved). */
function addToDay(day: string, { days = 0, months = 0 }: { days?: number; months?: number }): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months, d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function toEnquiryDto(row: repo.EventEnquiryRow): EventEnquiry {
  return {
    _id: row.id,
    reference: row.reference,
    kind: row.kind,
    eventDate: row.eventDate,
    venuePincode: row.venuePincode,
    venueServed: row.venueServed,
    guests: row.guests,
    budget: row.budget,
    items: row.items as EventItem[],
    colours: row.colours,
    photos: row.photos,
    customDesign:
      row.customDesignId && row.customDesignRef && row.customDesignImage
        ? { _id: row.customDesignId, customOrderId: row.customDesignRef, image: row.customDesignImage }
        : null,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

function toStaffDto(row: repo.EventEnquiryRow): StaffEventEnquiry {
  return {
    ...toEnquiryDto(row),
    name: row.name,
    phone: row.phone,
    email: row.email,
    guest: row.userId === null,
    language: row.language,
    contactedAt: row.contactedAt?.toISOString() ?? null,
    contactedBy: row.contactedByName,
    contactNote: row.contactNote,
  };
}

export interface EventEnquiryServiceDeps {
  db: Db;
  mailer: Mailer;
  phone: PhoneChannel;
  storage: ObjectStorage;
  designs: Pick<CustomDesignService, 'mine'>;
  clock: Clock;
  limits: { perIp: number; windowSeconds: number };
  redis?: Redis | null;
}

export function createEventEnquiryService({ db, mailer, phone, storage, designs, clock, limits, redis }: EventEnquiryServiceDeps) {
  const tooFast = (minutes: number) => wording(messages, 'tooFast', { minutes });
  const enquiriesPerIp = createLimiter({ keyPrefix: 'event-enquiry-ip', points: limits.perIp, durationSeconds: limits.windowSeconds }, redis);
  // Five photos per enquiry, and a few tries over.
  const photosPerIp = createLimiter({ keyPrefix: 'event-photo-ip', points: limits.perIp * 6, durationSeconds: limits.windowSeconds }, redis);
  const photoPrefix = `${storage.publicBaseUrl}/${EVENT_PHOTO_DIR}/`;

  /** The server's checks the schema cannot make: the date against today, the contact, the photos and the design. */
  async function checked(user: UserRow | undefined, body: Body) {
    const today = shopDateTime(clock()).date;
    if (body.eventDate < addToDay(today, { days: 1 })) {
      throw badRequest(wording(messages, 'dateOutOfRange'), [{ path: 'eventDate', message: messages.en.dateField }]);
    }
    if (body.eventDate > addToDay(today, { months: MAX_MONTHS_AHEAD })) {
      throw badRequest(wording(messages, 'dateOutOfRange'), [{ path: 'eventDate', message: messages.en.dateField }]);
    }
    const email = body.email || user?.email || '';
    if (!user && !email) throw badRequest(wording(messages, 'guestNeedsEmail'), [{ path: 'email', message: messages.en.emailRequired }]);
    body.photos.forEach((url, i) => {
      if (!url.startsWith(photoPrefix) || !STORED_NAME.test(url.slice(photoPrefix.length))) {
        throw badRequest(wording(messages, 'photoNotOurs'), [{ path: `photos.${i}`, message: messages.en.photoNotOursField }]);
      }
    });
    let design: { id: string; ref: string; image: string } | null = null;
    if (body.customDesignId) {
      if (!user) throw badRequest(wording(messages, 'designNeedsLogin'), [{ path: 'customDesignId', message: messages.en.designNotYoursField }]);
      // Only the customer's own designs: their list is the ownership check.
      const own = (await designs.mine(user)).find((d) => d._id === body.customDesignId);
      if (!own) throw badRequest(wording(messages, 'designNotYours'), [{ path: 'customDesignId', message: messages.en.designNotYoursField }]);
      design = { id: own._id, ref: own.customOrderId, image: own.generatedImage };
    }
    return { email, design };
  }

  return {
    /** Stores one reference photo (decoded and re-encoded by the image pipeline) and answers its URL. */
    async uploadPhoto(ip: string, files: AsyncIterable<IncomingFile>, field: string): Promise<string> {
      await consumeAttempt(photosPerIp, ip, tooFast);
      return (await storeSingleImage(storage, EVENT_PHOTO_DIR, files, field)).publicUrl;
    },

    async create(user: UserRow | undefined, body: Body, ip: string): Promise<EventEnquiry> {
      const { email, design } = await checked(user, body);
      await consumeAttempt(enquiriesPerIp, ip, tooFast);
      const venueServed = Boolean(await findServiceArea(db, body.venuePincode));
      const language = body.language;
      const t = translator(messages, language);
      const row = await db.transaction(async (tx) => {
        const enquiry = await repo.insertEnquiry(tx, {
          reference: referenceNumber('EV-', clock(), 4),
          userId: user?.id ?? null,
          kind: body.kind,
          eventDate: body.eventDate,
          venuePincode: body.venuePincode,
          venueServed,
          guests: body.guests,
          budget: body.budget,
          items: body.items,
          colours: body.colours,
          photos: body.photos,
          customDesignId: design?.id ?? null,
          customDesignRef: design?.ref ?? null,
          customDesignImage: design?.image ?? null,
          name: body.name,
          phone: body.phone,
          email,
          language,
        });
        const date = formatDay(enquiry.eventDate, language);
        const values = { reference: enquiry.reference, date, kind: kindOf(enquiry.kind, language), pincode: enquiry.venuePincode };
        // The acknowledgement repeats nothing typed into the form but the name: anyone can type any
        // address, and the shop must not become a relay for their words.
        if (email) {
          await mailer.queue(
            {
              to: email,
              subject: t('ackSubject', values),
              text: letter(language, { hello: enquiry.name }, [t('ackText', values), !venueServed && t('ackTravel', values)]),
            },
            tx,
          );
        }
        await phone.queue({ to: enquiry.phone, text: t('ackPhone', values) }, tx);
        return enquiry;
      });
      return toEnquiryDto(row);
    },

    /** The customer's own enquiries, newest first. */
    async mine(user: UserRow): Promise<EventEnquiry[]> {
      return (await repo.listForUser(db, user.id)).map(toEnquiryDto);
    },

    /** One of the customer's own; another's is 404, as if it did not exist. */
    async one(user: UserRow, id: string): Promise<EventEnquiry> {
      const row = await repo.findEnquiry(db, id);
      if (!row || row.userId !== user.id) throw notFound(wording(messages, 'notFound'));
      return toEnquiryDto(row);
    },

    async listForStaff(query: z.output<typeof StaffEventEnquiriesQuerySchema>): Promise<StaffEventEnquiriesAnswer> {
      const [{ rows, total }, openCount] = await Promise.all([
        repo.listForStaff(db, { open: query.status === 'open', page: query.page, limit: query.limit }),
        repo.countOpen(db),
      ]);
      return { enquiries: rows.map(toStaffDto), ...pageInfo(query, total), openCount };
    },

    countOpen: () => repo.countOpen(db),

    /** Marks an open enquiry contacted with staff's note, in the audit trail in the same transaction. */
    async markContacted(staff: UserRow, id: string, note: string): Promise<StaffEventEnquiry> {
      const row = await db.transaction(async (tx) => {
        const found = await repo.findEnquiry(tx, id, { forUpdate: true });
        if (!found) throw notFound(wording(messages, 'notFound'));
        const updated = await repo.markContacted(tx, id, { by: { id: staff.id, name: staff.name }, at: clock(), note });
        if (!updated) throw new AppError(409, wording(messages, 'alreadyContacted'), 'INVALID_STATE');
        await recordAudit(tx, staff, {
          action: 'event-enquiry.contacted',
          entityType: 'event',
          entityId: id,
          summary: `Contacted about event enquiry ${found.reference}`,
          before: { status: found.status },
          after: { status: updated.status, note },
        });
        return updated;
      });
      return toStaffDto(row);
    },
  };
}
export type EventEnquiryService = ReturnType<typeof createEventEnquiryService>;
