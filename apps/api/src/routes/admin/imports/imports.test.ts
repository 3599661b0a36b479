import {
  executeImportCall,
  fieldError,
  getImportCall,
  getJobCall,
  importErrorsCall,
  importPartnerCodesCall,
  isJobFinished,
  issueCardsCall,
  MAX_IMPORT_LINES,
} from '@loyalty/contracts';
import { count, eq } from 'drizzle-orm';
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
import { createCompany, createTemplate, daysFromNow, giveCard } from '../../../../test/fixtures/cards.js';
import { createCategory, createPartner, createPrivilege } from '../../../../test/fixtures/catalogue.js';
import { notificationsOf } from '../../../../test/notifications.js';
import { useTestApp } from '../../../../test/test-app.js';
import { bulkImports, memberCards, members, partnerCodes } from '../../../db/schema.js';

const context = useTestApp({ config: { jobPollingSeconds: 0.5 } });
let admin: SignedInOperator;
let staff: SignedInOperator;

beforeAll(async () => {
  admin = await signInOperator(context.app, 'admin');
  staff = await signInOperator(context.app, 'staff');
  await context.app.deps.jobs.start();
});

async function newPrivilege() {
  const category = await createCategory(context.db);
  const partner = await createPartner(context.db);
  return createPrivilege(context.db, { categoryId: category.id, partnerId: partner.id, kind: 'partner_code' });
}

async function newTemplate() {
  const company = await createCompany(context.db);
  return createTemplate(context.db, company.id, { numberPrefix: '71' });
}

async function codesOf(privilegeId: number) {
  const rows = await context.db
    .select({ code: partnerCodes.code })
    .from(partnerCodes)
    .where(eq(partnerCodes.privilegeId, privilegeId));
  return rows.map((row) => row.code).sort();
}

async function cardsOf(templateId: number) {
  const [row] = await context.db
    .select({ cards: count() })
    .from(memberCards)
    .where(eq(memberCards.templateId, templateId));
  return row?.cards ?? 0;
}

const execute = (id: number) => callAdmin(context.app, executeImportCall, { params: { id } }, { as: admin });

const importOf = async (id: number) =>
  successData((await callAdmin(context.app, getImportCall, { params: { id } }, { as: staff })).body);

/** The error file's rows, header first, written in `lang` (English when the console sends none). */
async function errorFileOf(id: number, lang?: 'en' | 'th') {
  const input = lang ? { lang } : {};
  const answer = await callAdmin(context.app, importErrorsCall, { params: { id }, input }, { as: staff });
  return answer.text.replace('\uFEFF', '').trimEnd().split('\n');
}

const reviewCodes = async (privilegeId: number, csv: string) =>
  successData(
    (
      await callAdmin(
        context.app,
        importPartnerCodesCall,
        { params: { id: privilegeId }, input: { csv } },
        { as: admin },
      )
    ).body,
  );

const reviewCards = async (templateId: number, memberIds: string[], expiresAt: Date) =>
  successData(
    (
      await callAdmin(
        context.app,
        issueCardsCall,
        { input: { template_id: templateId, member_ids: memberIds, expires_at: expiresAt.toISOString() } },
        { as: admin },
      )
    ).body,
  );

describe('import calls', () => {
  it('read for staff, write for admins only', async () => {
    const { app } = context;
    const expires_at = daysFromNow(30).toISOString();
    expect(await roleMatrix(app, importPartnerCodesCall, { params: { id: 1 }, input: { csv: 'A1' } })).toEqual({
      noToken: 401,
      member: 401,
      staff: 403,
    });
    expect(
      await roleMatrix(app, issueCardsCall, { input: { template_id: 1, member_ids: ['CR00000001'], expires_at } }),
    ).toEqual({ noToken: 401, member: 401, staff: 403 });
    expect(await roleMatrix(app, executeImportCall, { params: { id: 1 } })).toEqual({
      noToken: 401,
      member: 401,
      staff: 403,
    });
    expect(await roleMatrix(app, getImportCall, { params: { id: 999_999 } })).toEqual({
      noToken: 401,
      member: 401,
      staff: 404,
    });
    expect(await roleMatrix(app, importErrorsCall, { params: { id: 999_999 } })).toEqual({
      noToken: 401,
      member: 401,
      staff: 404,
    });
  });
});

describe('partner codes by CSV', () => {
  it('review without changing anything, list the problems in an error file, then apply once', async () => {
    const privilege = await newPrivilege();
    await context.db.insert(partnerCodes).values({ privilegeId: privilege.id, code: 'OLD-1' });
    // A lone quote and an unclosed one are broken CSV values, not codes.
    const csv = 'NEW-1\r\n"NEW-2"\n\nNEW-1\nOLD-1\nhas space\nNEW-3,extra\n"\n"UNCLOSED\n';
    const review = successData(
      (
        await callAdmin(
          context.app,
          importPartnerCodesCall,
          { params: { id: privilege.id }, input: { csv } },
          { as: admin },
        )
      ).body,
    );
    expect(review).toMatchObject({
      kind: 'partner-codes',
      state: 'reviewed',
      lines: 8,
      counts: { ok: 2, duplicate: 1, exists: 1, bad_line: 4, unknown_member: 0, inactive_member: 0 },
      error_file_url: `/imports/${review.id}/errors.csv`,
    });
    expect(await codesOf(privilege.id)).toEqual(['OLD-1']);
    expect(await auditRowsOf(context.db, 'import.review', review.id)).toHaveLength(1);

    expect(await errorFileOf(review.id)).toEqual([
      'line,value,problem',
      '4,NEW-1,Repeats an earlier line',
      '5,OLD-1,Already there: nothing to add',
      '6,has space,Not a valid code or member ID',
      '7,"NEW-3,extra",Not a valid code or member ID',
      '8,"""",Not a valid code or member ID',
      '9,"""UNCLOSED",Not a valid code or member ID',
    ]);
    expect((await errorFileOf(review.id, 'th')).slice(0, 3)).toEqual([
      'line,value,problem',
      '4,NEW-1,ซ้ำกับบรรทัดก่อนหน้า',
      '5,OLD-1,มีอยู่แล้ว ไม่ต้องเพิ่ม',
    ]);

    const [first, second] = await Promise.all([execute(review.id), execute(review.id)]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect(await codesOf(privilege.id)).toEqual(['NEW-1', 'NEW-2', 'OLD-1']);
    expect(await importOf(review.id)).toMatchObject({ state: 'done', applied: 2, job: null });
    expect(await auditRowsOf(context.db, 'import.execute', review.id)).toHaveLength(1);
  });

  it('apply the same file imported twice in parallel once', async () => {
    const privilege = await newPrivilege();
    const csv = ['P-1', 'P-2', 'P-3'].join('\n');
    const review = () =>
      callAdmin(context.app, importPartnerCodesCall, { params: { id: privilege.id }, input: { csv } }, { as: admin });
    const [a, b] = await Promise.all([review(), review()]);
    await Promise.all([execute(successData(a.body).id), execute(successData(b.body).id)]);
    expect(await codesOf(privilege.id)).toEqual(['P-1', 'P-2', 'P-3']);
    const applied = await Promise.all(
      [a, b].map(
        async (answer) =>
          successData(
            (
              await callAdmin(
                context.app,
                getImportCall,
                { params: { id: successData(answer.body).id } },
                { as: staff },
              )
            ).body,
          ).applied,
      ),
    );
    expect(applied.sort()).toEqual([0, 3]);
  });

  it('give a code another import added after the review the outcome exists, without applying it', async () => {
    const privilege = await newPrivilege();
    const first = await reviewCodes(privilege.id, 'P-1\nP-2');
    const second = await reviewCodes(privilege.id, 'P-2\nP-3');
    expect(second.counts.ok).toBe(2);
    expect((await execute(first.id)).status).toBe(200);

    expect(successData((await execute(second.id)).body)).toMatchObject({
      state: 'done',
      applied: 1,
      counts: { ok: 1, exists: 1 },
      error_file_url: `/imports/${second.id}/errors.csv`,
    });
    expect(await codesOf(privilege.id)).toEqual(['P-1', 'P-2', 'P-3']);
    expect(await errorFileOf(second.id)).toEqual(['line,value,problem', '1,P-2,Already there: nothing to add']);
  });

  it('refuse an empty file, an unknown privilege, one that hands out no codes and a body that is not text', async () => {
    const privilege = await newPrivilege();
    const empty = await callAdmin(
      context.app,
      importPartnerCodesCall,
      { params: { id: privilege.id }, input: { csv: '\n \n' } },
      { as: admin },
    );
    expect(empty.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [fieldError('csv', 'importLinesNone')] });
    const unknown = await callAdmin(
      context.app,
      importPartnerCodesCall,
      { params: { id: 987_654 }, input: { csv: 'A-1' } },
      { as: admin },
    );
    expect(unknown.status).toBe(404);
    const category = await createCategory(context.db);
    const partner = await createPartner(context.db);
    const coupon = await createPrivilege(context.db, { categoryId: category.id, partnerId: partner.id });
    const notCodes = await callAdmin(
      context.app,
      importPartnerCodesCall,
      { params: { id: coupon.id }, input: { csv: 'A-1' } },
      { as: admin },
    );
    expect(notCodes.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [fieldError('id', 'notPartnerCodePrivilege')],
    });
    expect(await codesOf(coupon.id)).toEqual([]);
    const wrongType = await callAdmin(
      context.app,
      importPartnerCodesCall,
      { params: { id: privilege.id }, input: { csv: ['A-1'] as unknown as string } },
      { as: admin },
    );
    expect(wrongType.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'csv' }] });
  });
});

describe('issuing cards to a member list', () => {
  it('review counts, duplicates and unknown members, then issue through the card issuer once', async () => {
    const template = await newTemplate();
    const [first, second, holder] = await Promise.all([1, 2, 3].map(() => createMember(context.db)));
    if (!first || !second || !holder) throw new Error('members missing');
    const [suspended] = await Promise.all([createMember(context.db, { status: 'suspended' })]);
    await giveCard(context.db, holder.id, { templateId: template.id });
    const expiresAt = daysFromNow(90);
    const memberIds = [
      first.mbkMemberId,
      second.mbkMemberId.toLowerCase(),
      first.mbkMemberId,
      holder.mbkMemberId,
      suspended?.mbkMemberId ?? '',
      'CR99999999',
      'not-an-id',
    ];
    const review = successData(
      (
        await callAdmin(
          context.app,
          issueCardsCall,
          { input: { template_id: template.id, member_ids: memberIds, expires_at: expiresAt.toISOString() } },
          { as: admin },
        )
      ).body,
    );
    expect(review).toMatchObject({
      kind: 'card-issue',
      lines: 7,
      counts: { ok: 2, duplicate: 1, exists: 1, unknown_member: 1, inactive_member: 1, bad_line: 1 },
    });
    expect(await cardsOf(template.id)).toBe(1);
    expect((await errorFileOf(review.id, 'th')).slice(-3)).toEqual([
      `5,${suspended?.mbkMemberId},สมาชิกถูกระงับชั่วคราว`,
      '6,CR99999999,ไม่มีสมาชิกที่ใช้รหัสนี้',
      '7,NOT-AN-ID,ไม่ใช่รหัสหรือรหัสสมาชิกที่ถูกต้อง',
    ]);

    expect((await execute(review.id)).status).toBe(200);
    expect((await execute(review.id)).body).toMatchObject({ code: 'NOT_ACTIVE' });
    expect(await cardsOf(template.id)).toBe(3);
    const issued = await context.db
      .select({ memberId: memberCards.memberId, expiresAt: memberCards.expiresAt, cardNumber: memberCards.cardNumber })
      .from(memberCards)
      .where(eq(memberCards.templateId, template.id));
    const newCards = issued.filter((card) => card.memberId !== holder.id);
    expect(newCards.map((card) => card.memberId).sort()).toEqual([first.id, second.id].sort());
    expect(newCards.every((card) => card.expiresAt.getTime() === expiresAt.getTime())).toBe(true);
    expect(newCards.every((card) => /^71\d{14}$/.test(card.cardNumber))).toBe(true);
    expect(await notificationsOf(context.db, first.id)).toMatchObject([
      {
        kind: 'card_issued',
        titleEn: 'You have a new member card',
        bodyTh: expect.stringMatching(/^บัตรห้างชบา ใช้ได้ถึง /),
      },
    ]);
  });

  it('skip members no longer active or given the card since the review, each with its outcome', async () => {
    const template = await newTemplate();
    const [kept, canceled, merged, suspended, givenMeanwhile, blocked] = await Promise.all(
      Array.from({ length: 6 }, () => createMember(context.db, { password: null })),
    );
    if (!kept || !canceled || !merged || !suspended || !givenMeanwhile || !blocked) throw new Error('members missing');
    const listed = [kept, canceled, merged, suspended, givenMeanwhile, blocked];
    const review = await reviewCards(
      template.id,
      listed.map((member) => member.mbkMemberId),
      daysFromNow(90),
    );
    expect(review.counts.ok).toBe(6);

    await context.db.update(members).set({ status: 'canceled' }).where(eq(members.id, canceled.id));
    await context.db.update(members).set({ status: 'blocked' }).where(eq(members.id, blocked.id));
    await context.db
      .update(members)
      .set({ status: 'merged', mergedIntoMemberId: kept.id })
      .where(eq(members.id, merged.id));
    await context.db.update(members).set({ status: 'suspended' }).where(eq(members.id, suspended.id));
    await giveCard(context.db, givenMeanwhile.id, { templateId: template.id });

    expect(successData((await execute(review.id)).body)).toMatchObject({
      state: 'done',
      applied: 1,
      counts: { ok: 1, inactive_member: 4, unknown_member: 0, exists: 1 },
    });
    const holders = await context.db
      .select({ memberId: memberCards.memberId })
      .from(memberCards)
      .where(eq(memberCards.templateId, template.id));
    expect(holders.map((card) => card.memberId).sort()).toEqual([kept.id, givenMeanwhile.id].sort());
    expect(await errorFileOf(review.id)).toEqual([
      'line,value,problem',
      `2,${canceled.mbkMemberId},The membership is canceled`,
      `3,${merged.mbkMemberId},The member was merged into another account`,
      `4,${suspended.mbkMemberId},The member is suspended`,
      `5,${givenMeanwhile.mbkMemberId},Already there: nothing to add`,
      `6,${blocked.mbkMemberId},The member is blocked`,
    ]);
  });

  it('give no card to a member whose cancellation commits while the import applies', async () => {
    const template = await newTemplate();
    const member = await createMember(context.db, { password: null });
    const review = await reviewCards(template.id, [member.mbkMemberId], daysFromNow(90));
    // An operator's status change holds the member (FOR UPDATE) and commits while the import runs.
    const change = await context.database.pool.connect();
    try {
      await change.query('begin');
      await change.query('select id from members where id = $1 for update', [member.id]);
      await change.query("update members set status = 'canceled' where id = $1", [member.id]);
      const executing = execute(review.id);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await change.query('commit');
      expect(successData((await executing).body)).toMatchObject({ applied: 0, counts: { ok: 0, inactive_member: 1 } });
    } finally {
      change.release();
    }
    expect(await cardsOf(template.id)).toBe(0);
  });

  it('refuse to execute once the expiry has passed since the review, leaving the import reviewed', async () => {
    const template = await newTemplate();
    const member = await createMember(context.db, { password: null });
    const review = await reviewCards(template.id, [member.mbkMemberId], daysFromNow(1));
    // The review was right then; the expiry has passed by the time someone executes it.
    await context.db
      .update(bulkImports)
      .set({ expiresAt: daysFromNow(-1) })
      .where(eq(bulkImports.id, review.id));

    const refused = await execute(review.id);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [fieldError('expires_at', 'expiryPassed')],
    });
    expect(await cardsOf(template.id)).toBe(0);
    expect(await importOf(review.id)).toMatchObject({
      state: 'reviewed',
      applied: 0,
      counts: { ok: 1 },
      job: null,
      executed_at: null,
    });
    expect(await auditRowsOf(context.db, 'import.execute', review.id)).toHaveLength(0);
  });

  it('run a long list as a job whose progress reaches every line', async () => {
    const template = await newTemplate();
    const many = await Promise.all(Array.from({ length: 1_100 }, () => createMember(context.db, { password: null })));
    const review = successData(
      (
        await callAdmin(
          context.app,
          issueCardsCall,
          {
            input: {
              template_id: template.id,
              member_ids: many.map((member) => member.mbkMemberId),
              expires_at: daysFromNow(60).toISOString(),
            },
          },
          { as: admin },
        )
      ).body,
    );
    const executed = successData((await execute(review.id)).body);
    expect(executed.state).toBe('executing');
    const job = executed.job;
    if (!job) throw new Error('An import of 1,100 lines should run as a job');
    let progress = job;
    for (let attempt = 0; attempt < 120 && !isJobFinished(progress); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      progress = successData(
        (await callAdmin(context.app, getJobCall, { params: { id: job.id } }, { as: staff })).body,
      );
    }
    expect(progress).toMatchObject({ state: 'done', done: 1_100, total: 1_100 });
    expect(await cardsOf(template.id)).toBe(1_100);
    const done = successData(
      (await callAdmin(context.app, getImportCall, { params: { id: review.id } }, { as: staff })).body,
    );
    expect(done).toMatchObject({ state: 'done', applied: 1_100 });
  });

  it('refuse an expiry in the past, an unknown template, member ids that are not strings and lists of no or too many lines', async () => {
    const template = await newTemplate();
    const input = { template_id: template.id, member_ids: ['CR00000001'], expires_at: daysFromNow(-1).toISOString() };
    const past = await callAdmin(context.app, issueCardsCall, { input }, { as: admin });
    expect(past.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [fieldError('expires_at', 'expiryPassed')],
    });
    const future = daysFromNow(10).toISOString();
    const unknown = await callAdmin(
      context.app,
      issueCardsCall,
      { input: { ...input, template_id: 987_654, expires_at: future } },
      { as: admin },
    );
    expect(unknown.status).toBe(404);
    const numbers = await callAdmin(
      context.app,
      issueCardsCall,
      { input: { ...input, member_ids: [1] as unknown as string[], expires_at: future } },
      { as: admin },
    );
    expect(numbers.status).toBe(400);
    const none = await callAdmin(
      context.app,
      issueCardsCall,
      { input: { ...input, member_ids: [], expires_at: future } },
      { as: admin },
    );
    expect(none.body).toMatchObject({ errors: [fieldError('member_ids', 'importLinesNone')] });
    const tooMany = await callAdmin(
      context.app,
      issueCardsCall,
      { input: { ...input, member_ids: Array(MAX_IMPORT_LINES + 1).fill('CR00000001'), expires_at: future } },
      { as: admin },
    );
    expect(tooMany.body).toMatchObject({
      errors: [fieldError('member_ids', 'importLinesTooMany', { max: MAX_IMPORT_LINES })],
    });
  });
});
