// The design studio: a customer describes an arrangement and gets a picture (a draft they own),
// submits it for approval or discards it; staff approve it with a product's details (or reject
// it with a reason) and convert it into a real product. The moves are the contract's
// CUSTOM_ORDER_MOVES; anything else is 409 INVALID_STATE. A customer only ever sees another
// customer's design once it is approved and its customer agreed to show it in the gallery: until
// then it does not exist for them (404).
import type { Redis } from 'ioredis';
import {
  CUSTOM_ORDER_STATUS_LABELS,
  ProductWriteSchema,
  can,
  canMoveCustomOrder,
  type ApproveCustomOrderBodySchema,
  type ConvertCustomOrderBodySchema,
  type CustomOrder,
  type CustomOrderStatus,
  type GalleryAnswer,
  type GalleryQuerySchema,
  type RejectCustomOrderBodySchema,
} from '@phoolwari/contracts';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { AppError, badRequest, notFound } from '../../platform/errors';
import type { DesignImageSource } from '../../platform/image-generation/designs';
import { ImageRefusedError } from '../../platform/image-generation/generator';
import { processImage } from '../../platform/images/process';
import { deleteKeys, storedImageKeys, storeImage } from '../../platform/images/store';
import { formatRupees, toPaise, toRupees } from '../../platform/money';
import { referenceNumber } from '../../platform/reference-numbers';
import { consumeAttempt, createLimiter } from '../../platform/rate-limit';
import type { ObjectStorage } from '../../platform/storage/storage';
import type { UserRow } from '../auth';
import { findCategory, type CatalogService } from '../catalog';
import type { OrderExceptions } from '../exceptions';
import { staffActor } from '../orders';
import { containsAbusiveWords } from './abusive-words';
import { toCustomOrderDto, type Audience } from './dto';
import { wording } from '../../platform/i18n/translator';
import * as messages from './messages';
import * as repo from './repo';
import { pageInfo } from '../../db/pagination';
import { recordAudit } from '../audit';

/** Folder (disk) or key prefix (S3) of the designs' pictures. */
export const DESIGNS_DIR = 'designs';
/** The admin list is a work queue, not an archive: the newest this many of a status. */
const ADMIN_LIST_LIMIT = 200;
type ApproveInput = z.output<typeof ApproveCustomOrderBodySchema>;
type RejectInput = z.output<typeof RejectCustomOrderBodySchema>;
type ConvertInput = z.output<typeof ConvertCustomOrderBodySchema>;
type GalleryQuery = z.output<typeof GalleryQuerySchema>;

/** 'CD-261123-7KQ4': the shop's date (IST) and four characters. */
export const newCustomOrderId = (now: Date): string => referenceNumber('CD-', now, 4);

const VERBS: Partial<Record<CustomOrderStatus, string>> = {
  pending_approval: 'submitted',
  approved: 'approved',
  rejected: 'rejected',
  converted_to_product: 'converted to a product',
};

/** 409 unless the contract allows moving from `from` to `to`. */
function assertMove(from: CustomOrderStatus, to: CustomOrderStatus): void {
  if (!canMoveCustomOrder(from, to)) {
    throw new AppError(409, `A custom order that is ${CUSTOM_ORDER_STATUS_LABELS[from].toLowerCase()} cannot be ${VERBS[to] ?? 'changed'}`, 'INVALID_STATE');
  }
}

/** How much of a design `reader` may see; null when it is not theirs to see at all. */
function audienceOf(reader: UserRow | undefined, row: repo.CustomOrderView): Audience | null {
  if (can(reader?.role, 'designs.review')) return 'staff';
  if (reader?.id === row.userId) return 'owner';
  return repo.isInGallery(row) ? 'public' : null;
}

/** At most `max` drawings at once in this process; a caller over the cap is told to come back, not queued. */
function createStudioSlots(max: number) {
  let busy = 0;
  return {
    tryEnter(): (() => void) | null {
      if (busy >= max) return null;
      busy += 1;
      let released = false;
      return () => {
        if (!released) busy -= 1;
        released = true;
      };
    },
  };
}

export interface CustomDesignDeps {
  db: Db;
  storage: ObjectStorage;
  images: DesignImageSource;
  catalog: CatalogService;
  clock: Clock;
  redis: Redis | null;
  limits: { quotaPerHour: number; maxConcurrent: number };
  /** Tells the customer their design is priced, approved and ready to buy (absent: nobody is told). */
  exceptions?: Pick<OrderExceptions, 'designApproved' | 'noticeStored'>;
}

export function createCustomDesignService({ db, storage, images, catalog, clock, redis, limits, exceptions }: CustomDesignDeps) {
  // Counted per attempt, in Redis when present so every instance shares it: discarding a draft
  // gives nothing back, or the quota would not bound what the image service costs.
  const quota = createLimiter({ keyPrefix: 'custom-designs', points: limits.quotaPerHour, durationSeconds: 3600 }, redis);
  const studio = createStudioSlots(limits.maxConcurrent);

  async function load(id: string, audience: Audience): Promise<CustomOrder> {
    const row = await repo.findView(db, id);
    if (!row) throw notFound(wording(messages, 'notFound'));
    return toCustomOrderDto(row, audience);
  }

  /** The owner's design, locked; anyone else's is 'not found', so its existence never leaks. */
  async function lockOwned(tx: Tx, user: UserRow, id: string) {
    const row = await repo.lockCustomOrder(tx, id);
    if (!row || row.userId !== user.id) throw notFound(wording(messages, 'notFound'));
    return row;
  }

  async function lockForStaff(tx: Tx, id: string) {
    const row = await repo.lockCustomOrder(tx, id);
    if (!row) throw notFound(wording(messages, 'notFound'));
    return row;
  }

  /** Stores the picture and the draft; takes the picture back if the draft cannot be saved. */
  async function saveDraft(user: UserRow, prompt: string, image: Awaited<ReturnType<DesignImageSource['draw']>>): Promise<string> {
    const stored = await storeImage(storage, DESIGNS_DIR, await processImage(image.bytes));
    try {
      const now = clock();
      // Four characters give ~920 000 numbers a day; a clash is rare, and another draw settles it.
      for (let attempt = 0; attempt < 5; attempt++) {
        const id = await repo.insertCustomOrder(db, {
          customOrderId: newCustomOrderId(now),
          userId: user.id,
          prompt,
          generatedImage: stored.publicUrl,
          generator: image.generator,
          fallback: image.fallback,
          fallbackReason: image.fallbackReason,
          status: 'draft',
          createdAt: now,
        });
        if (id) return id;
      }
      throw new Error('Could not find a free custom order number');
    } catch (error) {
      await deleteKeys(storage, stored.keys);
      throw error;
    }
  }

  return {
    async generate(user: UserRow, prompt: string): Promise<CustomOrder> {
      if (containsAbusiveWords(prompt)) {
        throw new AppError(400, wording(messages, 'abusivePrompt'), 'ABUSIVE_PROMPT', [{ path: 'prompt', message: wording(messages, 'abusivePromptField') }]);
      }
      const leave = studio.tryEnter();
      if (!leave) throw new AppError(503, wording(messages, 'studioBusy'), 'STUDIO_BUSY');
      try {
        await consumeAttempt(quota, user.id, (minutes) => wording(messages, 'quotaPerHour', { quota: limits.quotaPerHour, minutes }));
        const image = await images.draw(prompt).catch((error: unknown) => {
          if (error instanceof ImageRefusedError) {
            throw new AppError(422, wording(messages, 'promptRefused'), 'PROMPT_REFUSED', [
              { path: 'prompt', message: wording(messages, 'promptRefusedField') },
            ]);
          }
          throw error;
        });
        return load(await saveDraft(user, prompt, image), 'owner');
      } finally {
        leave();
      }
    },

    /** Sends the draft to the shop with the customer's answer on showing it in the public gallery. */
    async submit(user: UserRow, id: string, { galleryConsent }: { galleryConsent: boolean }): Promise<CustomOrder> {
      await db.transaction(async (tx) => {
        const row = await lockOwned(tx, user, id);
        assertMove(row.status, 'pending_approval');
        await repo.updateCustomOrder(tx, id, { status: 'pending_approval', submittedAt: clock(), galleryConsent });
      });
      return load(id, 'owner');
    },

    /** The owner changes their answer at any time; withdrawn, the design leaves the gallery with the next read. */
    async setGalleryConsent(user: UserRow, id: string, { galleryConsent }: { galleryConsent: boolean }): Promise<CustomOrder> {
      await db.transaction(async (tx) => {
        await lockOwned(tx, user, id);
        await repo.updateCustomOrder(tx, id, { galleryConsent });
      });
      return load(id, 'owner');
    },

    /** Deletes a draft and its picture; submitted designs stay (staff may be reviewing them). */
    async discard(user: UserRow, id: string): Promise<void> {
      const image = await db.transaction(async (tx) => {
        const row = await lockOwned(tx, user, id);
        if (row.status !== 'draft') throw new AppError(409, wording(messages, 'onlyDraftsDiscarded'), 'INVALID_STATE');
        await repo.deleteCustomOrder(tx, id);
        return row.generatedImage;
      });
      await deleteKeys(storage, storedImageKeys(storage, image));
    },

    /** The customer's designs, newest first, drafts included so an unplaced design can still be placed or discarded. */
    async mine(user: UserRow): Promise<CustomOrder[]> {
      return (await repo.listForOwner(db, user.id)).map((row) => toCustomOrderDto(row, 'owner'));
    },

    async gallery({ page, limit }: GalleryQuery): Promise<GalleryAnswer> {
      const { rows, total } = await repo.listGallery(db, { page, limit });
      return { customOrders: rows.map((row) => toCustomOrderDto(row, 'public')), ...pageInfo({ page, limit }, total) };
    },

    /** One design: its owner and staff see all of it; anyone may see one the gallery shows. */
    async get(reader: UserRow | undefined, id: string): Promise<CustomOrder> {
      const row = await repo.findView(db, id);
      const audience = row ? audienceOf(reader, row) : null;
      if (!row || !audience) throw notFound(wording(messages, 'notFound'));
      return toCustomOrderDto(row, audience);
    },

    async listForStaff(status: CustomOrderStatus): Promise<CustomOrder[]> {
      return (await repo.listByStatus(db, status, ADMIN_LIST_LIMIT)).map((row) => toCustomOrderDto(row, 'staff'));
    },

    async approve(admin: UserRow, id: string, input: ApproveInput): Promise<CustomOrder> {
      await db.transaction(async (tx) => {
        const row = await lockForStaff(tx, id);
        assertMove(row.status, 'approved');
        if (!(await findCategory(tx, input.category)))
          throw badRequest('Invalid category selected', [{ path: 'category', message: 'Invalid category selected' }]);
        const now = clock();
        await repo.updateCustomOrder(tx, id, {
          status: 'approved',
          approvedName: input.name,
          approvedDescription: input.description,
          approvedPricePaise: toPaise(input.price),
          approvedCategoryId: input.category,
          approvedDeliveryTime: input.deliveryTime,
          approvedFeatures: input.features,
          approvedTags: input.tags,
          // Left out, the design has no Hindi: the Hindi pages show the English.
          approvedNameHi: input.hi?.name ?? '',
          approvedDescriptionHi: input.hi?.description ?? '',
          approvedFeaturesHi: input.hi?.features ?? [],
          approvedTagsHi: input.hi?.tags ?? [],
          notes: input.notes || null,
          approvedById: admin.id,
          approvedAt: now,
          reviewedAt: now,
        });
        await recordAudit(tx, admin, {
          action: 'design.approve',
          entityType: 'design',
          entityId: id,
          summary: `Design ${row.customOrderId} approved as ${input.name} at ${formatRupees(toPaise(input.price))}`,
          before: { status: row.status },
          after: { status: 'approved', name: input.name, nameHi: input.hi?.name ?? '', price: input.price },
        });
      });
      return load(id, 'staff');
    },

    async reject(admin: UserRow, id: string, input: RejectInput): Promise<CustomOrder> {
      await db.transaction(async (tx) => {
        const row = await lockForStaff(tx, id);
        assertMove(row.status, 'rejected');
        await repo.updateCustomOrder(tx, id, { status: 'rejected', rejectionReason: input.rejectionReason, reviewedAt: clock() });
        await recordAudit(tx, admin, {
          action: 'design.reject',
          entityType: 'design',
          entityId: id,
          summary: `Design ${row.customOrderId} rejected: ${input.rejectionReason}`,
          before: { status: row.status },
          after: { status: 'rejected' },
        });
      });
      return load(id, 'staff');
    },

    /**
     * Creates the product (the design's picture and its approved details, the stock given) and
     * marks the design converted, in one transaction through the catalogue, whose cache then drops.
     */
    async convert(admin: UserRow, id: string, input: ConvertInput): Promise<{ customOrder: CustomOrder; product: { _id: string; name: string } }> {
      const { productId, customerId } = await catalog.inTransaction(async (tx, writes) => {
        const row = await lockForStaff(tx, id);
        // Approved and not yet converted: the contract's one way into converted_to_product.
        if (row.convertedProductId) throw new AppError(409, 'This custom order already has a product', 'INVALID_STATE');
        assertMove(row.status, 'converted_to_product');
        if (!row.approvedCategoryId || row.approvedName === null || row.approvedPricePaise === null) {
          throw new AppError(409, 'The approved category no longer exists; this design cannot become a product', 'CATEGORY_MISSING');
        }
        const created = await writes.createProduct(
          ProductWriteSchema.parse({
            name: row.approvedName,
            description: row.approvedDescription ?? row.prompt,
            price: toRupees(row.approvedPricePaise),
            category: row.approvedCategoryId,
            images: [row.generatedImage],
            stock: input.stock,
            tags: row.approvedTags,
            features: row.approvedFeatures,
            deliveryTime: row.approvedDeliveryTime ?? undefined,
            hi: { name: row.approvedNameHi, description: row.approvedDescriptionHi, features: row.approvedFeaturesHi, tags: row.approvedTagsHi },
            isNewProduct: true,
          }),
        );
        await repo.updateCustomOrder(tx, id, { status: 'converted_to_product', convertedProductId: created });
        await recordAudit(tx, admin, {
          action: 'design.convert',
          entityType: 'design',
          entityId: id,
          summary: `Design ${row.customOrderId} made a product: ${row.approvedName} at ${formatRupees(row.approvedPricePaise)}, stock ${input.stock}`,
          before: { status: row.status },
          after: { status: 'converted_to_product', productId: created, stock: input.stock },
        });
        // Priced, approved and now for sale: the customer hears it at once, with the link to buy it.
        await exceptions?.designApproved(
          tx,
          {
            id: row.id,
            number: row.customOrderId,
            userId: row.userId,
            name: row.approvedName,
            nameHi: row.approvedNameHi,
            pricePaise: row.approvedPricePaise,
            productId: created,
          },
          staffActor(admin).label,
        );
        return { productId: created, customerId: row.userId };
      });
      // Committed: the customer's open My Orders shows the news live (decision 033).
      exceptions?.noticeStored(customerId);
      const product = await catalog.getProduct(productId, { includeInactive: true });
      return { customOrder: await load(id, 'staff'), product: { _id: product._id, name: product.name } };
    },
  };
}
export type CustomDesignService = ReturnType<typeof createCustomDesignService>;
