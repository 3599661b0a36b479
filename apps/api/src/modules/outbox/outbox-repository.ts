import { desc, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { outboxMessages } from '../../db/schema.js';

export type OutboxRow = typeof outboxMessages.$inferSelect;
export type NewOutboxRow = typeof outboxMessages.$inferInsert;

export async function insertOutboxMessage(db: Executor, message: NewOutboxRow): Promise<void> {
  await db.insert(outboxMessages).values(message);
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

/** Keeps a message whose `retryKey` was not kept before; a repeat changes nothing. */
export async function insertOutboxMessageOnce(
  db: Executor,
  message: NewOutboxRow & { retryKey: string },
): Promise<void> {
  await db.insert(outboxMessages).values(message).onConflictDoNothing({ target: outboxMessages.retryKey });
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
