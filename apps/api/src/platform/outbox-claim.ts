// The send-once claim shared by the mail and phone outboxes. A queued message can be delivered by
// two jobs at once (a job whose instance died is handed to another while the first may still be
// sending, or an admin retries it), and a customer must get it once. Before sending, a delivery
// stamps the row's `claimed_at` in one conditional UPDATE; a second delivery finds the claim fresh
// and stops. A claim older than the lease belongs to a delivery that died mid-send: the message is
// then sent again, the one case of a duplicate we accept over a message lost.
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type mailOutbox, type phoneOutbox } from '../db/schema';

type OutboxTable = typeof mailOutbox | typeof phoneOutbox;
type OutboxStatus = 'pending' | 'failed';

/**
 * Claims one message for sending, counting the attempt. True when this delivery holds the claim;
 * false when the message is sent, not in one of `from`, or being sent by another delivery whose
 * claim is younger than `leaseSeconds` (longer than any one send can take).
 */
export async function claimToSend(
  db: Db,
  table: OutboxTable,
  id: string,
  { from, leaseSeconds }: { from: OutboxStatus[]; leaseSeconds: number },
): Promise<boolean> {
  const claimed = await db
    .update(table)
    .set({ claimedAt: sql`now()`, attempts: sql`${table.attempts} + 1`, status: 'pending' })
    .where(
      and(eq(table.id, id), inArray(table.status, from), or(isNull(table.claimedAt), lt(table.claimedAt, sql`now() - make_interval(secs => ${leaseSeconds})`))),
    )
    .returning({ attempts: table.attempts });
  return claimed.length > 0;
}
