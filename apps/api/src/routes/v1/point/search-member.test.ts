import { type CallInput, searchMember, transferPoint } from '@loyalty/contracts';
import { describe, expect, it } from 'vitest';
import { type BadInput, badInput, type Caller, callContract } from '../../../../test/call-contract.js';
import { memberWithPoints } from '../../../../test/fixtures/points.js';
import { useTestApp } from '../../../../test/test-app.js';

const context = useTestApp();

const search = (as: Caller | undefined, input: CallInput<typeof searchMember> | BadInput) =>
  callContract(context.app, searchMember, input, as ? { as } : {});

describe('Point/SearchMember', () => {
  it('finds the member a mobile identifies (login type 2) and answers only a masked recipient', async () => {
    const sender = await memberWithPoints(context.database.orm, 0);
    const friend = await memberWithPoints(context.database.orm, 0, {
      loginType: 2,
      email: null,
      firstName: 'Somchai',
      lastName: 'Khemthong',
      mobileNo: '0812345678',
      pictureUrl: '/uploads/profile/friend.webp',
    });
    const response = await search(sender, { Mobile_No: '0812345678' });
    expect(response.statusCode, response.text).toBe(200);
    expect(response.data).toEqual({
      member_id: friend.member.mbkMemberId,
      display_name: 'Somchai K.',
      masked_mobile: '081-xxx-5678',
      picture_url: '/uploads/profile/friend.webp',
    });
    expect(response.text).not.toContain('Khemthong');
  });

  it('finds a member by member id, whatever its letter case', async () => {
    const sender = await memberWithPoints(context.database.orm, 0);
    const friend = await memberWithPoints(context.database.orm, 0, { firstName: 'สมหญิง', lastName: 'ใจดี' });
    const response = await search(sender, { Member_Id: friend.member.mbkMemberId.toLowerCase() });
    expect(response.data).toMatchObject({ member_id: friend.member.mbkMemberId, display_name: 'สมหญิง จ.' });
  });

  it('answers NOT_FOUND for an unknown mobile or member id', async () => {
    const sender = await memberWithPoints(context.database.orm, 0);
    const byMobile = await search(sender, { Mobile_No: '0999999999' });
    expect(byMobile.statusCode).toBe(404);
    expect(byMobile.code).toBe('NOT_FOUND');
    expect((await search(sender, { Member_Id: 'CR99999999' })).code).toBe('NOT_FOUND');
  });

  it('answers INVALID_RECIPIENT for oneself and for a member who is not active', async () => {
    const sender = await memberWithPoints(context.database.orm, 0);
    const suspended = await memberWithPoints(context.database.orm, 0, { status: 'suspended', loginType: 2 });
    const self = await search(sender, { Member_Id: sender.member.mbkMemberId });
    expect(self.statusCode).toBe(400);
    expect(self.code).toBe('INVALID_RECIPIENT');
    const inactive = await search(sender, { Mobile_No: suspended.member.mobileNo as string });
    expect(inactive.code).toBe('INVALID_RECIPIENT');
  });

  it('finds no one by a mobile that is only a foreigner’s contact information (decision 038)', async () => {
    const sender = await memberWithPoints(context.database.orm, 0);
    const foreigner = await memberWithPoints(context.database.orm, 0);
    const response = await search(sender, { Mobile_No: foreigner.member.mobileNo as string });
    expect(response.code).toBe('NOT_FOUND');
  });

  it.each([{}, { Mobile_No: '12345' }, { Member_Id: 'CR1' }, { Mobile_No: '0812345678', Member_Id: 'CR10000001' }])(
    'refuses %j with VALIDATION_FAILED',
    async (payload) => {
      const sender = await memberWithPoints(context.database.orm, 0);
      const response = await search(sender, badInput(payload));
      expect(response.statusCode).toBe(400);
      expect(response.code).toBe('VALIDATION_FAILED');
    },
  );

  it('refuses a request without a session', async () => {
    const response = await search(undefined, { Member_Id: 'CR10000001' });
    expect(response.statusCode).toBe(401);
    expect(response.code).toBe('UNAUTHORIZED');
  });

  it('limits searches per member with RATE_LIMITED, leaving other members their own budget', async () => {
    const prober = await memberWithPoints(context.database.orm, 0);
    const other = await memberWithPoints(context.database.orm, 0);
    const friend = await memberWithPoints(context.database.orm, 0);
    const payload = { Member_Id: friend.member.mbkMemberId };
    for (let attempt = 0; attempt < context.app.deps.config.rateLimit.recipientLookupMax; attempt += 1) {
      expect((await search(prober, payload)).statusCode).toBe(200);
    }
    const limited = await search(prober, payload);
    expect(limited.statusCode).toBe(429);
    expect(limited.code).toBe('RATE_LIMITED');
    expect((await search(other, payload)).statusCode).toBe(200);
  });

  it('limits TransferPoint per member alike, so refused transfers cannot walk through member ids instead', async () => {
    const prober = await memberWithPoints(context.database.orm, 0);
    const answers = new Set<string>();
    for (let attempt = 0; attempt < context.app.deps.config.rateLimit.recipientLookupMax; attempt += 1) {
      const probe = await callContract(
        context.app,
        transferPoint,
        { Member_Id: `CR${String(90_000_000 + attempt)}`, Points: 1 },
        { as: prober },
      );
      answers.add(probe.code ?? 'success');
    }
    expect([...answers]).toEqual(['NOT_FOUND']);
    const limited = await callContract(
      context.app,
      transferPoint,
      { Member_Id: 'CR90000999', Points: 1 },
      { as: prober },
    );
    expect(limited.code).toBe('RATE_LIMITED');
  });
});
