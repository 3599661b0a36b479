import { describe, expect, it } from 'vitest';
import { createMember, uniqueMobile, validThaiIdCard } from '../../../test/factories.js';
import { useTestDatabase } from '../../../test/helper.js';
import { holdsMemberLock } from '../../db/held-locks.js';
import { lockMemberFindingOther } from './member-lookup-repository.js';
import { findForeignMemberByEmail, findThaiMemberByMobile, updateMember } from './member-repository.js';

const context = useTestDatabase();

describe('member repository', () => {
  it('turns a clash on an identity (e-mail, mobile) or id card into the matching TAKEN error, as a lost race would meet it', async () => {
    const govIdRef = validThaiIdCard();
    const { orm } = context.database;
    const foreigner = await createMember(orm, { govIdRef });
    const thai = await createMember(orm, { loginType: 2, mobileNo: uniqueMobile(), email: null });
    const otherForeigner = await createMember(orm);
    const otherThai = await createMember(orm, { loginType: 2, mobileNo: uniqueMobile(), email: null });
    await expect(updateMember(orm, otherForeigner.id, { email: foreigner.email })).rejects.toMatchObject({
      code: 'EMAIL_TAKEN',
    });
    await expect(updateMember(orm, otherThai.id, { mobileNo: thai.mobileNo })).rejects.toMatchObject({
      code: 'MOBILE_TAKEN',
    });
    await expect(updateMember(orm, otherThai.id, { govIdRef })).rejects.toMatchObject({ code: 'GOV_ID_TAKEN' });
  });

  it('lets a member give another member’s identity as contact information, which identifies no one (decision 038)', async () => {
    const { orm } = context.database;
    const foreigner = await createMember(orm, { mobileNo: uniqueMobile() });
    const thai = await createMember(orm, { loginType: 2, mobileNo: uniqueMobile(), email: null });
    const contactOfThai = await updateMember(orm, thai.id, { email: foreigner.email });
    expect(contactOfThai.email).toBe(foreigner.email);
    const contactOfForeigner = await updateMember(orm, foreigner.id, { mobileNo: thai.mobileNo });
    expect(contactOfForeigner.mobileNo).toBe(thai.mobileNo);
    expect((await findForeignMemberByEmail(orm, foreigner.email ?? ''))?.id).toBe(foreigner.id);
    expect((await findThaiMemberByMobile(orm, thai.mobileNo ?? ''))?.id).toBe(thai.id);
  });

  it('locks a member and reads the member of another code beside it, leaving that one unlocked', async () => {
    const { orm, pool } = context.database;
    const member = await createMember(orm);
    const other = await createMember(orm);
    // From another connection: a row another transaction locks is skipped.
    const lockedBy = async (memberId: number) => {
      const { rows } = await pool.query('select id from members where id = $1 for no key update skip locked', [
        memberId,
      ]);
      return rows.length === 0;
    };
    await orm.transaction(async (tx) => {
      const found = await lockMemberFindingOther(tx, member.id, other.mbkMemberId);
      expect(found).toEqual({ member, other });
      expect(holdsMemberLock(tx, member.id)).toBe(true);
      expect(await lockedBy(member.id)).toBe(true);
      expect(await lockedBy(other.id)).toBe(false);
      expect(await lockMemberFindingOther(tx, member.id, 'CR-NOBODY')).toEqual({ member, other: undefined });
    });
    expect(await lockMemberFindingOther(orm, -1, other.mbkMemberId)).toEqual({ member: undefined, other: undefined });
  });
});
