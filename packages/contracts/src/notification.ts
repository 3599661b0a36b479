import { z } from 'zod';
import { defineCall } from './call.js';
import { pagedList, pageQuery } from './envelope.js';
import { idField } from './fields.js';

/**
 * What a notification tells a member (DESIGN §15): one kind per event, the inbox's and every channel's.
 * `broadcast` is an operator's message; `privacy_request` answers a request of DESIGN §16.
 */
export const NOTIFICATION_KINDS = [
  'points_earned',
  'points_received',
  'receipt_rejected',
  'points_expiring',
  'tier_up',
  'tier_at_risk',
  'tier_down',
  'redemption_shipped',
  'redemption_delivered',
  'card_issued',
  'card_expiring',
  'birthday_bonus',
  'broadcast',
  'privacy_request',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The channels beside the inbox, which is always on (DESIGN §15). */
export const NOTIFICATION_CHANNELS = ['inbox', 'line', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** One inbox entry, in the member's language as it was written for them. */
export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** The app screen it opens (a path of the member app, e.g. `/point-transaction`); null when none. */
  link_path: z.string().nullable(),
  created_at: z.iso.datetime(),
  read_at: z.iso.datetime().nullable(),
});
export type MemberNotification = z.infer<typeof notificationSchema>;

/** Whether the member also wants LINE messages and e-mails; the inbox cannot be turned off. */
export const notificationPreferencesSchema = z.object({ line: z.boolean(), email: z.boolean() });
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

const memberErrors = ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'FORBIDDEN', 'MEMBER_MERGED'] as const;
/** Reading the inbox stays open to restricted members, as their point history does. */
const readAccess = ['bcrm-member', 'bcrm-canceled', 'bcrm-suspended', 'bcrm-blocked'] as const;

export const getNotificationList = defineCall({
  name: 'GetNotificationList',
  method: 'GET',
  path: '/Notification/GetNotificationList',
  summary: 'The signed-in member’s inbox, newest first, paged',
  access: readAccess,
  input: pageQuery(20),
  output: pagedList(notificationSchema),
  errors: ['VALIDATION_FAILED', ...memberErrors],
});

export const getUnreadCount = defineCall({
  name: 'GetUnreadCount',
  method: 'GET',
  path: '/Notification/GetUnreadCount',
  summary: 'How many inbox notifications the member has not read (the bell’s count)',
  access: readAccess,
  input: z.object({}),
  output: z.object({ count: z.number().int() }),
  errors: [...memberErrors],
});

export const markNotificationRead = defineCall({
  name: 'MarkRead',
  method: 'POST',
  path: '/Notification/MarkRead',
  summary: 'Marks one notification (`Notification_Id`, NOT_FOUND when not the member’s) or all (`All: true`) read',
  access: readAccess,
  input: z
    .strictObject({ Notification_Id: idField.optional(), All: z.literal(true).optional() })
    .refine((input) => (input.Notification_Id === undefined) !== (input.All === undefined), {
      error: 'notificationOneOrAll',
      path: ['Notification_Id'],
    })
    .meta({ description: 'Exactly one of `Notification_Id` and `All: true`' }),
  output: z.object({ unread: z.number().int() }),
  errors: ['VALIDATION_FAILED', 'NOT_FOUND', ...memberErrors],
});

export const getNotificationPreferences = defineCall({
  name: 'GetPreferences',
  method: 'GET',
  path: '/Notification/GetPreferences',
  summary: 'Whether the member receives LINE messages and e-mails besides the inbox',
  access: readAccess,
  input: z.object({}),
  output: notificationPreferencesSchema,
  errors: [...memberErrors],
});

export const updateNotificationPreferences = defineCall({
  name: 'UpdatePreferences',
  method: 'POST',
  path: '/Notification/UpdatePreferences',
  summary: 'Turns LINE messages and e-mails on or off (booleans; the inbox stays on)',
  access: ['bcrm-member'],
  input: z.strictObject({ Line: z.boolean(), Email: z.boolean() }),
  output: notificationPreferencesSchema,
  errors: ['VALIDATION_FAILED', ...memberErrors],
});
