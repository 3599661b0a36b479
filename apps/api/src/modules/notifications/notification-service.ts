import type { MemberNotification, NotificationKind, NotificationPreferences } from '@loyalty/contracts';
import { AppError } from '../../app-error.js';
import type { Executor } from '../../db/client.js';
import { pagedListOf } from '../../paged-list.js';
import {
  countUnread,
  insertNotification,
  markAllRead,
  markOneRead,
  type NotificationRow,
  selectNotificationPage,
  selectPreferences,
  upsertPreferences,
} from './notification-repository.js';

/** A text in both languages, written once where the event happens (DESIGN §15: the member's language). */
export interface BilingualText {
  th: string;
  en: string;
}

/** An event a member is told of: what it is, its words and where it leads. */
export interface MemberEvent {
  memberId: number;
  kind: NotificationKind;
  /** Names the event once (`points_earned:till_sale:41`): raising it again records nothing more. */
  eventKey: string;
  title: BilingualText;
  body: BilingualText;
  /** A path of the member app, or null. */
  linkPath: string | null;
}

/**
 * Records an event in the member's inbox. Call it inside the transaction of what caused it (DESIGN §15),
 * so a cause rolled back leaves no notification; answers whether this raise recorded it.
 */
export async function recordNotification(tx: Executor, event: MemberEvent): Promise<boolean> {
  const inserted = await insertNotification(tx, {
    memberId: event.memberId,
    kind: event.kind,
    titleTh: event.title.th,
    titleEn: event.title.en,
    bodyTh: event.body.th,
    bodyEn: event.body.en,
    linkPath: event.linkPath,
    eventKey: event.eventKey,
  });
  return inserted !== undefined;
}

function presentNotification(row: NotificationRow, language: string): MemberNotification {
  const isThai = language === 'th';
  return {
    id: row.id,
    kind: row.kind,
    title: isThai ? row.titleTh : row.titleEn,
    body: isThai ? row.bodyTh : row.bodyEn,
    link_path: row.linkPath,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
  };
}

/** The member's inbox, newest first, in the request's language. */
export async function listNotifications(
  db: Executor,
  memberId: number,
  paging: { page: number; limit: number },
  language: string,
) {
  const { rows, total } = await selectNotificationPage(db, memberId, paging);
  return pagedListOf(
    rows.map((row) => presentNotification(row, language)),
    paging,
    total,
  );
}

export async function unreadCountOf(db: Executor, memberId: number): Promise<{ count: number }> {
  return { count: await countUnread(db, memberId) };
}

/** Marks one notification (NOT_FOUND when it is not the member's) or all of them read; answers what is left unread. */
export async function markRead(
  db: Executor,
  memberId: number,
  input: { Notification_Id?: number | undefined; All?: true | undefined },
  now = new Date(),
): Promise<{ unread: number }> {
  if (input.Notification_Id === undefined) await markAllRead(db, memberId, now);
  else if (!(await markOneRead(db, memberId, input.Notification_Id, now))) throw new AppError('NOT_FOUND');
  return { unread: await countUnread(db, memberId) };
}

export function preferencesOf(db: Executor, memberId: number): Promise<NotificationPreferences> {
  return selectPreferences(db, memberId);
}

export function updatePreferences(
  db: Executor,
  memberId: number,
  input: { Line: boolean; Email: boolean },
): Promise<NotificationPreferences> {
  return upsertPreferences(db, memberId, { line: input.Line, email: input.Email });
}
