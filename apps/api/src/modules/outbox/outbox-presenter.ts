import type { OutboxItem } from '@loyalty/contracts';
import type { OutboxRow } from './outbox-repository.js';

export function presentOutboxItem(row: OutboxRow): OutboxItem {
  return {
    recipient: row.recipient,
    channel: row.channel,
    subject: row.subject,
    body: row.body,
    otp: row.otp,
    created_at: row.createdAt.toISOString(),
  };
}
