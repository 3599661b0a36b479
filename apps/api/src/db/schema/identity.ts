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
  pgEnum,
  pgSequence,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns.js';

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

/**
 * "First Last" as one text, the expression the name search and its trigram index share (they must be
 * written identically for PostgreSQL to use the index).
 */
export function memberFullName(table: { firstName: AnyPgColumn; lastName: AnyPgColumn }) {
  return sql`(coalesce(${table.firstName}, '') || ' ' || coalesce(${table.lastName}, ''))`;
}

/**
 * The month (1–12) of a member's birth date, as the birthday bonus (DESIGN §14) selects members by it:
 * one expression for its index and its query, so the planner matches them.
 */
export function memberBirthMonth(table: { dateOfBirth: AnyPgColumn }) {
  return sql`extract(month from ${table.dateOfBirth})`;
}

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
    /** The year registration asked for (Christian era); prefills the birth date, never stands in for it (issue 34). */
    birthYear: smallint('birth_year'),
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
    /** The language the member last signed in with: what LINE messages and e-mails are written in (DESIGN §15). */
    language: text('language', { enum: ['th', 'en'] })
      .notNull()
      .default('th'),
    /** The policy and terms versions of the last consent (CheckConsent compares them with the current ones). */
    consentPolicyVersion: text('consent_policy_version'),
    consentTermsVersion: text('consent_terms_version'),
    /** Set when the profile first became complete and extra_point was awarded: never twice (SPEC §8). */
    profileCompletedAt: at('profile_completed_at'),
    canceledAt: at('canceled_at'),
    cancelReason: text('cancel_reason'),
    /** When the personal data was erased (DESIGN §16): the row stays, anonymised, for the ledger it anchors. */
    erasedAt: at('erased_at'),
    /** The operator's reason for the last status change (DESIGN §11), and when it was made. */
    statusReason: text('status_reason'),
    statusChangedAt: at('status_changed_at'),
    /** The survivor of a merge (SPEC §4 merged state); its ledger shows this member's history. */
    mergedIntoMemberId: bigint('merged_into_member_id', { mode: 'number' }).references((): AnyPgColumn => members.id),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: at('locked_until'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('members_mbk_member_id_key').on(table.mbkMemberId),
    // A sign-in identity is one member's: login type 1's e-mail (stored lower-cased by the contracts'
    // emailField), login type 2's mobile. The other contact is contact information and identifies no one,
    // so two members may give the same one (decision 038).
    uniqueIndex('members_email_key').on(table.email).where(sql`${table.loginType} = 1`),
    uniqueIndex('members_mobile_no_key').on(table.mobileNo).where(sql`${table.loginType} = 2`),
    uniqueIndex('members_line_user_id_key').on(table.lineUserId),
    check('members_language_known', sql`${table.language} in ('th', 'en')`),
    uniqueIndex('members_gov_id_ref_key').on(table.govIdRef),
    // Back-office search (DESIGN §11) over 100,000 members within 100 ms: e-mail and mobile by prefix
    // (pattern ops serve LIKE 'x%' whatever the collation), names by substring (trigrams), newest first;
    // created_at also serves the dashboard's "new members in 7 days".
    index('members_email_pattern_idx').using('btree', sql`${table.email} text_pattern_ops`),
    index('members_mobile_no_pattern_idx').using('btree', sql`${table.mobileNo} text_pattern_ops`),
    index('members_full_name_trgm_idx').using('gin', sql`${memberFullName(table)} gin_trgm_ops`),
    index('members_created_at_idx').on(table.createdAt, table.id),
    index('members_merged_into_idx').on(table.mergedIntoMemberId).where(sql`${table.mergedIntoMemberId} is not null`),
    // The birthday bonus's hourly run reads the active members born in this month, in id order.
    index('members_birth_month_idx').on(memberBirthMonth(table), table.id).where(sql`${table.status} = 'active'`),
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

export const operatorRole = pgEnum('operator_role', ['admin', 'staff', 'content', 'cashier']);

/** Back-office operators (DESIGN §11): deactivated, never deleted, so the audit trail keeps its names. */
export const operators = pgTable('operators', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  email: text('email').notNull().unique(),
  /** Null while an invited operator has not yet chosen a password from the invitation's link. */
  passwordHash: text('password_hash'),
  name: text('name').notNull(),
  role: operatorRole('role').notNull(),
  /**
   * The group companies (products of kind `company`) the operator works for (decision 063); empty is the
   * whole group. Read with the session on every call, so a change applies at the operator's next call.
   */
  companyIds: bigint('company_ids', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
  disabledAt: at('disabled_at'),
  /** The authenticator secret (base32); a second factor only once `totp_enabled_at` is set by a valid code. */
  totpSecret: text('totp_secret'),
  totpEnabledAt: at('totp_enabled_at'),
  failedLogins: integer('failed_logins').notNull().default(0),
  lockedUntil: at('locked_until'),
  /** The SHA-256 of the outstanding invitation's token (issue 35): the link sets the first password once. */
  inviteTokenHash: text('invite_token_hash').unique(),
  inviteExpiresAt: at('invite_expires_at'),
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** Operator tokens (audience `admin`, 8 h): each `jti` a row, so logout, deactivation and a role change end it. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    jti: uuid('jti').primaryKey(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    scope: operatorRole('scope').notNull(),
    issuedAt: at('issued_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (table) => [index('operator_sessions_operator_id_idx').on(table.operatorId)],
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
    /**
     * What a `transfer` code confirms (recipient and points, DESIGN §6), so a code sent for one transfer
     * never confirms another; null for the other purposes.
     */
    binding: text('binding'),
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
export const referrals = pgTable(
  'referrals',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id),
    referrerId: bigint('referrer_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    rewardedAt: at('rewarded_at'),
    createdAt: createdAt(),
  },
  // GetFriendReferral counts a referrer's friends on every visit.
  (table) => [index('referrals_referrer_idx').on(table.referrerId)],
);
