import { and, asc, eq, isNull, lt, notExists } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { members, privacyRequests } from '../../db/schema.js';
import { type MemberRow, updateMember } from './member-repository.js';

/**
 * Erases a member's personal data (DESIGN §16, PDPA s.33): name, contacts, id card, birth date, gender,
 * address, profile choices, picture, LINE link and password are cleared and `erased_at` set. The id and
 * member code stay, so ledger, redemption and audit rows still point at an anonymised member.
 */
export async function eraseMemberPersonalData(db: Executor, memberId: number, at: Date): Promise<MemberRow> {
  return updateMember(db, memberId, {
    email: null,
    mobileNo: null,
    passwordHash: null,
    govIdRef: null,
    govIdType: null,
    gender: null,
    firstName: null,
    lastName: null,
    dateOfBirth: null,
    birthYear: null,
    address: null,
    province: null,
    provinceId: null,
    district: null,
    districtId: null,
    subDistrict: null,
    subDistrictId: null,
    postalCode: null,
    relationshipStatus: null,
    nationality: null,
    education: null,
    career: null,
    income: null,
    pictureUrl: null,
    lineUserId: null,
    cancelReason: null,
    failedLoginCount: 0,
    lockedUntil: null,
    erasedAt: at,
  });
}

/**
 * Members canceled before `canceledBefore` whose personal data was never erased and who have no deletion
 * request yet, oldest first: the privacy sweep records one for each (it reads `privacy_requests`, writes none).
 */
export function findLapsedCancellations(
  db: Executor,
  canceledBefore: Date,
  limit: number,
): Promise<Pick<MemberRow, 'id' | 'canceledAt'>[]> {
  return db
    .select({ id: members.id, canceledAt: members.canceledAt })
    .from(members)
    .where(
      and(
        eq(members.status, 'canceled'),
        lt(members.canceledAt, canceledBefore),
        isNull(members.erasedAt),
        notExists(
          db
            .select({ id: privacyRequests.id })
            .from(privacyRequests)
            .where(and(eq(privacyRequests.memberId, members.id), eq(privacyRequests.kind, 'deletion'))),
        ),
      ),
    )
    .orderBy(asc(members.canceledAt), asc(members.id))
    .limit(limit);
}
