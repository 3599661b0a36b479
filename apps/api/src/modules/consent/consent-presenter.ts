import type { AdminConsentDocument, ConsentDocument, MemberConsent } from '@loyalty/contracts';
import type { MemberRow } from '../members/member-repository.js';
import type { ConsentDocumentRow } from './consent-repository.js';

export function presentConsentDocument(row: ConsentDocumentRow): ConsentDocument {
  return {
    kind: row.kind === 'terms' ? 'terms' : 'policy',
    version: row.version,
    title_th: row.titleTh,
    title_en: row.titleEn,
    body_th: row.bodyTh,
    body_en: row.bodyEn,
    published_at: row.publishedAt.toISOString(),
  };
}

export function presentMemberConsent(member: MemberRow): MemberConsent {
  return {
    accept_consentandpolicy: member.acceptConsentAndPolicy,
    accept_newsandpromotions: member.acceptNewsAndPromotions,
    accept_preferenceandinterest: member.acceptPreferenceAndInterest,
    policy_version: member.consentPolicyVersion,
    terms_version: member.consentTermsVersion,
    consented_at: member.acceptConsentAndPolicyAt?.toISOString() ?? null,
  };
}

/** A version as the back-office lists it, flagged against the version of its kind in force at `now`. */
export function presentAdminConsentDocument(
  row: ConsentDocumentRow,
  inForceId: number | undefined,
  now: Date,
): AdminConsentDocument {
  return {
    ...presentConsentDocument(row),
    id: row.id,
    in_force: row.id === inForceId,
    scheduled: row.publishedAt.getTime() > now.getTime(),
  };
}
