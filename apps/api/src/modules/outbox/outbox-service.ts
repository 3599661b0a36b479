import { e164OfThaiMobile, type OutboxItem } from '@loyalty/contracts';
import { smsRecipientOf } from '../../adapters/sms/sms-recipient.js';
import type { MessageSender } from '../../adapters/types.js';
import type { Executor } from '../../db/client.js';
import { presentOutboxItem } from './outbox-presenter.js';
import { insertOutboxMessage, listOutboxMessages } from './outbox-repository.js';

/**
 * Newest first, optionally for one recipient (DESIGN §7 dev outbox). A mobile is found however it is
 * written: texts are recorded in E.164, as a provider gets them, and members know their number as 08….
 */
export async function readOutbox(
  db: Executor,
  filter: { recipient?: string | undefined; limit: number },
): Promise<OutboxItem[]> {
  const { recipient, limit } = filter;
  const e164 = recipient === undefined ? undefined : e164OfThaiMobile(recipient);
  const recipients = recipient === undefined ? undefined : [recipient, ...(e164 ? [e164] : [])];
  const rows = await listOutboxMessages(db, { recipients, limit });
  return rows.map(presentOutboxItem);
}

/**
 * The local mail or SMS adapter: keeps the message in the outbox instead of sending it, addressed as the
 * real adapter would send it (an SMS to the E.164 number).
 */
export function createOutboxSender(db: Executor, channel: OutboxItem['channel']): MessageSender {
  return {
    async send(message) {
      await insertOutboxMessage(db, {
        channel,
        recipient: channel === 'sms' ? smsRecipientOf(message.to) : message.to,
        subject: message.subject ?? null,
        body: message.body,
        otp: message.otp ?? null,
      });
    },
  };
}
