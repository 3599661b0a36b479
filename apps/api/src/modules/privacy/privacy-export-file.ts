import { buffer } from 'node:stream/consumers';
import type { FileStorage } from '../../adapters/storage/file-storage.js';
import type { Executor } from '../../db/client.js';
import { getAddresses } from '../addresses/address-service.js';
import { listSessionsOf } from '../auth/auth-service.js';
import { listCardsOf } from '../cards/card-service.js';
import { listConsentHistoryOf } from '../consent/consent-service.js';
import { findMemberById, type MemberRow } from '../members/member-service.js';
import { listNotificationsOf } from '../notifications/notification-service.js';
import { listLedgerChunk } from '../points/ledger-read-service.js';
import { listReceiptsOf } from '../receipts/receipt-service.js';
import { listRedemptionsWithShipmentsOf } from '../redemptions/redemption-history-service.js';
import { listReferralsOf } from '../referrals/referral-service.js';

/** How many ledger entries one read takes: a member with 10,000 entries is read in ten steps, never at once. */
export const LEDGER_CHUNK = 1000;

const iso = (value: Date | null) => value?.toISOString() ?? null;

/**
 * The member's own profile as the programme holds it. Left out on purpose: the password's hash, the
 * log-in lock counters and the merge bookkeeping, which are credentials or the programme's workings,
 * not data about the member.
 */
function profileOf(member: MemberRow) {
  return {
    member_code: member.mbkMemberId,
    login_type: member.loginType,
    first_name: member.firstName,
    last_name: member.lastName,
    email: member.email,
    mobile_no: member.mobileNo,
    gov_id: member.govIdRef,
    gov_id_type: member.govIdType,
    birth_date: member.dateOfBirth,
    birth_year: member.birthYear,
    gender: member.gender,
    address: member.address,
    province: member.province,
    district: member.district,
    sub_district: member.subDistrict,
    postal_code: member.postalCode,
    relationship_status: member.relationshipStatus,
    nationality: member.nationality,
    education: member.education,
    career: member.career,
    income: member.income,
    picture_url: member.pictureUrl,
    line_user_id: member.lineUserId,
    language: member.language,
    status: member.status,
    created_at: member.createdAt.toISOString(),
    canceled_at: iso(member.canceledAt),
    cancel_reason: member.cancelReason,
    consent: {
      policy_version: member.consentPolicyVersion,
      terms_version: member.consentTermsVersion,
      consent_and_policy: member.acceptConsentAndPolicy,
      consent_and_policy_at: iso(member.acceptConsentAndPolicyAt),
      news_and_promotions: member.acceptNewsAndPromotions,
      news_and_promotions_at: iso(member.acceptNewsAndPromotionsAt),
      preference_and_interest: member.acceptPreferenceAndInterest,
      preference_and_interest_at: iso(member.acceptPreferenceAndInterestAt),
    },
  };
}

type LedgerEntry = Awaited<ReturnType<typeof listLedgerChunk>>[number];

function ledgerEntryOf(entry: LedgerEntry) {
  return {
    entry_id: entry.id,
    kind: entry.kind,
    source: entry.source,
    points: entry.delta,
    reason: entry.reason,
    reason_th: entry.reasonTh,
    reference: entry.reference,
    expires_at: iso(entry.expiresAt),
    created_at: entry.createdAt.toISOString(),
  };
}

/** The whole ledger, read a chunk at a time in id order. */
async function ledgerOf(db: Executor, memberId: number) {
  const entries: ReturnType<typeof ledgerEntryOf>[] = [];
  let afterId = 0;
  for (;;) {
    const chunk = await listLedgerChunk(db, memberId, afterId, LEDGER_CHUNK);
    for (const entry of chunk) entries.push(ledgerEntryOf(entry));
    const last = chunk.at(-1);
    if (!last || chunk.length < LEDGER_CHUNK) return entries;
    afterId = last.id;
  }
}

/** Each receipt with its file as base64; a file no longer in storage is listed with `file: null`. */
async function receiptsOf(db: Executor, privateStorage: FileStorage, memberId: number) {
  const receipts = [];
  for (const receipt of await listReceiptsOf(db, memberId)) {
    const stream = await privateStorage.open(receipt.fileKey);
    receipts.push({
      receipt_id: receipt.id,
      status: receipt.status,
      amount: receipt.amount,
      points: receipt.points,
      receipt_no: receipt.receiptNo,
      purchased_on: receipt.purchasedOn,
      reject_reason_en: receipt.rejectReasonEn,
      reject_reason_th: receipt.rejectReasonTh,
      reviewed_at: iso(receipt.reviewedAt),
      created_at: receipt.createdAt.toISOString(),
      file: stream
        ? {
            content_type: receipt.contentType,
            size_bytes: receipt.sizeBytes,
            base64: (await buffer(stream)).toString('base64'),
          }
        : null,
    });
  }
  return receipts;
}

async function redemptionsOf(db: Executor, memberId: number) {
  return (await listRedemptionsWithShipmentsOf(db, memberId)).map((view) => ({
    redemption_id: view.redemption.id,
    privilege_title_th: view.titleTh,
    privilege_title_en: view.titleEn,
    partner_en: view.partnerNameEn,
    kind: view.redemption.kind,
    status: view.redemption.status,
    points_spent: view.redemption.pointsSpent,
    coupon_code: view.redemption.couponCode,
    partner_code: view.redemption.partnerCode,
    expires_at: iso(view.redemption.expiresAt),
    used_at: iso(view.redemption.usedAt),
    shipping_address: view.redemption.shippingAddress,
    shipment: view.shipmentEvents.map((event) => ({
      status: event.status,
      carrier: event.carrier,
      tracking_no: event.trackingNo,
      at: event.at.toISOString(),
    })),
    created_at: view.redemption.createdAt.toISOString(),
  }));
}

/**
 * A copy of everything the programme holds about the member (PDPA s.30, DESIGN §16) as one JSON document,
 * each part read through the module that owns its table. Sessions are listed by when they began and
 * ended: no token, token hash or token id is ever part of it.
 */
export async function buildExportDocument(
  context: { db: Executor; privateStorage: FileStorage },
  memberId: number,
  now: Date,
) {
  const { db } = context;
  const member = await findMemberById(db, memberId);
  if (!member) throw new Error(`Member ${memberId} of a privacy export is gone`);
  const ledger = await ledgerOf(db, memberId);
  const referrals = await listReferralsOf(db, memberId);
  return {
    generated_at: now.toISOString(),
    member: profileOf(member),
    addresses: await getAddresses(db, memberId, undefined),
    consents: (await listConsentHistoryOf(db, memberId)).map((entry) => ({
      policy_version: entry.policyVersion,
      terms_version: entry.termsVersion,
      consent_and_policy: entry.acceptConsentAndPolicy,
      news_and_promotions: entry.acceptNewsAndPromotions,
      preference_and_interest: entry.acceptPreferenceAndInterest,
      at: entry.createdAt.toISOString(),
    })),
    ledger,
    point_transfers: ledger.filter((entry) => entry.kind === 'transfer_in' || entry.kind === 'transfer_out'),
    redemptions: await redemptionsOf(db, memberId),
    receipts: await receiptsOf(db, context.privateStorage, memberId),
    cards: (await listCardsOf(db, memberId)).map((card) => ({
      card_number: card.cardNumber,
      name_th: card.nameTh,
      name_en: card.nameEn,
      issued_at: card.issuedAt.toISOString(),
      expires_at: card.expiresAt.toISOString(),
      is_favorite: card.isFavourite,
      deleted_at: iso(card.deletedAt),
    })),
    notifications: (await listNotificationsOf(db, memberId)).map((notification) => ({
      kind: notification.kind,
      title_th: notification.titleTh,
      title_en: notification.titleEn,
      body_th: notification.bodyTh,
      body_en: notification.bodyEn,
      link_path: notification.linkPath,
      created_at: notification.createdAt.toISOString(),
      read_at: iso(notification.readAt),
    })),
    sessions: (await listSessionsOf(db, memberId)).map((session) => ({
      scope: session.scope,
      created_at: session.issuedAt.toISOString(),
      expires_at: session.expiresAt.toISOString(),
      revoked_at: iso(session.revokedAt),
    })),
    referrals: {
      invited_by: referrals.invitedBy && {
        member_code: referrals.invitedBy.referrerCode,
        joined_at: referrals.invitedBy.createdAt.toISOString(),
        rewarded_at: iso(referrals.invitedBy.rewardedAt),
      },
      friends_invited: referrals.friends.map((friend) => ({
        joined_at: friend.createdAt.toISOString(),
        rewarded_at: iso(friend.rewardedAt),
      })),
    },
  };
}

export type ExportDocument = Awaited<ReturnType<typeof buildExportDocument>>;
