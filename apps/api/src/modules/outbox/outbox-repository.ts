import { desc, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { outboxMessages } from '../../db/schema.js';

export type OutboxRow = typeof outboxMessages.$inferSelect;
export type NewOutboxRow = typeof outboxMessages.$inferInsert;

/**
 * Keeps messages in one statement; one whose `retryKey` was kept before is skipped (a repeat changes
 * nothing), and messages without a key are always kept.
 */
export async function insertOutboxMessages(db: Executor, messages: NewOutboxRow[]): Promise<void> {
  await db.insert(outboxMessages).values(messages).onConflictDoNothing({ target: outboxMessages.retryKey });
}

export async function listOutboxMessages(
  db: Executor,
  filter: { recipients?: string[] | undefined; limit: number },
): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outboxMessages)
    .where(filter.recipients === undefined ? undefined : inArray(outboxMessages.recipient, filter.recipients))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(filter.limit);
}

/** Messages sent to these contacts (e-mail, mobile, LINE id): their bodies name the member (DESIGN §16 erasure). */
export async function deleteOutboxMessagesTo(db: Executor, recipients: readonly string[]): Promise<number> {
  if (!recipients.length) return 0;
  const deleted = await db
    .delete(outboxMessages)
    .where(inArray(outboxMessages.recipient, [...recipients]))
    .returning({ id: outboxMessages.id });
  return deleted.length;
}
