import {
  type AdminCallInput,
  type BulkImport,
  executeImportCall,
  getImportCall,
  importPartnerCodesCall,
  issueCardsCall,
  listImportsCall,
} from '@loyalty/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  callAdmin,
  roleMatrix,
  type SignedInOperator,
  signInOperator,
  successData,
} from '../../../../test/admin-kit.js';
import { createMember } from '../../../../test/factories.js';
import { createCompany, createTemplate, daysFromNow } from '../../../../test/fixtures/cards.js';
import { createCategory, createPartner, createPrivilege } from '../../../../test/fixtures/catalogue.js';
import { useTestApp } from '../../../../test/test-app.js';
import { bulkImports, jobs } from '../../../db/schema.js';
import { INLINE_IMPORT_LIMIT } from '../../../modules/imports/import-service.js';

// The job queue is never started here: an import executed as a job stays executing, its job queued.
const context = useTestApp();
let admin: SignedInOperator;
let staff: SignedInOperator;
/** The file's imports, oldest first: each kind, each state, and one whose job failed. */
let imports: { reviewedCodes: BulkImport; doneCodes: BulkImport; reviewedCards: BulkImport; failedJob: BulkImport };

const reviewCodes = async (privilegeId: number, codes: string[]) =>
  successData(
    (
      await callAdmin(
        context.app,
        importPartnerCodesCall,
        { params: { id: privilegeId }, input: { csv: codes.join('\n') } },
        { as: admin },
      )
    ).body,
  );

const execute = async (id: number) =>
  successData((await callAdmin(context.app, executeImportCall, { params: { id } }, { as: admin })).body);

const list = (input: AdminCallInput<typeof listImportsCall> = {}) =>
  callAdmin(context.app, listImportsCall, { input }, { as: staff });

const idsOf = async (input: AdminCallInput<typeof listImportsCall> = {}) =>
  successData((await list(input)).body).items.map((item) => item.id);

/** Gives an import its own creation time, so the order under test does not hang on the clock's resolution. */
const createdDaysAgo = (id: number, days: number) =>
  context.db
    .update(bulkImports)
    .set({ createdAt: daysFromNow(-days) })
    .where(eq(bulkImports.id, id));

beforeAll(async () => {
  admin = await signInOperator(context.app, 'admin');
  staff = await signInOperator(context.app, 'staff');
  const category = await createCategory(context.db);
  const partner = await createPartner(context.db);
  const spa = await createPrivilege(context.db, {
    categoryId: category.id,
    partnerId: partner.id,
    titleEn: 'Songkran Spa',
    titleTh: 'สปาสงกรานต์',
    kind: 'partner_code',
  });
  const company = await createCompany(context.db);
  const template = await createTemplate(context.db, company.id, { nameEn: 'Lotus Card', nameTh: 'บัตรโลตัส' });
  const member = await createMember(context.db, { password: null });

  const reviewedCodes = await reviewCodes(spa.id, ['A-1', 'A-2', 'A-3', 'A-1']);
  const doneCodes = await execute((await reviewCodes(spa.id, ['B-1', 'B-2'])).id);
  const reviewedCards = successData(
    (
      await callAdmin(
        context.app,
        issueCardsCall,
        {
          input: {
            template_id: template.id,
            member_ids: [member.mbkMemberId, 'not-an-id'],
            expires_at: daysFromNow(30).toISOString(),
          },
        },
        { as: admin },
      )
    ).body,
  );
  const manyCodes = Array.from({ length: INLINE_IMPORT_LIMIT + 1 }, (_, index) => `C-${index}`);
  const executing = await execute((await reviewCodes(spa.id, manyCodes)).id);
  if (!executing.job) throw new Error('An import of more lines than the inline limit should run as a job');
  await context.db
    .update(jobs)
    .set({ state: 'failed', error: 'INTERNAL_ERROR', finishedAt: new Date() })
    .where(eq(jobs.id, executing.job.id));
  imports = { reviewedCodes, doneCodes, reviewedCards, failedJob: executing };
  await Promise.all(Object.values(imports).map((each, index, all) => createdDaysAgo(each.id, all.length - index)));
});

describe('GET /imports', () => {
  it('reads for every operator', async () => {
    expect(await roleMatrix(context.app, listImportsCall, { input: {} })).toEqual({
      noToken: 401,
      member: 401,
      staff: 200,
    });
  });

  it('lists imports newest first, each as GET /imports/{id} answers it, counts and job included', async () => {
    const answer = successData((await list()).body);
    const { reviewedCodes, doneCodes, reviewedCards, failedJob } = imports;
    expect(answer).toMatchObject({ page: 1, limit: 20, total: 4, end_page: true });
    expect(answer.items.map((item) => item.id)).toEqual([
      failedJob.id,
      reviewedCards.id,
      doneCodes.id,
      reviewedCodes.id,
    ]);
    for (const item of answer.items) {
      const single = successData(
        (await callAdmin(context.app, getImportCall, { params: { id: item.id } }, { as: staff })).body,
      );
      expect(item).toEqual(single);
    }
    const [failed, cards, done, codes] = answer.items;
    expect(codes).toMatchObject({
      state: 'reviewed',
      lines: 4,
      counts: { ok: 3, duplicate: 1 },
      applied: 0,
      job: null,
    });
    expect(done).toMatchObject({ state: 'done', lines: 2, counts: { ok: 2 }, applied: 2, job: null });
    expect(cards).toMatchObject({ kind: 'card-issue', lines: 2, counts: { ok: 1, bad_line: 1 } });
    expect(failed).toMatchObject({
      state: 'executing',
      lines: INLINE_IMPORT_LIMIT + 1,
      job: { state: 'failed', error: 'INTERNAL_ERROR', total: INLINE_IMPORT_LIMIT + 1 },
    });
  });

  it('sorts oldest first when asked', async () => {
    const { reviewedCodes, doneCodes, reviewedCards, failedJob } = imports;
    expect(await idsOf({ sort: 'created_at' })).toEqual([
      reviewedCodes.id,
      doneCodes.id,
      reviewedCards.id,
      failedJob.id,
    ]);
  });

  it('keeps one kind, one state, or the imports to a privilege or template named in q', async () => {
    const { reviewedCodes, doneCodes, reviewedCards, failedJob } = imports;
    expect(await idsOf({ kind: 'card-issue' })).toEqual([reviewedCards.id]);
    expect(await idsOf({ state: 'reviewed' })).toEqual([reviewedCards.id, reviewedCodes.id]);
    expect(await idsOf({ state: 'executing' })).toEqual([failedJob.id]);
    expect(await idsOf({ kind: 'partner-codes', state: 'done' })).toEqual([doneCodes.id]);
    expect(await idsOf({ q: 'songkran' })).toEqual([failedJob.id, doneCodes.id, reviewedCodes.id]);
    expect(await idsOf({ q: 'โลตัส' })).toEqual([reviewedCards.id]);
    // A wildcard typed in the search is a letter to find, not any text.
    expect(await idsOf({ q: '%' })).toEqual([]);
  });

  it('pages with the same paging as every list', async () => {
    const { reviewedCodes, doneCodes, reviewedCards, failedJob } = imports;
    const first = successData((await list({ limit: 3 })).body);
    expect(first).toMatchObject({ page: 1, limit: 3, total: 4, end_page: false });
    expect(first.items.map((item) => item.id)).toEqual([failedJob.id, reviewedCards.id, doneCodes.id]);
    const second = successData((await list({ limit: 3, page: 2 })).body);
    expect(second).toMatchObject({ page: 2, total: 4, end_page: true });
    expect(second.items.map((item) => item.id)).toEqual([reviewedCodes.id]);
    expect(successData((await list({ limit: 3, page: 3 })).body)).toMatchObject({
      items: [],
      total: 4,
      end_page: true,
    });
  });

  it('refuses query values it does not know as VALIDATION_FAILED, naming the field', async () => {
    const wrong = { kind: 'points', state: 'failed', sort: 'lines', limit: '101', page: '0' };
    for (const [field, value] of Object.entries(wrong)) {
      const answer = await list({ [field]: value } as never);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field }] });
    }
  });
});
