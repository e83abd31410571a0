// The admin's customer management: list accounts with what they ordered and spent, and disable or
// re-enable one. Rules: an admin cannot disable themself; disabling ends every session at once
// (the auth guard refuses disabled accounts, and their sessions are revoked too).
import { can, type AdminUser, type AdminUserListAnswer, type AdminUserListQuery } from '@phoolwari/contracts';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { EndedSessions } from '../../platform/realtime';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { recordAudit } from '../audit';
import { countOtherActiveOwners, findUserById, lockOwnership, toUserDto, type UserRow } from '../auth';
import { toRupees } from '../../platform/money';
import * as repo from './repo';
import { pageInfo } from '../../db/pagination';

export function toAdminUserDto(row: UserRow, stats: repo.OrderStats = { orderCount: 0, paidPaise: 0 }): AdminUser {
  return {
    ...toUserDto(row),
    disabled: row.disabledAt !== null,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    orderCount: stats.orderCount,
    totalSpent: toRupees(stats.paidPaise),
  };
}

interface Deps {
  db: Db;
  clock: Clock;
  /** Told when an account is disabled, so its live-update sockets close too. */
  onSessionsEnded?: (ended: EndedSessions) => void;
}

export function createAdminUserService({ db, clock, onSessionsEnded }: Deps) {
  return {
    async listUsers(query: AdminUserListQuery): Promise<AdminUserListAnswer> {
      const { rows, total } = await repo.listUsers(db, query);
      const stats = await repo.orderStats(
        db,
        rows.map((r) => r.id),
      );
      return { users: rows.map((r) => toAdminUserDto(r, stats.get(r.id))), ...pageInfo(query, total) };
    },

    async setUserDisabled({ actor, userId, disabled }: { actor: UserRow; userId: string; disabled: boolean }): Promise<AdminUser> {
      // Locking oneself out would also lock the shop out if this is its only owner.
      if (disabled && actor.id === userId) throw conflict('You cannot disable your own account', 'CANNOT_DISABLE_SELF');
      const row = await db.transaction(async (tx) => {
        if (disabled) await lockOwnership(tx);
        const target = await findUserById(tx, userId);
        if (!target) return undefined;
        // A member of staff is disabled only by someone who manages staff (the owner).
        if (target.role !== 'customer' && !can(actor.role, 'staff.manage')) throw forbidden('Only the owner disables staff');
        // The shop always keeps an active owner, also when two owners disable each other at once.
        if (disabled && target.role === 'owner' && !target.disabledAt && (await countOtherActiveOwners(tx, userId)) === 0) {
          throw conflict('The shop needs an active owner: make someone else owner first', 'LAST_OWNER');
        }
        const updated = await repo.setDisabled(tx, userId, disabled, clock());
        if (updated) {
          const kind = target.role === 'customer' ? 'customer' : 'staff';
          await recordAudit(tx, actor, {
            action: `${kind}.${disabled ? 'disable' : 'enable'}`,
            entityType: kind,
            entityId: userId,
            summary: `${target.name} (${target.email}) ${disabled ? 'disabled' : 'enabled'}`,
            before: { disabled: target.disabledAt !== null },
            after: { disabled },
          });
        }
        return updated;
      });
      if (!row) throw notFound('User not found');
      if (disabled) onSessionsEnded?.({ userId });
      const stats = await repo.orderStats(db, [row.id]);
      return toAdminUserDto(row, stats.get(row.id));
    },
  };
}
export type AdminUserService = ReturnType<typeof createAdminUserService>;
