import { e164OfThaiMobile, type OutboxItem } from '@loyalty/contracts';
import type { LineMessaging } from '../../adapters/line/line-messaging.js';
import { smsRecipientOf } from '../../adapters/sms/sms-recipient.js';
import type { MessageSender } from '../../adapters/types.js';
import type { Executor } from '../../db/client.js';
import { presentOutboxItem } from './outbox-presenter.js';
import { insertOutboxMessage, insertOutboxMessageOnce, listOutboxMessages } from './outbox-repository.js';

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
 * real adapter would send it (an SMS to the E.164 number); a message sent again under its `messageId` is
 * kept once.
 */
export function createOutboxSender(db: Executor, channel: OutboxItem['channel']): MessageSender {
  return {
    async send(message) {
      const row = {
        channel,
        recipient: channel === 'sms' ? smsRecipientOf(message.to) : message.to,
        subject: message.subject ?? null,
        body: message.body,
        otp: message.otp ?? null,
      };
      if (message.messageId === undefined) await insertOutboxMessage(db, row);
      else await insertOutboxMessageOnce(db, { ...row, retryKey: message.messageId });
    },
  };
}

/**
 * The local LINE Messaging stand-in (no `LINE_CHANNEL_ACCESS_TOKEN`): each push is kept in the outbox for
 * its LINE user id, its messages as LINE would get them (JSON) and the first one's `altText` as the
 * subject. A push repeated with the same retry key is recorded once and answered `sent`, as LINE answers a
 * retry it accepted before.
 */
export function createOutboxLineMessaging(db: Executor): LineMessaging {
  return {
    async push({ to, retryKey, messages }) {
      const altText = messages[0]?.altText;
      await insertOutboxMessageOnce(db, {
        channel: 'line',
        recipient: to,
        subject: typeof altText === 'string' ? altText : null,
        body: JSON.stringify(messages),
        retryKey,
      });
      return { outcome: 'sent' };
    },
  };
}

export { deleteOutboxMessagesTo } from './outbox-repository.js';
