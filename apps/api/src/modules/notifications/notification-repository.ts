import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { type Executor, preparedSqlOnce } from '../../db/client.js';
import { notificationDeliveries, notificationPreferences, notifications } from '../../db/schema.js';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;
export type DeliveryChannel = (typeof notificationDeliveries.$inferSelect)['channel'];

/**
 * Records a notification once per event with its deliveries on `channels`, in one statement (the till's
 * sale pays for it): a second raise of the same `eventKey` inserts nothing and answers false.
 */
export async function insertNotification(
  db: Executor,
  row: NewNotificationRow,
  channels: readonly DeliveryChannel[],
): Promise<boolean> {
  const insert = preparedSqlOnce<{ id: number }>(db, 'insert_notification', () => {
    const value = sql.placeholder;
    return sql`
      with recorded as (
        insert into ${notifications} (member_id, kind, title_th, title_en, body_th, body_en, link_path, event_key)
        values (${value('memberId')}, ${value('kind')}, ${value('titleTh')}, ${value('titleEn')}, ${value('bodyTh')},
          ${value('bodyEn')}, ${value('linkPath')}, ${value('eventKey')})
        on conflict (event_key) do nothing
        returning id
      ), deliveries as (
        insert into ${notificationDeliveries} (notification_id, channel)
        select recorded.id, channel::delivery_channel
        from recorded, unnest(${value('channels')}::text[]) as channel
      )
      select id from recorded`;
  });
  const { rows } = await insert.execute({
    memberId: row.memberId,
    kind: row.kind,
    titleTh: row.titleTh,
    titleEn: row.titleEn,
    bodyTh: row.bodyTh,
    bodyEn: row.bodyEn,
    linkPath: row.linkPath ?? null,
    eventKey: row.eventKey,
    channels: [...channels],
  });
  return rows.length > 0;
}

/**
 * Records many notifications of one kind at once (the reminders), each with its deliveries on `channels`,
 * in one statement; an event key recorded before is skipped. Answers how many were recorded.
 */
export async function insertNotifications(
  db: Executor,
  rows: readonly NewNotificationRow[],
  channels: readonly DeliveryChannel[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const column = <T>(pick: (row: NewNotificationRow) => T) => sql.param(rows.map(pick));
  const result = await db.execute<{ recorded: number }>(sql`
    with recorded as (
      insert into ${notifications} (member_id, kind, title_th, title_en, body_th, body_en, link_path, event_key)
      select * from unnest(
        ${column((row) => row.memberId)}::bigint[], ${column((row) => row.kind)}::text[],
        ${column((row) => row.titleTh)}::text[], ${column((row) => row.titleEn)}::text[],
        ${column((row) => row.bodyTh)}::text[], ${column((row) => row.bodyEn)}::text[],
        ${column((row) => row.linkPath ?? null)}::text[], ${column((row) => row.eventKey)}::text[])
      on conflict (event_key) do nothing
      returning id
    ), deliveries as (
      insert into ${notificationDeliveries} (notification_id, channel)
      select recorded.id, channel::delivery_channel
      from recorded, unnest(${`{${channels.join(',')}}`}::text[]) as channel
    )
    select count(*)::int as recorded from recorded`);
  return result.rows[0]?.recorded ?? 0;
}

/** One page of the member's inbox, newest first, and how many there are. */
export async function selectNotificationPage(
  db: Executor,
  memberId: number,
  paging: { page: number; limit: number },
): Promise<{ rows: NotificationRow[]; total: number }> {
  const mine = eq(notifications.memberId, memberId);
  const rows = await db
    .select()
    .from(notifications)
    .where(mine)
    .orderBy(desc(notifications.id))
    .limit(paging.limit)
    .offset((paging.page - 1) * paging.limit);
  const [counted] = await db.select({ total: count() }).from(notifications).where(mine);
  return { rows, total: counted?.total ?? 0 };
}

export async function countUnread(db: Executor, memberId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(notifications)
    .where(and(eq(notifications.memberId, memberId), isNull(notifications.readAt)));
  return row?.total ?? 0;
}

/** Marks one of the member's notifications read (a read one stays as it was); false when it is not theirs. */
export async function markOneRead(db: Executor, memberId: number, id: number, at: Date): Promise<boolean> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${at})` })
    .where(and(eq(notifications.id, id), eq(notifications.memberId, memberId)))
    .returning({ id: notifications.id });
  return row !== undefined;
}

export async function markAllRead(db: Executor, memberId: number, at: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.memberId, memberId), isNull(notifications.readAt)));
}

export async function selectPreferences(db: Executor, memberId: number): Promise<{ line: boolean; email: boolean }> {
  const [row] = await db
    .select({ line: notificationPreferences.line, email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.memberId, memberId));
  return row ?? { line: true, email: true };
}

export async function upsertPreferences(
  db: Executor,
  memberId: number,
  preferences: { line: boolean; email: boolean },
): Promise<{ line: boolean; email: boolean }> {
  const [row] = await db
    .insert(notificationPreferences)
    .values({ memberId, ...preferences })
    .onConflictDoUpdate({
      target: notificationPreferences.memberId,
      set: { ...preferences, updatedAt: sql`now()` },
    })
    .returning({ line: notificationPreferences.line, email: notificationPreferences.email });
  if (!row) throw new Error('The preferences upsert returned no row');
  return row;
}

/** The member's whole inbox, oldest first (their PDPA export, DESIGN §16). */
export function selectNotificationsOf(db: Executor, memberId: number): Promise<NotificationRow[]> {
  return db.select().from(notifications).where(eq(notifications.memberId, memberId)).orderBy(notifications.id);
}
