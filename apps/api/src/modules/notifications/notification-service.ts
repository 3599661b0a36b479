import type { MemberNotification, NotificationKind, NotificationPreferences } from '@loyalty/contracts';
import { AppError } from '../../app-error.js';
import type { Executor } from '../../db/client.js';
import { pagedListOf } from '../../paged-list.js';
import {
  countUnread,
  type DeliveryChannel,
  insertNotification,
  insertNotifications,
  markAllRead,
  markOneRead,
  type NotificationRow,
  selectNotificationPage,
  selectPreferences,
  upsertPreferences,
} from './notification-repository.js';

export { selectNotificationsOf as listNotificationsOf } from './notification-repository.js';

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
  /** The channels beside the inbox; by default the kind's (`DEFAULT_CHANNELS`). A broadcast names its own. */
  channels?: readonly DeliveryChannel[];
}

const LINE_ONLY: readonly DeliveryChannel[] = ['line'];
const LINE_AND_EMAIL: readonly DeliveryChannel[] = ['line', 'email'];

/**
 * Where each kind goes besides the inbox (DESIGN §15): transactional events to LINE; expiring points, tier
 * changes, rejected receipts and privacy requests also by e-mail, as a member must not miss them.
 */
export const DEFAULT_CHANNELS: Readonly<Record<NotificationKind, readonly DeliveryChannel[]>> = {
  points_earned: LINE_ONLY,
  points_received: LINE_ONLY,
  receipt_rejected: LINE_AND_EMAIL,
  points_expiring: LINE_AND_EMAIL,
  tier_up: LINE_AND_EMAIL,
  tier_at_risk: LINE_AND_EMAIL,
  tier_down: LINE_AND_EMAIL,
  redemption_shipped: LINE_ONLY,
  redemption_delivered: LINE_ONLY,
  card_issued: LINE_ONLY,
  card_expiring: LINE_ONLY,
  birthday_bonus: LINE_ONLY,
  broadcast: LINE_ONLY,
  privacy_request: LINE_AND_EMAIL,
};

/**
 * Records an event in the member's inbox with its deliveries. Call it inside the transaction of what
 * caused it (DESIGN §15), so a cause rolled back leaves nothing to send; answers whether this raise
 * recorded it.
 */
export function recordNotification(tx: Executor, event: MemberEvent): Promise<boolean> {
  return insertNotification(
    tx,
    {
      memberId: event.memberId,
      kind: event.kind,
      titleTh: event.title.th,
      titleEn: event.title.en,
      bodyTh: event.body.th,
      bodyEn: event.body.en,
      linkPath: event.linkPath,
      eventKey: event.eventKey,
    },
    event.channels ?? DEFAULT_CHANNELS[event.kind],
  );
}

/**
 * Records many events of one kind at once, a statement for all (the daily reminders, a broadcast's batch),
 * each on `channels` (by default the kind's); an event raised before is skipped. Answers how many were
 * recorded.
 */
export function recordNotifications(
  db: Executor,
  kind: NotificationKind,
  events: readonly Omit<MemberEvent, 'kind' | 'channels'>[],
  channels: readonly DeliveryChannel[] = DEFAULT_CHANNELS[kind],
): Promise<number> {
  return insertNotifications(
    db,
    events.map((event) => ({
      memberId: event.memberId,
      kind,
      titleTh: event.title.th,
      titleEn: event.title.en,
      bodyTh: event.body.th,
      bodyEn: event.body.en,
      linkPath: event.linkPath,
      eventKey: event.eventKey,
    })),
    channels,
  );
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
