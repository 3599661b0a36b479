import { describe, expect, it } from 'vitest';
import { createMember, sessionTokenFor, TEST_PASSWORD } from '../../../test/factories.js';
import { TEST_SESSION_SECRET, useTestDatabase } from '../../../test/helper.js';
import { authenticate, logInWithPassword } from '../auth/auth-service.js';
import { updateMember } from '../members/member-repository.js';
import { UNCACHED_TIERS } from '../tiers/tier-service.js';
import { getMemberDetail } from './member-search-service.js';
import { changeMemberStatus } from './member-status-service.js';

const context = useTestDatabase();
const actor = { operatorId: null, requestId: 'req-status' };
const auth = () => ({ orm: context.database.orm, sessionSecret: TEST_SESSION_SECRET, sessionTtlSeconds: 3600 });

function setStatus(memberCode: string, status: 'active' | 'suspended' | 'blocked', reason = 'fraud check') {
  return changeMemberStatus({ orm: context.database.orm }, actor, memberCode, { status, reason });
}

describe('member status changes', () => {
  it('blocks a member with its reason and ends its sessions, so it signs in again to a blocked scope', async () => {
    const member = await createMember(context.database.orm);
    const token = await sessionTokenFor(context.database.orm, member);

    const answer = await setStatus(member.mbkMemberId, 'blocked', 'chargeback abuse');

    expect(answer.status).toBe('blocked');
    const detail = await getMemberDetail(context.database.orm, UNCACHED_TIERS, member.mbkMemberId);
    expect(detail.status_reason).toBe('chargeback abuse');
    expect(detail.status_changed_at).not.toBeNull();
    await expect(authenticate(auth(), token)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const session = await logInWithPassword(auth(), { identifier: member.email ?? '', password: TEST_PASSWORD });
    expect(session.scope).toBe('bcrm-blocked');
  });

  it('gives a reactivated member a full session again', async () => {
    const member = await createMember(context.database.orm);
    await setStatus(member.mbkMemberId, 'suspended');
    await setStatus(member.mbkMemberId, 'active', 'cleared');

    const session = await logInWithPassword(auth(), { identifier: member.email ?? '', password: TEST_PASSWORD });

    expect(session.scope).toBe('bcrm-member');
  });

  it('refuses to change a merged or canceled member, and an unknown one is not found', async () => {
    const canceled = await createMember(context.database.orm);
    await updateMember(context.database.orm, canceled.id, { status: 'canceled' });

    await expect(setStatus(canceled.mbkMemberId, 'active')).rejects.toMatchObject({ code: 'MEMBER_STATE_CONFLICT' });
    await expect(setStatus('CR99999998', 'blocked')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await getMemberDetail(context.database.orm, UNCACHED_TIERS, canceled.mbkMemberId)).status).toBe('canceled');
  });
});
