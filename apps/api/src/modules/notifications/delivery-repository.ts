import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { notificationDeliveries, notifications } from '../../db/schema.js';
import type { DeliveryChannel } from './notification-repository.js';

/** A claimed delivery with what sending it needs: the notification's words and the member's addresses. */
export interface ClaimedDelivery {
  id: string;
  notificationId: number;
  channel: DeliveryChannel;
  /** This attempt's number (1 for the first). */
  attempts: number;
  kind: string;
  titleTh: string;
  titleEn: string;
  bodyTh: string;
  bodyEn: string;
  linkPath: string | null;
  memberStatus: string;
  language: 'th' | 'en';
  email: string | null;
  lineUserId: string | null;
  isFollowing: boolean;
  wantsLine: boolean;
  wantsEmail: boolean;
}

/**
 * Claims up to `limit` due deliveries for `leaseMs` (rows another worker holds are skipped, not waited
 * for) and reads what sending them needs, in one statement. A claim counts as an attempt.
 */
export async function claimDueDeliveries(
  db: Executor,
  options: { now: Date; leaseMs: number; limit: number },
): Promise<ClaimedDelivery[]> {
  const leaseUntil = new Date(options.now.getTime() + options.leaseMs);
  const result = await db.execute<Record<string, unknown>>(sql`
    with claimed as (
      update notification_deliveries as delivery
      set lease_until = ${leaseUntil}, attempts = delivery.attempts + 1
      where delivery.id in (
        select id from notification_deliveries
        where status = 'pending' and due_at <= ${options.now} and (lease_until is null or lease_until <= ${options.now})
        order by due_at
        limit ${options.limit}
        for update skip locked
      )
      returning delivery.id, delivery.notification_id, delivery.channel, delivery.attempts
    )
    select claimed.id, claimed.notification_id, claimed.channel, claimed.attempts,
      notification.kind, notification.title_th, notification.title_en, notification.body_th, notification.body_en,
      notification.link_path, member.status as member_status, member.language, member.email, member.line_user_id,
      coalesce(follow.following, false) as is_following,
      coalesce(preference.line, true) as wants_line, coalesce(preference.email, true) as wants_email
    from claimed
    join notifications as notification on notification.id = claimed.notification_id
    join members as member on member.id = notification.member_id
    left join line_follows as follow on follow.line_user_id = member.line_user_id
    left join notification_preferences as preference on preference.member_id = member.id`);
  return result.rows.map((row) => ({
    id: String(row.id),
    notificationId: Number(row.notification_id),
    channel: row.channel as DeliveryChannel,
    attempts: Number(row.attempts),
    kind: String(row.kind),
    titleTh: String(row.title_th),
    titleEn: String(row.title_en),
    bodyTh: String(row.body_th),
    bodyEn: String(row.body_en),
    linkPath: row.link_path === null ? null : String(row.link_path),
    memberStatus: String(row.member_status),
    language: row.language === 'en' ? 'en' : 'th',
    email: row.email === null ? null : String(row.email),
    lineUserId: row.line_user_id === null ? null : String(row.line_user_id),
    isFollowing: row.is_following === true,
    wantsLine: row.wants_line === true,
    wantsEmail: row.wants_email === true,
  }));
}

/** Marks deliveries sent (after the channel accepted them). */
export async function markSent(db: Executor, ids: readonly string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(notificationDeliveries)
    .set({ status: 'sent', sentAt: at, leaseUntil: null, outcome: null })
    .where(and(inArray(notificationDeliveries.id, [...ids]), eq(notificationDeliveries.status, 'pending')));
}

/** Ends pending deliveries as skipped or failed, saying why, in one statement. */
export async function markEnded(
  db: Executor,
  ids: readonly string[],
  end: { status: 'skipped' | 'failed'; outcome: string },
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(notificationDeliveries)
    .set({ status: end.status, outcome: end.outcome, leaseUntil: null })
    .where(and(inArray(notificationDeliveries.id, [...ids]), eq(notificationDeliveries.status, 'pending')));
}

/**
 * Hands a pending delivery back to be tried at `dueAt`. `isAttempt: false` (LINE asked to wait) does not
 * count the claim as a try.
 */
export async function reschedule(
  db: Executor,
  id: string,
  retry: { dueAt: Date; outcome: string; isAttempt: boolean },
): Promise<void> {
  await db
    .update(notificationDeliveries)
    .set({
      dueAt: retry.dueAt,
      outcome: retry.outcome,
      leaseUntil: null,
      ...(retry.isAttempt ? {} : { attempts: sql`greatest(${notificationDeliveries.attempts} - 1, 0)` }),
    })
    .where(and(eq(notificationDeliveries.id, id), eq(notificationDeliveries.status, 'pending')));
}

/** Adds the e-mail deliveries LINE ones fall back to; a notification already going by e-mail gets no second. */
export async function insertEmailFallbacks(
  db: Executor,
  notificationIds: readonly number[],
  dueAt: Date,
): Promise<void> {
  if (notificationIds.length === 0) return;
  await db
    .insert(notificationDeliveries)
    .values(notificationIds.map((notificationId) => ({ notificationId, channel: 'email' as const, dueAt })))
    .onConflictDoNothing({ target: [notificationDeliveries.notificationId, notificationDeliveries.channel] });
}

/**
 * Skips a member's deliveries not yet sent: once their data is erased there is no one to send to, and a
 * worker holding one finds it no longer pending (DESIGN §16 erasure).
 */
export async function skipPendingDeliveriesOf(db: Executor, memberId: number, outcome: string): Promise<number> {
  const skipped = await db
    .update(notificationDeliveries)
    .set({ status: 'skipped', outcome, leaseUntil: null })
    .where(
      and(
        eq(notificationDeliveries.status, 'pending'),
        inArray(
          notificationDeliveries.notificationId,
          db.select({ id: notifications.id }).from(notifications).where(eq(notifications.memberId, memberId)),
        ),
      ),
    )
    .returning({ id: notificationDeliveries.id });
  return skipped.length;
}
