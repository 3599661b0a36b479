import { correctMemberContact, loginEmail, unlockMember } from '@loyalty/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callAdmin, roleMatrix, signInOperator } from '../../../../test/admin-kit.js';
import { callContract } from '../../../../test/call-contract.js';
import { createMember, TEST_PASSWORD, uniqueEmail, uniqueMobile } from '../../../../test/factories.js';
import { useTestApp } from '../../../../test/test-app.js';
import { auditLog, members, otpLocks } from '../../../db/schema.js';
import { updateMember } from '../../../modules/members/member-repository.js';

const context = useTestApp();
const IN_AN_HOUR = () => new Date(Date.now() + 60 * 60 * 1000);

function auditRowsOf(action: string, memberCode: string) {
  return context.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, memberCode)))
    .orderBy(asc(auditLog.id));
}

describe('correcting a member contact', () => {
  it('is for admins: 401 without a token or with a member token, 403 to staff, and nothing audited', async () => {
    const { mbkMemberId: member_id } = await createMember(context.db);
    const args = { params: { member_id }, input: { mobile_no: uniqueMobile(), reason: 'caller' } };
    expect(await roleMatrix(context.app, correctMemberContact, args)).toEqual({
      noToken: 401,
      member: 401,
      staff: 403,
    });
    expect(await auditRowsOf('member.contact', member_id)).toEqual([]);
  });

  it('changes the mobile number and keeps the numbers before and after in the audit row', async () => {
    const admin = await signInOperator(context.app, 'admin');
    const member = await createMember(context.db);
    const mobile = uniqueMobile();
    const answer = await callAdmin(
      context.app,
      correctMemberContact,
      { params: { member_id: member.mbkMemberId }, input: { mobile_no: mobile, reason: 'Member called, ticket 7' } },
      { as: admin },
    );
    expect(answer.body).toMatchObject({
      status: 'success',
      data: { member_id: member.mbkMemberId, mobile_no: mobile },
    });
    const [row] = await auditRowsOf('member.contact', member.mbkMemberId);
    expect(row?.operatorId).toBe(admin.id);
    expect(row?.before).toEqual({ email: member.email, mobile_no: member.mobileNo });
    expect(row?.after).toEqual({ email: member.email, mobile_no: mobile, reason: 'Member called, ticket 7' });
  });

  it('changes the e-mail address', async () => {
    const admin = await signInOperator(context.app, 'admin');
    const member = await createMember(context.db);
    const email = uniqueEmail();
    const answer = await callAdmin(
      context.app,
      correctMemberContact,
      { params: { member_id: member.mbkMemberId }, input: { email, reason: 'typo' } },
      { as: admin },
    );
    expect(answer.body).toMatchObject({ status: 'success', data: { email } });
  });

  it('refuses a number or address that signs another member in with MOBILE_TAKEN / EMAIL_TAKEN, changing nothing', async () => {
    const admin = await signInOperator(context.app, 'admin');
    const member = await createMember(context.db, { mobileNo: uniqueMobile() });
    const thaiHolder = await createMember(context.db, { loginType: 2, mobileNo: uniqueMobile() });
    const holder = await createMember(context.db);
    const call = (input: { mobile_no: string; reason: string } | { email: string; reason: string }) =>
      callAdmin(context.app, correctMemberContact, { params: { member_id: member.mbkMemberId }, input }, { as: admin });

    const mobile = await call({ mobile_no: thaiHolder.mobileNo ?? '', reason: 'x' });
    expect(mobile.status).toBe(409);
    expect(mobile.body).toMatchObject({ code: 'MOBILE_TAKEN' });
    const email = await call({ email: holder.email ?? '', reason: 'x' });
    expect(email.status).toBe(409);
    expect(email.body).toMatchObject({ code: 'EMAIL_TAKEN' });
    const [stored] = await context.db.select().from(members).where(eq(members.id, member.id));
    expect([stored?.mobileNo, stored?.email]).toEqual([member.mobileNo, member.email]);
    expect(await auditRowsOf('member.contact', member.mbkMemberId)).toEqual([]);
  });

  it('accepts a contact that only informs (decision 038): two foreigners may share a mobile', async () => {
    const admin = await signInOperator(context.app, 'admin');
    const sharer = await createMember(context.db, { mobileNo: uniqueMobile() });
    const foreigner = await createMember(context.db, { mobileNo: uniqueMobile() });
    const answer = await callAdmin(
      context.app,
      correctMemberContact,
      { params: { member_id: foreigner.mbkMemberId }, input: { mobile_no: sharer.mobileNo ?? '', reason: 'family' } },
      { as: admin },
    );
    expect(answer.body).toMatchObject({ status: 'success', data: { mobile_no: sharer.mobileNo } });
  });

  it('refuses wrong types, both contacts at once, neither, and an unknown member', async () => {
    const admin = await signInOperator(context.app, 'admin');
    const member = await createMember(context.db);
    const raw = (payload: object, memberId = member.mbkMemberId) =>
      context.app.inject({
        method: 'PUT',
        url: `/api/admin/v1/members/${memberId}/contact`,
        headers: { authorization: `Bearer ${admin.token}` },
        payload,
      });

    for (const payload of [
      { mobile_no: 812345678, reason: 'x' },
      { mobile_no: 'not a number', reason: 'x' },
      { email: 'not-an-address', reason: 'x' },
      { email: uniqueEmail(), mobile_no: uniqueMobile(), reason: 'x' },
      { reason: 'x' },
      { mobile_no: uniqueMobile() },
    ]) {
      const response = await raw(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    const unknown = await raw({ mobile_no: uniqueMobile(), reason: 'x' }, 'CR99999998');
    expect(unknown.statusCode).toBe(404);
  });
});

describe('ending a member lock', () => {
  it('is for every operator: 401 without a token or with a member token, 200 to staff', async () => {
    const { mbkMemberId: member_id } = await createMember(context.db);
    const args = { params: { member_id }, input: { reason: 'caller verified' } };
    expect(await roleMatrix(context.app, unlockMember, args)).toEqual({ noToken: 401, member: 401, staff: 200 });
  });

  it('ends the password lock and the one-time-code lock, audited, and the member signs in again', async () => {
    const staff = await signInOperator(context.app, 'staff');
    const member = await createMember(context.db, { mobileNo: uniqueMobile() });
    await updateMember(context.db, member.id, { lockedUntil: IN_AN_HOUR(), failedLoginCount: 0 });
    await context.db
      .insert(otpLocks)
      .values({ recipient: member.mobileNo ?? '', wrongCount: 0, lockedUntil: IN_AN_HOUR() });
    const login = () => callContract(context.app, loginEmail, { Email: member.email ?? '', Password: TEST_PASSWORD });
    expect((await login()).body).toMatchObject({ code: 'ACCOUNT_LOCKED' });

    const answer = await callAdmin(
      context.app,
      unlockMember,
      { params: { member_id: member.mbkMemberId }, input: { reason: 'Identity checked on the phone' } },
      { as: staff },
    );
    expect(answer.body).toEqual({
      status: 'success',
      data: { member_id: member.mbkMemberId, login_was_locked: true, otp_was_locked: true },
    });
    expect((await login()).body).toMatchObject({ status: 'success' });
    const [lock] = await context.db
      .select()
      .from(otpLocks)
      .where(eq(otpLocks.recipient, member.mobileNo ?? ''));
    expect(lock?.lockedUntil).toBeNull();
    const [row] = await auditRowsOf('member.unlock', member.mbkMemberId);
    expect(row?.operatorId).toBe(staff.id);
    expect(row?.after).toMatchObject({ login_locked_until: null, reason: 'Identity checked on the phone' });
  });

  it('refuses a missing reason and an unknown member', async () => {
    const staff = await signInOperator(context.app, 'staff');
    const member = await createMember(context.db);
    const noReason = await callAdmin(
      context.app,
      unlockMember,
      { params: { member_id: member.mbkMemberId }, input: {} as { reason: string } },
      { as: staff },
    );
    expect(noReason.status).toBe(400);
    const unknown = await callAdmin(
      context.app,
      unlockMember,
      { params: { member_id: 'CR99999997' }, input: { reason: 'x' } },
      { as: staff },
    );
    expect(unknown.status).toBe(404);
  });
});
