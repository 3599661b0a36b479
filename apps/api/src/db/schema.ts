import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Membership states of SPEC §6; `merged` members can no longer sign in (MEMBER_MERGED). `pending` is an
 * identity proven by OTP or LINE whose registration is not finished (DESIGN §5 `bcrm-register`).
 */
export const memberStatus = pgEnum('member_status', [
  'active',
  'canceled',
  'suspended',
  'blocked',
  'merged',
  'pending',
]);

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
    lineUserId: text('line_user_id'),
    /** The policy and terms versions of the last consent (CheckConsent compares them with the current ones). */
    consentPolicyVersion: text('consent_policy_version'),
    consentTermsVersion: text('consent_terms_version'),
    /** Set when the profile first became complete and extra_point was awarded: never twice (SPEC §8). */
    profileCompletedAt: at('profile_completed_at'),
    canceledAt: at('canceled_at'),
    cancelReason: text('cancel_reason'),
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
    uniqueIndex('members_line_user_id_key').on(table.lineUserId),
    uniqueIndex('members_gov_id_ref_key').on(table.govIdRef),
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

/**
 * Every earn creates a lot with an expiry; the balance is the sum of unexpired remainders (DESIGN §6).
 * `remaining` only moves inside a ledger transaction, under `SELECT ... FOR UPDATE` on the lot.
 */
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
  (table) => [
    index('point_lots_member_expires_idx').on(table.memberId, table.expiresAt),
    // The last line of defence for "the balance can never be negative" (DESIGN §6).
    check('point_lots_remaining_within_amount', sql`${table.remaining} >= 0 and ${table.remaining} <= ${table.amount}`),
  ],
);

export const LEDGER_KINDS = ['earn', 'spend', 'transfer_in', 'transfer_out', 'expire', 'adjust', 'reverse'] as const;
export const LEDGER_SOURCES = [
  'receipt',
  'code',
  'article',
  'referral',
  'redemption',
  'transfer',
  'operator',
  'profile',
  // The expiry sweep: no person or request moved these points (DESIGN §6 expiry).
  'expiry',
] as const;

const quotedList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * Append-only record of every point movement (issue 4 ledger): `delta` is positive when points arrive and
 * negative when they leave; corrections are `reverse` entries pointing at `reverses_entry_id`, never edits.
 * `lot_id` is the lot an earn or a positive adjust created; point_lot_changes tells every lot an entry touched.
 */
export const pointLedger = pgTable(
  'point_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    lotId: bigint('lot_id', { mode: 'number' }).references(() => pointLots.id),
    delta: integer('delta').notNull(),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    source: text('source', { enum: LEDGER_SOURCES }).notNull(),
    reason: text('reason').notNull(),
    reference: text('reference'),
    idempotencyKey: text('idempotency_key'),
    reversesEntryId: bigint('reverses_entry_id', { mode: 'number' }).references((): AnyPgColumn => pointLedger.id),
    createdAt: createdAt(),
  },
  (table) => [
    index('point_ledger_member_created_idx').on(table.memberId, table.createdAt),
    // One reversal per entry: a second one would take the points back twice.
    uniqueIndex('point_ledger_reverses_entry_key').on(table.reversesEntryId),
    check('point_ledger_kind_known', sql`${table.kind} in (${quotedList(LEDGER_KINDS)})`),
    check('point_ledger_source_known', sql`${table.source} in (${quotedList(LEDGER_SOURCES)})`),
  ],
);

/**
 * How each entry changed each lot: `amount` is the signed change of the lot's `remaining` (an earn adds
 * to its new lot, a spend draws on older ones, a transfer_in fills one new lot per expiry it received).
 * For every lot `remaining = sum(amount)`, and for every entry `delta = sum(amount)`.
 */
export const pointLotChanges = pgTable(
  'point_lot_changes',
  {
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => pointLedger.id),
    lotId: bigint('lot_id', { mode: 'number' })
      .notNull()
      .references(() => pointLots.id),
    amount: integer('amount').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.entryId, table.lotId] }),
    index('point_lot_changes_lot_idx').on(table.lotId),
  ],
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

export const otpChannel = pgEnum('otp_channel', ['sms', 'email']);

/** One-time codes (issue 3): only the hash of the code is kept; `ref_id` is what the client holds. */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    refId: text('ref_id').notNull(),
    channel: otpChannel('channel').notNull(),
    recipient: text('recipient').notNull(),
    purpose: text('purpose').notNull(),
    /** The member who asked (change_contact, cancel_membership) or the pending LINE registration. */
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    codeHash: text('code_hash').notNull(),
    language: text('language').notNull(),
    expiresAt: at('expires_at').notNull(),
    resendAvailableAt: at('resend_available_at').notNull(),
    verifiedAt: at('verified_at'),
    /** Used by the step it unlocked (ChangeEmail, CancelMembership...) or replaced by a resend. */
    consumedAt: at('consumed_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('otp_challenges_ref_id_key').on(table.refId),
    index('otp_challenges_recipient_created_idx').on(table.recipient, table.createdAt),
  ],
);

/** Wrong codes per recipient; the fifth locks it (CheckOTPLock). */
export const otpLocks = pgTable('otp_locks', {
  recipient: text('recipient').primaryKey(),
  wrongCount: integer('wrong_count').notNull().default(0),
  lockedUntil: at('locked_until'),
});

/** Published privacy policy and terms versions (PDPA), in both languages. */
export const consentDocuments = pgTable(
  'consent_documents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    version: text('version').notNull(),
    titleTh: text('title_th').notNull(),
    titleEn: text('title_en').notNull(),
    bodyTh: text('body_th').notNull(),
    bodyEn: text('body_en').notNull(),
    publishedAt: at('published_at').notNull(),
  },
  (table) => [uniqueIndex('consent_documents_kind_version_key').on(table.kind, table.version)],
);

/** Every consent a member gave, append-only (PDPA: who agreed to which version, when). */
export const consentHistory = pgTable(
  'consent_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    policyVersion: text('policy_version').notNull(),
    termsVersion: text('terms_version').notNull(),
    acceptConsentAndPolicy: boolean('accept_consent_and_policy').notNull(),
    acceptNewsAndPromotions: boolean('accept_news_and_promotions').notNull(),
    acceptPreferenceAndInterest: boolean('accept_preference_and_interest').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('consent_history_member_idx').on(table.memberId, table.createdAt)],
);

/** GetCustomerDataList entries: Thai addresses by level and the profile choice lists. */
export const dataListItems = pgTable(
  'data_list_items',
  {
    type: text('type').notNull(),
    id: integer('id').notNull(),
    code: text('code').notNull(),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    parentId: integer('parent_id'),
    postalCode: text('postal_code'),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.type, table.id] }),
    index('data_list_items_type_parent_idx').on(table.type, table.parentId),
  ],
);

/** Shipping addresses (at most ten per member). */
export const addresses = pgTable(
  'addresses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    recipientName: text('recipient_name').notNull(),
    mobileNo: text('mobile_no').notNull(),
    address: text('address').notNull(),
    provinceId: integer('province_id').notNull(),
    districtId: integer('district_id').notNull(),
    subDistrictId: integer('sub_district_id').notNull(),
    postalCode: text('postal_code').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [index('addresses_member_idx').on(table.memberId)],
);

/** Password reset links: the token's hash, single use. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (table) => [index('password_resets_member_idx').on(table.memberId)],
);

/** Friend referrals recorded at registration; the points issue rewards them (DESIGN §6 earning). */
export const referrals = pgTable('referrals', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id),
  referrerId: bigint('referrer_id', { mode: 'number' })
    .notNull()
    .references(() => members.id),
  rewardedAt: at('rewarded_at'),
  createdAt: createdAt(),
});
