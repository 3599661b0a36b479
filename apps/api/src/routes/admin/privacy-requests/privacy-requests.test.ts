import { randomUUID } from 'node:crypto';
import { listPrivacyRequests, processPrivacyRequest } from '@loyalty/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  callAdmin,
  roleMatrix,
  type SignedInOperator,
  signInOperator,
  successData,
} from '../../../../test/admin-kit.js';
import { auditRowsOf } from '../../../../test/audit-rows.js';
import { createMember } from '../../../../test/factories.js';
import { notificationsOf } from '../../../../test/notifications.js';
import { useTestApp } from '../../../../test/test-app.js';
import { members, privacyRequests } from '../../../db/schema.js';

const context = useTestApp();
let admin: SignedInOperator;

beforeAll(async () => {
  admin = await signInOperator(context.app, 'admin');
});

const DAY = 86_400_000;

async function requestOf(memberId: number, kind: 'export' | 'deletion', dueInDays: number) {
  const createdAt = new Date(Date.now() - (30 - dueInDays) * DAY);
  const [row] = await context.db
    .insert(privacyRequests)
    .values({
      id: randomUUID(),
      memberId,
      kind,
      requestedOn: createdAt.toISOString().slice(0, 10),
      createdAt,
      dueAt: new Date(createdAt.getTime() + 30 * DAY),
      eraseAfter: kind === 'deletion' ? new Date(createdAt.getTime() + 30 * DAY) : null,
    })
    .returning();
  if (!row) throw new Error('no request recorded');
  return row;
}

describe('the privacy request queue (DESIGN §16)', () => {
  it('is read by every operator', async () => {
    expect(await roleMatrix(context.app, listPrivacyRequests, {})).toEqual({ noToken: 401, member: 401, staff: 200 });
  });

  it('lists a member’s requests, the earliest due first, with the member’s name and code', async () => {
    const member = await createMember(context.db, { firstName: 'Kanya', lastName: 'Srisuk' });
    const later = await requestOf(member.id, 'export', 20);
    const sooner = await requestOf(member.id, 'deletion', 3);
    const answer = await callAdmin(
      context.app,
      listPrivacyRequests,
      { input: { member_id: member.mbkMemberId } },
      { as: admin },
    );
    const page = successData(answer.body);
    expect(page.total).toBe(2);
    expect(page.items.map((item) => item.id)).toEqual([sooner.id, later.id]);
    expect(page.items[0]).toMatchObject({
      member_id: member.mbkMemberId,
      member_name: 'Kanya Srisuk',
      kind: 'deletion',
      status: 'pending',
      due_at: sooner.dueAt.toISOString(),
      erase_after: sooner.eraseAfter?.toISOString(),
      processed_by_name: null,
    });
    const exports = await callAdmin(
      context.app,
      listPrivacyRequests,
      { input: { member_id: member.mbkMemberId, kind: 'export', sort: '-due_at' } },
      { as: admin },
    );
    expect(successData(exports.body).items.map((item) => item.id)).toEqual([later.id]);
    const searched = await callAdmin(context.app, listPrivacyRequests, { input: { q: 'kanya sri' } }, { as: admin });
    expect(
      successData(searched.body)
        .items.map((item) => item.id)
        .sort(),
    ).toEqual([later.id, sooner.id].sort());
  });

  it('refuses filters that are not exactly their type', async () => {
    for (const query of [
      'status=done',
      'kind=erase',
      'member_id=true',
      'member_id=CR1',
      'member_id=1',
      'sort=created_at',
    ]) {
      const answer = await context.app.inject({
        method: 'GET',
        url: `/api/admin/v1/privacy-requests?${query}`,
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json()).toMatchObject({ status: 'error', code: 'VALIDATION_FAILED' });
    }
  });
});

describe('carrying a request out now', () => {
  it('is for admins only', async () => {
    const params = { id: randomUUID() };
    expect(await roleMatrix(context.app, processPrivacyRequest, { params })).toEqual({
      noToken: 401,
      member: 401,
      staff: 403,
    });
  });

  it('builds an export at once, names the admin, tells the member once and audits it; a second time is NOT_ACTIVE', async () => {
    const member = await createMember(context.db);
    const request = await requestOf(member.id, 'export', 29);
    const done = await callAdmin(context.app, processPrivacyRequest, { params: { id: request.id } }, { as: admin });
    expect(done.body).toMatchObject({
      status: 'success',
      data: { id: request.id, status: 'ready', processed_by_name: expect.any(String) },
    });
    expect(await notificationsOf(context.db, member.id)).toHaveLength(1);
    const [audit] = await auditRowsOf(context.db, 'privacy-request.process', request.id);
    expect(audit).toMatchObject({ operatorId: admin.id, before: { status: 'pending' }, after: { status: 'ready' } });
    const again = await callAdmin(context.app, processPrivacyRequest, { params: { id: request.id } }, { as: admin });
    expect(again.body).toMatchObject({ code: 'NOT_ACTIVE' });
    expect(await notificationsOf(context.db, member.id)).toHaveLength(1);
  });

  it('erases a deletion’s personal data before its grace period ends, audited with the admin', async () => {
    const member = await createMember(context.db, { firstName: 'Malee', lastName: 'Dee' });
    const request = await requestOf(member.id, 'deletion', 25);
    const done = await callAdmin(context.app, processPrivacyRequest, { params: { id: request.id } }, { as: admin });
    expect(done.body).toMatchObject({
      status: 'success',
      data: { id: request.id, status: 'completed', member_name: null, member_id: member.mbkMemberId },
    });
    const [erased] = await context.db.select().from(members).where(eq(members.id, member.id));
    expect(erased).toMatchObject({ firstName: null, lastName: null, email: null, mobileNo: null });
    expect(erased?.erasedAt).toBeInstanceOf(Date);
    const [audit] = await auditRowsOf(context.db, 'privacy-request.process', request.id);
    expect(audit).toMatchObject({ operatorId: admin.id, after: { status: 'completed' } });
    expect(JSON.stringify(audit)).not.toContain('Malee');
  });

  it('answers NOT_FOUND for an unknown id and VALIDATION_FAILED for one that is no uuid', async () => {
    const unknown = await callAdmin(
      context.app,
      processPrivacyRequest,
      { params: { id: randomUUID() } },
      { as: admin },
    );
    expect(unknown.body).toMatchObject({ code: 'NOT_FOUND' });
    const invalid = await context.app.inject({
      method: 'POST',
      url: '/api/admin/v1/privacy-requests/42/process',
      headers: { authorization: `Bearer ${admin.token}` },
      payload: {},
    });
    expect(invalid.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
