import type { NotificationKind } from '@loyalty/contracts';
import type { LineMessaging, LinePushResult } from '../../adapters/line/line-messaging.js';
import type { MessageSender } from '../../adapters/types.js';
import type { Executor } from '../../db/client.js';
import { flexMessageFor } from '../line/flex-messages.js';
import {
  type ClaimedDelivery,
  claimDueDeliveries,
  insertEmailFallbacks,
  markEnded,
  markSent,
  reschedule,
} from './delivery-repository.js';
import { notificationEmail } from './notification-email.js';

export interface DeliveryDeps {
  db: Executor;
  lineMessaging: LineMessaging;
  mail: MessageSender;
  publicUrl: string;
  liffId?: string | undefined;
}

/**
 * What a worker remembers between batches: LINE's Retry-After (no push before it) and a spent monthly
 * quota (e-mail instead until the month LINE counts in, Asia/Bangkok's, turns).
 */
export interface LineState {
  waitUntil: number;
  quotaSpentUntil: number;
}

export const newLineState = (): LineState => ({ waitUntil: 0, quotaSpentUntil: 0 });

/**
 * A worker's batch and lease: a killed worker's claims are free again 20 seconds later. A batch takes about
 * a second; one still sending when its lease ends is sent again under the same keys, never delivered twice.
 */
export const DELIVERY_BATCH = 500;
export const DELIVERY_LEASE_MS = 20_000;
/**
 * Sends in flight at once. LINE answers a push in tens of milliseconds, so 32 keep a process at several
 * hundred pushes a second, within the push call's 2,000 requests a second per channel (Messaging API
 * reference, rate limits); a 429 all the same waits its Retry-After.
 */
const CONCURRENCY = 32;
/** Retries after a failed send back off from 30 seconds, doubling, at most an hour apart, eight in all. */
const MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;
/** The statuses of members who left: nothing more is sent to them (a member deleted or canceled meanwhile). */
const GONE_STATUSES = new Set(['canceled', 'merged']);

export interface DeliveryCounts {
  claimed: number;
  sent: number;
  skipped: number;
  retried: number;
  failed: number;
}

/** The first instant of the next month in Asia/Bangkok (UTC+7, no daylight saving). */
function nextBangkokMonth(now: number): number {
  const bangkok = new Date(now + 7 * 3_600_000);
  return Date.UTC(bangkok.getUTCFullYear(), bangkok.getUTCMonth() + 1, 1) - 7 * 3_600_000;
}

function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), LONGEST_RETRY_MS);
}

/** What a claimed delivery comes to before anything is sent. */
type Plan = { action: 'send' } | { action: 'skip'; outcome: string; fallBackToEmail?: boolean };

function planOf(delivery: ClaimedDelivery, line: LineState, now: number): Plan {
  if (GONE_STATUSES.has(delivery.memberStatus)) return { action: 'skip', outcome: 'member_gone' };
  if (delivery.channel === 'email') {
    if (!delivery.wantsEmail) return { action: 'skip', outcome: 'turned_off' };
    if (!delivery.email) return { action: 'skip', outcome: 'no_email' };
    return { action: 'send' };
  }
  if (!delivery.wantsLine) return { action: 'skip', outcome: 'turned_off' };
  if (!delivery.lineUserId) return { action: 'skip', outcome: 'no_line_account' };
  // A member who blocked the official account is told by e-mail instead (DESIGN §15).
  if (!delivery.isFollowing) return { action: 'skip', outcome: 'not_a_friend', fallBackToEmail: true };
  if (line.quotaSpentUntil > now) return { action: 'skip', outcome: 'quota_spent', fallBackToEmail: true };
  return { action: 'send' };
}

function wordsOf(delivery: ClaimedDelivery) {
  const isThai = delivery.language === 'th';
  return { title: isThai ? delivery.titleTh : delivery.titleEn, body: isThai ? delivery.bodyTh : delivery.bodyEn };
}

/**
 * Claims one batch of due deliveries and sends them (DESIGN §15): exactly once per notification and
 * channel, as each row is one channel's send, leased while it is sent, and resent after a crash under the
 * same LINE retry key or Message-ID. Answers what became of the batch.
 */
export async function deliverDueNotifications(
  deps: DeliveryDeps,
  line: LineState,
  options: { now?: Date; limit?: number } = {},
): Promise<DeliveryCounts> {
  const now = options.now ?? new Date();
  const claimed = await claimDueDeliveries(deps.db, {
    now,
    leaseMs: DELIVERY_LEASE_MS,
    limit: options.limit ?? DELIVERY_BATCH,
  });
  const counts: DeliveryCounts = { claimed: claimed.length, sent: 0, skipped: 0, retried: 0, failed: 0 };
  // What the batch came to is written once the sends are over, a statement per outcome: a worker killed
  // before that leaves its rows to be claimed and sent again under the same retry key or Message-ID.
  const sentIds: string[] = [];
  const ended = new Map<string, { status: 'skipped' | 'failed'; outcome: string; ids: string[] }>();
  const fallbacks: number[] = [];

  function end(delivery: ClaimedDelivery, status: 'skipped' | 'failed', outcome: string) {
    const key = `${status}:${outcome}`;
    const group = ended.get(key) ?? { status, outcome, ids: [] };
    group.ids.push(delivery.id);
    ended.set(key, group);
  }

  function skip(delivery: ClaimedDelivery, outcome: string, fallBackToEmail = false) {
    if (fallBackToEmail) fallbacks.push(delivery.notificationId);
    end(delivery, 'skipped', outcome);
    counts.skipped += 1;
  }

  async function retryOrFail(delivery: ClaimedDelivery, reason: string) {
    if (delivery.attempts >= MAX_ATTEMPTS) {
      end(delivery, 'failed', reason);
      counts.failed += 1;
      return;
    }
    const dueAt = new Date(now.getTime() + retryDelayMs(delivery.attempts));
    await reschedule(deps.db, delivery.id, { dueAt, outcome: reason, isAttempt: true });
    counts.retried += 1;
  }

  async function push(delivery: ClaimedDelivery): Promise<LinePushResult> {
    if (line.waitUntil > Date.now()) return { outcome: 'rate_limited', retryAfterMs: line.waitUntil - Date.now() };
    const { title, body } = wordsOf(delivery);
    return deps.lineMessaging.push({
      to: delivery.lineUserId ?? '',
      retryKey: delivery.id,
      messages: [
        flexMessageFor({
          kind: delivery.kind as NotificationKind,
          title,
          body,
          linkPath: delivery.linkPath ?? '/notifications',
          language: delivery.language,
          liffId: deps.liffId,
          publicUrl: deps.publicUrl,
        }),
      ],
    });
  }

  async function sendLine(delivery: ClaimedDelivery) {
    const result = await push(delivery).catch(
      (error: unknown): LinePushResult => ({ outcome: 'failed', reason: String(error) }),
    );
    switch (result.outcome) {
      case 'sent':
        sentIds.push(delivery.id);
        counts.sent += 1;
        return;
      case 'rate_limited':
        line.waitUntil = Math.max(line.waitUntil, Date.now() + result.retryAfterMs);
        await reschedule(deps.db, delivery.id, {
          dueAt: new Date(now.getTime() + result.retryAfterMs),
          outcome: 'rate_limited',
          isAttempt: false,
        });
        counts.retried += 1;
        return;
      case 'not_a_friend':
        return skip(delivery, 'not_a_friend', true);
      case 'quota_spent':
        line.quotaSpentUntil = nextBangkokMonth(now.getTime());
        return skip(delivery, 'quota_spent', true);
      case 'failed':
        return retryOrFail(delivery, result.reason.slice(0, 200));
    }
  }

  async function sendEmail(delivery: ClaimedDelivery) {
    const { title, body } = wordsOf(delivery);
    try {
      await deps.mail.send(
        notificationEmail({
          to: delivery.email ?? '',
          title,
          body,
          linkPath: delivery.linkPath,
          language: delivery.language,
          publicUrl: deps.publicUrl,
          messageId: delivery.id,
        }),
      );
      sentIds.push(delivery.id);
      counts.sent += 1;
    } catch (error) {
      await retryOrFail(delivery, String(error).slice(0, 200));
    }
  }

  async function handle(delivery: ClaimedDelivery) {
    const plan = planOf(delivery, line, now.getTime());
    if (plan.action === 'skip') return skip(delivery, plan.outcome, plan.fallBackToEmail);
    return delivery.channel === 'line' ? sendLine(delivery) : sendEmail(delivery);
  }

  let next = 0;
  const worker = async () => {
    while (next < claimed.length) {
      const delivery = claimed[next];
      next += 1;
      if (delivery) await handle(delivery);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, claimed.length) }, worker));
  await insertEmailFallbacks(deps.db, fallbacks, now);
  for (const group of ended.values()) await markEnded(deps.db, group.ids, group);
  await markSent(deps.db, sentIds, new Date());
  return counts;
}

export { skipPendingDeliveriesOf } from './delivery-repository.js';
