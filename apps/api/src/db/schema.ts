import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgSequence,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true });

/** Membership states of SPEC §6; `merged` members can no longer sign in (MEMBER_MERGED). */
export const memberStatus = pgEnum('member_status', ['active', 'canceled', 'suspended', 'blocked', 'merged']);

/** Member codes (`mbk_member_id`) are `CR` and eight digits from this sequence. */
export const memberCodeSequence = pgSequence('member_code_seq', { startWith: 10000001 });

export const members = pgTable(
  'members',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mbkMemberId: text('mbk_member_id').notNull().default(sql`'CR' || lpad(nextval('member_code_seq')::text, 8, '0')`),
    /** DESIGN §6: 1 = foreigner identified by e-mail, 2 = Thai identified by mobile. */
    loginType: smallint('login_type').notNull(),
    email: text('email'),
    mobileNo: text('mobile_no'),
    passwordHash: text('password_hash'),
    status: memberStatus('status').notNull().default('active'),
    govIdRef: text('gov_id_ref'),
    govIdType: text('gov_id_type'),
    gender: text('gender'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    address: text('address'),
    province: text('province'),
    provinceId: integer('province_id'),
    district: text('district'),
    districtId: integer('district_id'),
    subDistrict: text('sub_district'),
    subDistrictId: integer('sub_district_id'),
    postalCode: text('postal_code'),
    relationshipStatus: text('relationship_status'),
    nationality: text('nationality'),
    education: text('education'),
    career: text('career'),
    income: text('income'),
    pictureUrl: text('picture_url'),
    homeConsentNotify: boolean('home_consent_notify').notNull().default(false),
    homeConsentNotifyAt: at('home_consent_notify_at'),
    profileConsentNotify: boolean('profile_consent_notify').notNull().default(false),
    profileConsentNotifyAt: at('profile_consent_notify_at'),
    acceptConsentAndPolicy: boolean('accept_consent_and_policy').notNull().default(false),
    acceptConsentAndPolicyAt: at('accept_consent_and_policy_at'),
    acceptNewsAndPromotions: boolean('accept_news_and_promotions').notNull().default(false),
    acceptNewsAndPromotionsAt: at('accept_news_and_promotions_at'),
    acceptPreferenceAndInterest: boolean('accept_preference_and_interest').notNull().default(false),
    acceptPreferenceAndInterestAt: at('accept_preference_and_interest_at'),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: at('locked_until'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('members_mbk_member_id_key').on(table.mbkMemberId),
    // E-mails are stored lower-cased (contracts' emailField), so a plain unique index is one mailbox, one member.
    uniqueIndex('members_email_key').on(table.email),
    uniqueIndex('members_mobile_no_key').on(table.mobileNo),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    jti: uuid('jti').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    scope: text('scope').notNull(),
    issuedAt: at('issued_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (table) => [index('sessions_member_id_idx').on(table.memberId)],
);

export const operatorRole = pgEnum('operator_role', ['admin', 'staff']);

export const operators = pgTable('operators', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  name: text('name').notNull(),
  role: operatorRole('role').notNull(),
  createdAt: createdAt(),
});

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('idempotency_keys_member_key').on(table.memberId, table.key)],
);

export const outboxChannel = pgEnum('outbox_channel', ['email', 'sms']);

/** DESIGN §7 dev outbox: what the local mail and SMS adapters "send". */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: outboxChannel('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    otp: text('otp'),
    createdAt: createdAt(),
  },
  (table) => [index('outbox_messages_recipient_idx').on(table.recipient, table.createdAt)],
);

export const banners = pgTable(
  'banners',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    group: text('group').notNull(),
    name: text('name').notNull(),
    imageUrl: text('image_url').notNull(),
    sort: integer('sort').notNull().default(0),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('banners_group_sort_idx').on(table.group, table.sort),
    uniqueIndex('banners_group_name_key').on(table.group, table.name),
  ],
);

/** DESIGN §6 tiers by rolling 12-month spending; rows are data so operators can change thresholds. */
export const tiers = pgTable('tiers', {
  id: smallint('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameTh: text('name_th').notNull(),
  minSpending: numeric('min_spending', { precision: 12, scale: 2, mode: 'number' }).notNull(),
});

/** Every earn creates a lot with an expiry; the balance is the sum of unexpired remainders (DESIGN §6). */
export const pointLots = pgTable(
  'point_lots',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    amount: integer('amount').notNull(),
    remaining: integer('remaining').notNull(),
    expiresAt: at('expires_at').notNull(),
    source: text('source').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('point_lots_member_expires_idx').on(table.memberId, table.expiresAt)],
);

/** Append-only record of every point movement; `delta` is positive for earns, negative for spends. */
export const pointLedger = pgTable(
  'point_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    lotId: bigint('lot_id', { mode: 'number' }).references(() => pointLots.id),
    delta: integer('delta').notNull(),
    kind: text('kind').notNull(),
    reference: text('reference'),
    createdAt: createdAt(),
  },
  (table) => [index('point_ledger_member_created_idx').on(table.memberId, table.createdAt)],
);

export const memberSpendings = pgTable(
  'member_spendings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    spentAt: at('spent_at').notNull(),
  },
  (table) => [index('member_spendings_member_spent_idx').on(table.memberId, table.spentAt)],
);
