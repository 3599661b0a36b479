import { randomUUID } from 'node:crypto';
import { downloadExport, getPrivacyRequests, requestExport } from '@loyalty/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { badInput, callContract } from '../../../../test/call-contract.js';
import { signedInMember } from '../../../../test/fixtures/members.js';
import { demoLikeMember } from '../../../../test/fixtures/privacy.js';
import { useTestApp } from '../../../../test/test-app.js';
import { within } from '../../../../test/within.js';
import { privacyRequests } from '../../../db/schema.js';
import { DAY_MS } from '../../../modules/calendar/bangkok-calendar.js';
import { processExportRequest } from '../../../modules/privacy/privacy-export-service.js';

const context = useTestApp();

/** A member, signed in, with an export asked for and built now. */
async function memberWithReadyExport() {
  const member = await signedInMember(context.db);
  const as = { token: member.token };
  const { request_id } = (await callContract(context.app, requestExport, {}, { as })).data;
  const exports = { orm: context.db, privateStorage: context.app.deps.adapters.privateStorage };
  await processExportRequest(exports, request_id, { now: new Date() });
  return { member, as, requestId: request_id };
}

describe('Privacy/RequestExport (DESIGN §16)', () => {
  it('takes one request a Bangkok day: of two sent at once, one is taken and one answers LIMIT_EXCEEDED', async () => {
    const member = await signedInMember(context.db);
    const as = { token: member.token };

    const answers = await Promise.all([
      callContract(context.app, requestExport, {}, { as }),
      callContract(context.app, requestExport, {}, { as }),
    ]);
    const later = await callContract(context.app, requestExport, {}, { as });

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.map((answer) => answer.code ?? 'success').sort()).toEqual(['LIMIT_EXCEEDED', 'success']);
    expect(later.body).toMatchObject({ status: 'error', http_status: 409, code: 'LIMIT_EXCEEDED' });
    const rows = await context.db.select().from(privacyRequests).where(eq(privacyRequests.memberId, member.member.id));
    expect(rows).toHaveLength(1);
    expect(answers.find((answer) => answer.statusCode === 200)?.data).toEqual({
      request_id: rows[0]?.id,
      status: 'pending',
    });
  });

  it('is built by the job queue within seconds, and listed ready with its download link', async () => {
    const member = await demoLikeMember(context.app, context.db);
    const as = { token: member.token };
    await context.app.deps.jobs.start();

    const { request_id } = (await callContract(context.app, requestExport, {}, { as })).data;
    const isReady = await within(20_000, async () => {
      const [row] = await context.db.select().from(privacyRequests).where(eq(privacyRequests.id, request_id));
      return row?.status === 'ready';
    });
    const listed = (await callContract(context.app, getPrivacyRequests, {}, { as })).data;

    expect(isReady).toBe(true);
    expect(listed).toMatchObject({ page: 1, total: 1, end_page: true });
    expect(listed.items).toEqual([
      expect.objectContaining({
        request_id,
        kind: 'export',
        status: 'ready',
        download_url: `/api/v1/Privacy/DownloadExport?Request_Id=${request_id}`,
      }),
    ]);
  }, 30_000);
});

describe('Privacy/GetRequests', () => {
  it('lists only the member’s own requests', async () => {
    const { as, requestId } = await memberWithReadyExport();
    const other = await signedInMember(context.db);

    const mine = (await callContract(context.app, getPrivacyRequests, { limit: 5 }, { as })).data;
    const theirs = (await callContract(context.app, getPrivacyRequests, {}, { as: { token: other.token } })).data;

    expect(mine.items.map((item) => item.request_id)).toEqual([requestId]);
    expect(theirs).toMatchObject({ items: [], total: 0 });
  });
});

describe('Privacy/DownloadExport', () => {
  it('sends the file as an attachment no cache keeps, to the member who asked for it', async () => {
    const { member, as, requestId } = await memberWithReadyExport();
    const [row] = await context.db.select().from(privacyRequests).where(eq(privacyRequests.id, requestId));

    const answer = await callContract(context.app, downloadExport, { Request_Id: requestId }, { as });

    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="my-data-${row?.requestedOn}.json"`);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(answer.text)).toMatchObject({ member: { member_code: member.member.mbkMemberId } });
  });

  it('answers another member’s request and a guessed id alike: NOT_FOUND', async () => {
    const { requestId } = await memberWithReadyExport();
    const stranger = { token: (await signedInMember(context.db)).token };

    const theirs = await callContract(context.app, downloadExport, { Request_Id: requestId }, { as: stranger });
    const guessed = await callContract(context.app, downloadExport, { Request_Id: randomUUID() }, { as: stranger });
    const signedOut = await callContract(context.app, downloadExport, { Request_Id: requestId });

    // Each answer carries its own request id; nothing else may differ.
    const [theirsSaid, guessedSaid] = [theirs, guessed].map(({ statusCode, body }) => {
      const { request_id: _requestId, ...said } = body as typeof body & { request_id?: string };
      return { statusCode, said };
    });
    expect(theirsSaid).toEqual(guessedSaid);
    expect(theirsSaid).toMatchObject({
      statusCode: 404,
      said: { status: 'error', http_status: 404, code: 'NOT_FOUND' },
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('refuses an id that is not a UUID, or anything beside it, as VALIDATION_FAILED', async () => {
    const { as, requestId } = await memberWithReadyExport();
    for (const input of [{ Request_Id: '12' }, {}, { Request_Id: requestId, Member_Id: '1' }]) {
      const answer = await callContract(context.app, downloadExport, badInput(input), { as });
      expect(answer.statusCode).toBe(400);
      expect(answer.code).toBe('VALIDATION_FAILED');
    }
  });

  it('answers NOT_ACTIVE while the file is still being built', async () => {
    const member = await signedInMember(context.db);
    const as = { token: member.token };
    // A request of its own, with no job to build it meanwhile.
    const request_id = randomUUID();
    await context.db.insert(privacyRequests).values({
      id: request_id,
      memberId: member.member.id,
      kind: 'export',
      requestedOn: '2026-11-01',
      dueAt: new Date(Date.now() + 30 * DAY_MS),
    });

    const answer = await callContract(context.app, downloadExport, { Request_Id: request_id }, { as });

    expect(answer.statusCode).toBe(409);
    expect(answer.code).toBe('NOT_ACTIVE');
  });

  it('answers EXPORT_EXPIRED (410) once its 7 days have passed, swept or not', async () => {
    const lapsed = await memberWithReadyExport();
    const swept = await memberWithReadyExport();
    await context.db
      .update(privacyRequests)
      .set({ expiresAt: new Date(Date.now() - DAY_MS) })
      .where(eq(privacyRequests.id, lapsed.requestId));
    await context.db
      .update(privacyRequests)
      .set({ status: 'expired', fileKey: null })
      .where(eq(privacyRequests.id, swept.requestId));

    for (const { as, requestId } of [lapsed, swept]) {
      const answer = await callContract(context.app, downloadExport, { Request_Id: requestId }, { as });
      expect(answer.statusCode).toBe(410);
      expect(answer.body).toMatchObject({ status: 'error', http_status: 410, code: 'EXPORT_EXPIRED' });
    }
  });
});
