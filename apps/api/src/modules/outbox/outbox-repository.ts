import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { outboxMessages } from '../../db/schema.js';

export type OutboxRow = typeof outboxMessages.$inferSelect;
export type NewOutboxRow = typeof outboxMessages.$inferInsert;

export async function insertOutboxMessage(db: Executor, message: NewOutboxRow): Promise<void> {
  await db.insert(outboxMessages).values(message);
}

export async function listOutboxMessages(
  db: Executor,
  filter: { recipient?: string | undefined; limit: number },
): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outboxMessages)
    .where(filter.recipient === undefined ? undefined : eq(outboxMessages.recipient, filter.recipient))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(filter.limit);
}
