import { e164OfThaiMobile, type OutboxItem } from '@loyalty/contracts';
import type { LineMessaging } from '../../adapters/line/line-messaging.js';
import { smsRecipientOf } from '../../adapters/sms/sms-recipient.js';
import type { MessageSender } from '../../adapters/types.js';
import type { Executor } from '../../db/client.js';
import { presentOutboxItem } from './outbox-presenter.js';
import { insertOutboxMessages, listOutboxMessages, type NewOutboxRow } from './outbox-repository.js';

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

/** The most messages one statement keeps. */
const MOST_ROWS_PER_INSERT = 500;

/**
 * Keeps messages as they are handed over, many to a statement (a group commit): the notification worker
 * sends 32 at a time, and one committed insert per message bounded its pace on the stand-ins (issue 37).
 * The messages handed over in the same turn of the event loop, or while a statement is on its way, go
 * together in the next; each caller's promise settles once its own message is committed, or rejects with
 * the statement's failure (the worker then retries, and the retry key keeps a resent message once).
 */
function createOutboxWriter(db: Executor): (row: NewOutboxRow) => Promise<void> {
  let waiting: { row: NewOutboxRow; resolve: () => void; reject: (cause: unknown) => void }[] = [];
  let isWriting = false;

  const writeWaiting = async (): Promise<void> => {
    isWriting = true;
    while (waiting.length > 0) {
      const batch = waiting.slice(0, MOST_ROWS_PER_INSERT);
      waiting = waiting.slice(batch.length);
      try {
        await insertOutboxMessages(
          db,
          batch.map((entry) => entry.row),
        );
        for (const entry of batch) entry.resolve();
      } catch (cause) {
        for (const entry of batch) entry.reject(cause);
      }
    }
    isWriting = false;
  };

  return (row) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ row, resolve, reject });
      if (!isWriting && waiting.length === 1) setImmediate(() => void writeWaiting());
    });
}

/**
 * The local mail or SMS adapter: keeps the message in the outbox instead of sending it, addressed as the
 * real adapter would send it (an SMS to the E.164 number); a message sent again under its `messageId` is
 * kept once.
 */
export function createOutboxSender(db: Executor, channel: OutboxItem['channel']): MessageSender {
  const write = createOutboxWriter(db);
  return {
    send: (message) =>
      write({
        channel,
        recipient: channel === 'sms' ? smsRecipientOf(message.to) : message.to,
        subject: message.subject ?? null,
        body: message.body,
        otp: message.otp ?? null,
        retryKey: message.messageId ?? null,
      }),
  };
}

/**
 * The local LINE Messaging stand-in (no `LINE_CHANNEL_ACCESS_TOKEN`): each push is kept in the outbox for
 * its LINE user id, its messages as LINE would get them (JSON) and the first one's `altText` as the
 * subject. A push repeated with the same retry key is recorded once and answered `sent`, as LINE answers a
 * retry it accepted before.
 */
export function createOutboxLineMessaging(db: Executor): LineMessaging {
  const write = createOutboxWriter(db);
  return {
    async push({ to, retryKey, messages }) {
      const altText = messages[0]?.altText;
      await write({
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
