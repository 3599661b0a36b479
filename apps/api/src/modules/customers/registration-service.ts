import { type FieldMessageKey, fieldError, type RegisterInput, type Session } from '@loyalty/contracts';
import { AppError } from '../../app-error.js';
import type { Orm } from '../../db/client.js';
import { type AuthContext, issueSession, revokeSession } from '../auth/auth-service.js';
import { hashPassword } from '../auth/password.js';
import { findCurrentDocument, insertConsentHistory } from '../consent/consent-service.js';
import { runIdempotent } from '../idempotency/idempotency-service.js';
import {
  activateMember,
  findMemberByCode,
  findMemberByGovId,
  findMemberById,
  type MemberRow,
} from '../members/member-service.js';
import { rewardReferral } from '../referrals/referral-service.js';
import type { RulesReader } from '../rules/rules-service.js';

function refused(field: string, key: FieldMessageKey): AppError {
  return new AppError('VALIDATION_FAILED', { fieldErrors: [fieldError(field, key)] });
}

/**
 * The member's contacts: the verified one is the pending registration's identity; the other is contact
 * information as given, which identifies no one and may be another member's as well (decision 038).
 */
function contactsOf(pending: MemberRow, input: RegisterInput) {
  return { email: pending.email ?? input.Email ?? null, mobileNo: pending.mobileNo ?? input.Mobile_No ?? null };
}

/**
 * Customer/Register (SPEC §3 registration draft): turns the pending identity of a `bcrm-register`
 * session into a member, records consent and the friend referral, ends the registration session and
 * answers a `bcrm-member` one. The login type follows the verified identity (see the contract).
 */
export async function registerMember(
  context: AuthContext & { orm: Orm; rules: RulesReader },
  input: { memberId: number; jti: string; idempotencyKey: string | undefined; draft: RegisterInput },
  now = new Date(),
): Promise<Session & { mbk_member_id: string }> {
  const { draft } = input;
  const registered = await runIdempotent(
    context.orm,
    { memberId: input.memberId, key: input.idempotencyKey, payload: draft },
    async (tx) => {
      const pending = await findMemberById(tx, input.memberId);
      if (pending?.status !== 'pending') throw new AppError('FORBIDDEN');
      const loginType = draft.National_Type === 'thai' ? 2 : 1;
      if (loginType === 2 && !pending.mobileNo) {
        throw refused('National_Type', 'thaiNeedsMobile');
      }
      if (loginType === 1 && !pending.email) {
        throw refused('National_Type', 'foreignerNeedsEmail');
      }
      const contacts = contactsOf(pending, draft);
      const govIdRef = draft.Gov_Id_Ref.replace(/[\s-]/g, '').toUpperCase();
      if (await findMemberByGovId(tx, govIdRef)) throw new AppError('GOV_ID_TAKEN');
      const referrer = draft.Ref ? await findMemberByCode(tx, draft.Ref) : undefined;
      if (draft.Ref && referrer?.status !== 'active') throw new AppError('REFERRAL_INVALID');
      const policy = await findCurrentDocument(tx, 'policy', now);
      const terms = await findCurrentDocument(tx, 'terms', now);
      const member = await activateMember(tx, pending.id, {
        loginType,
        ...contacts,
        govIdRef,
        govIdType: loginType === 2 ? 'id_card' : 'passport',
        firstName: draft.First_Name,
        lastName: draft.Last_Name,
        gender: draft.Gender,
        dateOfBirth: draft.Date_Of_Birth ?? null,
        birthYear: draft.Birth_Year,
        passwordHash: draft.Password ? await hashPassword(draft.Password) : null,
        acceptConsentAndPolicy: true,
        acceptConsentAndPolicyAt: now,
        acceptNewsAndPromotions: draft.Accept_Newsandpromotions,
        acceptNewsAndPromotionsAt: now,
        acceptPreferenceAndInterest: draft.Accept_Preferenceandinterest,
        acceptPreferenceAndInterestAt: now,
        consentPolicyVersion: policy?.version ?? null,
        consentTermsVersion: terms?.version ?? null,
      });
      if (policy && terms) {
        await insertConsentHistory(tx, {
          memberId: member.id,
          policyVersion: policy.version,
          termsVersion: terms.version,
          acceptConsentAndPolicy: true,
          acceptNewsAndPromotions: draft.Accept_Newsandpromotions,
          acceptPreferenceAndInterest: draft.Accept_Preferenceandinterest,
        });
      }
      if (referrer) await rewardReferral(tx, context.rules, { referee: member, referrer }, now);
      await revokeSession(tx, input.jti, now);
      const session = await issueSession({ ...context, orm: tx }, member, now);
      return { ...session, mbk_member_id: member.mbkMemberId };
    },
  );
  context.sessions?.forgetSession(input.jti);
  return registered;
}
