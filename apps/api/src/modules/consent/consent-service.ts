import { fieldError, type MemberConsent } from '@loyalty/contracts';
import { AppError } from '../../app-error.js';
import type { Executor, Orm } from '../../db/client.js';
import { readTogether } from '../../db/read-together.js';
import { pagedListOf } from '../../paged-list.js';
import {
  findConsentedVersionsOf,
  findMemberById,
  type MemberRow,
  recordConsentChoices,
} from '../members/member-service.js';
import { deriveConsentHistory } from './consent-history.js';
import { presentConsentDocument, presentMemberConsent } from './consent-presenter.js';
import {
  type ConsentDocumentRow,
  findCurrentDocument,
  insertConsentHistory,
  selectConsentHistoryOf,
} from './consent-repository.js';
import { type ConsentVersionReader, versionInForce } from './consent-version-cache.js';

/** The published policy and terms in force at `now`; both are reference data loaded at start-up. */
async function currentDocuments(
  db: Executor,
  now: Date,
): Promise<{ policy: ConsentDocumentRow; terms: ConsentDocumentRow }> {
  // One after the other: inside a transaction both reads share one connection.
  const policy = await findCurrentDocument(db, 'policy', now);
  const terms = await findCurrentDocument(db, 'terms', now);
  if (!policy || !terms) throw new Error('No published privacy policy or terms: reference data is missing');
  return { policy, terms };
}

async function memberOf(db: Executor, memberId: number): Promise<MemberRow> {
  const member = await findMemberById(db, memberId);
  if (!member) throw new AppError('NOT_FOUND');
  return member;
}

/** GetConsent: the texts for the policy and condition pages, and the member's choices when signed in. */
export async function getConsent(db: Executor, memberId: number | null, now = new Date()) {
  const { policy, terms } = await currentDocuments(db, now);
  const member = memberId === null ? null : presentMemberConsent(await memberOf(db, memberId));
  return { policy: presentConsentDocument(policy), terms: presentConsentDocument(terms), member };
}

/** CheckConsent: a member must consent again once a newer policy or terms version is in force (PDPA). */
export async function checkConsent(db: Executor, memberId: number, now = new Date()) {
  const [{ policy, terms }, member] = await Promise.all([currentDocuments(db, now), memberOf(db, memberId)]);
  return {
    must_consent:
      !member.acceptConsentAndPolicy ||
      member.consentPolicyVersion !== policy.version ||
      member.consentTermsVersion !== terms.version,
    policy_version: policy.version,
    terms_version: terms.version,
    consented_policy_version: member.consentPolicyVersion,
    consented_terms_version: member.consentTermsVersion,
  };
}

/**
 * The re-consent gate (decision 062): it answers whether a member's write is refused until they accept
 * again, as they accepted a policy or terms version and a newer one is now in force. The versions in force come from the app's copy,
 * so this costs one indexed read of the member's two version columns, shared by the writes a process takes
 * in during one turn of its event loop (decision 066). A member with no accepted version on record (an
 * account from before versioned consent) is asked by CheckConsent but not refused.
 */
export function consentGate(db: Executor, versions: ConsentVersionReader) {
  const acceptedOf = readTogether((memberIds: readonly number[]) => findConsentedVersionsOf(db, memberIds));
  return async function mustConsentAgain(memberId: number, now = new Date()): Promise<boolean> {
    const accepted = await acceptedOf(memberId);
    if (!accepted || (accepted.policyVersion === null && accepted.termsVersion === null)) return false;
    const documents = await versions.read(db);
    return (
      accepted.policyVersion !== versionInForce(documents, 'policy', now) ||
      accepted.termsVersion !== versionInForce(documents, 'terms', now)
    );
  };
}

export interface ConsentChoices {
  Accept_Newsandpromotions: boolean;
  Accept_Preferenceandinterest: boolean;
  Policy_Version: string;
  Terms_Version: string;
}

function outdated(field: string): AppError {
  return new AppError('VALIDATION_FAILED', {
    fieldErrors: [fieldError(field, 'outdatedVersion')],
  });
}

/**
 * UpdateConsent: the member's three PDPA choices against the versions they were shown. Each optional
 * choice keeps the time it was last changed; the policy acceptance is dated now, as it names a version.
 */
export async function updateConsent(
  orm: Orm,
  memberId: number,
  choices: ConsentChoices,
  now = new Date(),
): Promise<MemberConsent> {
  return orm.transaction(async (tx) => {
    const { policy, terms } = await currentDocuments(tx, now);
    if (choices.Policy_Version !== policy.version) throw outdated('Policy_Version');
    if (choices.Terms_Version !== terms.version) throw outdated('Terms_Version');
    const member = await memberOf(tx, memberId);
    const news = choices.Accept_Newsandpromotions;
    const preference = choices.Accept_Preferenceandinterest;
    const updated = await recordConsentChoices(tx, memberId, {
      acceptConsentAndPolicy: true,
      acceptConsentAndPolicyAt: now,
      acceptNewsAndPromotions: news,
      ...(news !== member.acceptNewsAndPromotions || !member.acceptNewsAndPromotionsAt
        ? { acceptNewsAndPromotionsAt: now }
        : {}),
      acceptPreferenceAndInterest: preference,
      ...(preference !== member.acceptPreferenceAndInterest || !member.acceptPreferenceAndInterestAt
        ? { acceptPreferenceAndInterestAt: now }
        : {}),
      consentPolicyVersion: policy.version,
      consentTermsVersion: terms.version,
    });
    await insertConsentHistory(tx, {
      memberId,
      policyVersion: policy.version,
      termsVersion: terms.version,
      acceptConsentAndPolicy: true,
      acceptNewsAndPromotions: news,
      acceptPreferenceAndInterest: preference,
      createdAt: now,
    });
    return presentMemberConsent(updated);
  });
}

/**
 * GetConsentHistory: each purpose the member gave or withdrew, newest first, one page of them. Each entry is
 * the difference from the snapshot before, so all of the member's snapshots are read (one per UpdateConsent,
 * a handful in years) and the page is cut from what they give.
 */
export async function getConsentHistory(db: Executor, memberId: number, paging: { page: number; limit: number }) {
  const entries = deriveConsentHistory(await selectConsentHistoryOf(db, memberId));
  const start = (paging.page - 1) * paging.limit;
  return pagedListOf(entries.slice(start, start + paging.limit), paging, entries.length);
}

/** The consent documents and history, for registration's acceptance of them. */
export {
  findCurrentDocument,
  insertConsentHistory,
  selectConsentHistoryOf as listConsentHistoryOf,
} from './consent-repository.js';
