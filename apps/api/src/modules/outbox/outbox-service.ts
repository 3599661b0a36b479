import type { OutboxItem } from '@loyalty/contracts';
import type { MessageSender } from '../../adapters/types.js';
import type { Executor } from '../../db/client.js';
import { presentOutboxItem } from './outbox-presenter.js';
import { insertOutboxMessage, listOutboxMessages } from './outbox-repository.js';

/** Newest first, optionally for one recipient (DESIGN §7 dev outbox). */
export async function readOutbox(
  db: Executor,
  filter: { recipient?: string | undefined; limit: number },
): Promise<OutboxItem[]> {
  const rows = await listOutboxMessages(db, filter);
  return rows.map(presentOutboxItem);
}

/** The local mail or SMS adapter: keeps the message in the outbox instead of sending it. */
export function createOutboxSender(db: Executor, channel: OutboxItem['channel']): MessageSender {
  return {
    async send(message) {
      await insertOutboxMessage(db, {
        channel,
        recipient: message.to,
        subject: message.subject ?? null,
        body: message.body,
        otp: message.otp ?? null,
      });
    },
  };
}
