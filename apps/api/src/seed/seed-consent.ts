import type { Executor } from '../db/client.js';
import { findCurrentDocument, insertConsentHistory } from '../modules/consent/consent-repository.js';
import {
  findForeignMemberByEmail,
  findThaiMemberByMobile,
  recordConsentChoices,
} from '../modules/members/member-repository.js';
import { TIER_STATUS_DEMO_MEMBERS } from './seed-tier-status.js';

/**
 * The demo members agreed to the policy and terms when they were seeded, so CheckConsent must not ask
 * them again: their consent names the versions in force and has its PDPA history row. Fills only what
 * is missing, so a database seeded before the versions were recorded is repaired on its next start,
 * and a version published later still asks them, as it asks every member.
 */
export async function seedDemoConsent(db: Executor, now = new Date()): Promise<void> {
  const policy = await findCurrentDocument(db, 'policy', now);
  const terms = await findCurrentDocument(db, 'terms', now);
  if (!policy || !terms) throw new Error('No published privacy policy or terms: reference data is missing');
  const demoMembers = [
    await findForeignMemberByEmail(db, 'demo@example.com'),
    await findThaiMemberByMobile(db, '0812345678'),
    await findForeignMemberByEmail(db, 'suspended@example.com'),
    await findForeignMemberByEmail(db, 'blocked@example.com'),
  ];
  for (const demo of TIER_STATUS_DEMO_MEMBERS) demoMembers.push(await findForeignMemberByEmail(db, demo.email));
  for (const member of demoMembers) {
    if (!member?.acceptConsentAndPolicy || member.consentPolicyVersion !== null) continue;
    await recordConsentChoices(db, member.id, {
      consentPolicyVersion: policy.version,
      consentTermsVersion: terms.version,
    });
    await insertConsentHistory(db, {
      memberId: member.id,
      policyVersion: policy.version,
      termsVersion: terms.version,
      acceptConsentAndPolicy: true,
      acceptNewsAndPromotions: member.acceptNewsAndPromotions,
      acceptPreferenceAndInterest: member.acceptPreferenceAndInterest,
      createdAt: member.acceptConsentAndPolicyAt ?? member.createdAt,
    });
  }
}
