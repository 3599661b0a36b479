import { checkConsent, getCustomerInfo, transferPoint, updateConsent } from '@loyalty/contracts';
import { describe, expect, it } from 'vitest';
import { type Caller, callContract } from '../../test/call-contract.js';
import { memberWithPoints } from '../../test/fixtures/points.js';
import { useTestApp } from '../../test/test-app.js';
import { within } from '../../test/within.js';
import { consentDocuments } from '../db/schema.js';
import { refusesWithoutConsent } from './consent-gate.js';

// Its own file: the documents it publishes stay in force for every later test on this database.
const context = useTestApp();

const ACCEPTED_V1 = { acceptConsentAndPolicy: true, consentPolicyVersion: '1.0', consentTermsVersion: '1.0' };

const transfer = (as: Caller, recipient: string) =>
  callContract(context.app, transferPoint, { Member_Id: recipient, Points: 10 }, { as });

function publishPolicy(version: string, publishedAt: Date) {
  return context.database.orm.insert(consentDocuments).values({
    kind: 'policy',
    version,
    titleTh: 'นโยบายความเป็นส่วนตัว',
    titleEn: 'Privacy Policy',
    bodyTh: `ฉบับ ${version}`,
    bodyEn: `Version ${version}`,
    publishedAt,
  });
}

describe('the re-consent gate (decision 062)', () => {
  it('covers members’ writes but not their reads, consent, leaving, privacy, inbox, codes or signing in', () => {
    const write = { method: 'POST', access: ['bcrm-member'] } as const;
    expect(refusesWithoutConsent({ ...write, path: '/Point/TransferPoint' })).toBe(true);
    expect(refusesWithoutConsent({ ...write, method: 'PUT', path: '/Customer/UpdateProfilePicture' })).toBe(true);
    expect(refusesWithoutConsent({ ...write, method: 'GET', path: '/Customer/GetCustomerInfo' })).toBe(false);
    for (const path of [
      '/Customer/UpdateConsent',
      '/Customer/CancelMembership',
      '/Privacy/RequestDeletion',
      '/Notification/MarkRead',
      '/Notification/UpdatePreferences',
      '/Mail/RequestOTPChangeEmail',
      '/SMS/RequestOTP',
      '/authentication/Logout',
    ]) {
      expect(refusesWithoutConsent({ ...write, path }), path).toBe(false);
    }
    expect(refusesWithoutConsent({ method: 'POST', access: 'public', path: '/Customer/ForgetPassword' })).toBe(false);
  });

  it('lets writes through while the member’s versions are in force, and ignores a version not yet in force', async () => {
    const sender = await memberWithPoints(context.database.orm, 100, ACCEPTED_V1);
    const recipient = await memberWithPoints(context.database.orm, 0);
    await publishPolicy('1.5', new Date(Date.now() + 24 * 3600_000));
    const response = await transfer(sender, recipient.member.mbkMemberId);
    expect(response.statusCode, response.text).toBe(200);
  });

  it('refuses a member’s writes once a newer policy is in force, until they accept it', async () => {
    const sender = await memberWithPoints(context.database.orm, 100, ACCEPTED_V1);
    const recipient = await memberWithPoints(context.database.orm, 0);
    expect((await transfer(sender, recipient.member.mbkMemberId)).statusCode).toBe(200);

    await publishPolicy('2.0', new Date(Date.now() - 1000));
    // The app's copy forgets by the table's notice, a moment after the insert.
    expect(
      await within(2000, async () => (await transfer(sender, recipient.member.mbkMemberId)).statusCode === 403),
    ).toBe(true);
    const refused = await transfer(sender, recipient.member.mbkMemberId);
    expect(refused.body).toMatchObject({ code: 'CONSENT_REQUIRED', http_status: 403 });

    expect((await callContract(context.app, getCustomerInfo, undefined, { as: sender })).statusCode).toBe(200);
    expect((await callContract(context.app, checkConsent, {}, { as: sender })).data).toMatchObject({
      must_consent: true,
      policy_version: '2.0',
    });
    const accepted = await callContract(
      context.app,
      updateConsent,
      {
        Accept_Consentandpolicy: true,
        Accept_Newsandpromotions: false,
        Accept_Preferenceandinterest: false,
        Policy_Version: '2.0',
        Terms_Version: '1.0',
      },
      { as: sender },
    );
    expect(accepted.statusCode, accepted.text).toBe(200);
    const after = await transfer(sender, recipient.member.mbkMemberId);
    expect(after.statusCode, after.text).toBe(200);
  });

  it('does not refuse a member with no accepted version on record (CheckConsent still asks them)', async () => {
    const sender = await memberWithPoints(context.database.orm, 100);
    const recipient = await memberWithPoints(context.database.orm, 0);
    expect((await transfer(sender, recipient.member.mbkMemberId)).statusCode).toBe(200);
  });

  it('judges each of the writes arriving together by its own member’s versions (decision 066)', async () => {
    const behind = await memberWithPoints(context.database.orm, 100, ACCEPTED_V1);
    const current = await memberWithPoints(context.database.orm, 100, {
      ...ACCEPTED_V1,
      consentPolicyVersion: '3.0',
    });
    const unversioned = await memberWithPoints(context.database.orm, 100);
    const recipient = await memberWithPoints(context.database.orm, 0);
    await publishPolicy('3.0', new Date(Date.now() - 1000));
    expect(
      await within(2000, async () => (await transfer(behind, recipient.member.mbkMemberId)).statusCode === 403),
    ).toBe(true);

    const together = await Promise.all(
      [behind, current, unversioned].map((sender) => transfer(sender, recipient.member.mbkMemberId)),
    );

    expect(together.map((response) => response.code ?? 'success')).toEqual(['CONSENT_REQUIRED', 'success', 'success']);
  });
});
