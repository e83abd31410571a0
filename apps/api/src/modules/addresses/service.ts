// A customer's saved addresses, offered at checkout. Rules: at most MAX_SAVED_ADDRESSES; while any
// address exists exactly one is the default (the first one saved becomes it, choosing another
// moves it, deleting it passes it on). Changes run in a transaction with the customer's row locked.
import { MAX_SAVED_ADDRESSES, type SavedAddress, type SavedAddressWriteSchema } from '@phoolwari/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../platform/errors';
import { wording } from '../../platform/i18n/translator';
import * as messages from './messages';
import * as repo from './repo';

type AddressInput = z.output<typeof SavedAddressWriteSchema>;

const notFoundHere = () => notFound(wording(messages, 'notFound'));

export function toSavedAddressDto(row: repo.AddressRow): SavedAddress {
  return {
    _id: row.id,
    label: row.label,
    name: row.name,
    street: row.street,
    city: row.city,
    state: row.state,
    pincode: row.pincode,
    country: row.country,
    phone: row.phone,
    relation: row.relation,
    isDefault: row.isDefault,
  };
}

function toValues(input: AddressInput): repo.AddressValues {
  return {
    label: input.label,
    name: input.name,
    street: input.street,
    city: input.city,
    state: input.state,
    pincode: input.pincode,
    country: input.country,
    phone: input.phone,
    relation: input.relation,
  };
}

export function createAddressService({ db }: { db: Db }) {
  return {
    async list(userId: string): Promise<SavedAddress[]> {
      return (await repo.listAddresses(db, userId)).map(toSavedAddressDto);
    },

    async create(userId: string, input: AddressInput): Promise<SavedAddress> {
      const row = await db.transaction(async (tx) => {
        await repo.lockOwner(tx, userId);
        const existing = await repo.countAddresses(tx, userId);
        if (existing >= MAX_SAVED_ADDRESSES) {
          throw conflict(wording(messages, 'limit', { max: MAX_SAVED_ADDRESSES }), 'ADDRESS_LIMIT');
        }
        const isDefault = input.isDefault || existing === 0;
        if (isDefault) await repo.clearDefault(tx, userId);
        return repo.insertAddress(tx, userId, { ...toValues(input), isDefault });
      });
      return toSavedAddressDto(row);
    },

    /**
     * Replaces the address. `isDefault: true` makes it the default; `false` leaves the flag as it
     * is, because a form that omits the field must not silently strip the default (choose another
     * address as default instead).
     */
    async update(userId: string, id: string, input: AddressInput): Promise<SavedAddress> {
      const row = await db.transaction(async (tx) => {
        await repo.lockOwner(tx, userId);
        if (input.isDefault) await repo.clearDefault(tx, userId, id);
        const updated = await repo.updateAddress(tx, userId, id, { ...toValues(input), ...(input.isDefault ? { isDefault: true } : {}) });
        // Throwing rolls back the cleared default too.
        if (!updated) throw notFoundHere();
        return updated;
      });
      return toSavedAddressDto(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        await repo.lockOwner(tx, userId);
        const deleted = await repo.deleteAddress(tx, userId, id);
        if (!deleted) throw notFoundHere();
        if (!deleted.isDefault) return;
        const heir = await repo.oldestAddress(tx, userId);
        if (heir) await repo.updateAddress(tx, userId, heir.id, { isDefault: true });
      });
    },
  };
}
export type AddressService = ReturnType<typeof createAddressService>;
