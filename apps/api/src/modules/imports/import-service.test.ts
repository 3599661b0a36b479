import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories.js';
import { createCompany, createTemplate } from '../../../test/fixtures/cards.js';
import { testOperatorActor } from '../../../test/fixtures/operators.js';
import { useTestDatabase } from '../../../test/helper.js';
import { WHOLE_GROUP } from '../../db/company-scope.js';
import { memberCards } from '../../db/schema.js';
import {
  executeImport,
  getImport,
  INLINE_IMPORT_LIMIT,
  LINES_PER_CHUNK,
  reviewCardIssue,
  runImportJob,
} from './import-service.js';

const context = useTestDatabase();
const orm = () => context.database.orm;
/** The queue is left out: each test runs the job's handler itself, at the times it chooses. */
const handOver = { dispatch: async () => {} };
const HOUR_MS = 3_600_000;

describe('a card-issue import run as a job', () => {
  it('skips the lines left once the cards’ expiry passes during the job, as expired', async () => {
    const actor = await testOperatorActor(orm(), 'admin');
    const company = await createCompany(orm());
    const template = await createTemplate(orm(), company.id, { numberPrefix: '72' });
    const lines = INLINE_IMPORT_LIMIT + 1;
    const listed = await Promise.all(Array.from({ length: lines }, () => createMember(orm(), { password: null })));
    const reviewedAt = new Date();
    const expiresAt = new Date(reviewedAt.getTime() + HOUR_MS);
    const review = await reviewCardIssue(
      orm(),
      actor,
      {
        templateId: template.id,
        memberIds: listed.map((member) => member.mbkMemberId),
        expiresAt,
        companies: WHOLE_GROUP,
      },
      reviewedAt,
    );
    const executed = await executeImport({ orm: orm(), jobs: handOver }, actor, review.id, reviewedAt);
    if (!executed.job) throw new Error(`An import of ${lines} lines should run as a job`);

    // The first chunk applies before the expiry, every later one after it.
    const afterExpiry = new Date(expiresAt.getTime() + 1);
    let chunks = 0;
    await runImportJob(orm(), executed.job.id, () => (chunks++ === 0 ? reviewedAt : afterExpiry));

    expect(await getImport(orm(), review.id)).toMatchObject({
      state: 'done',
      applied: LINES_PER_CHUNK,
      counts: { ok: LINES_PER_CHUNK, expired: lines - LINES_PER_CHUNK },
      error_file_url: `/imports/${review.id}/errors.csv`,
      job: { done: lines, total: lines },
    });
    const [issued] = await orm()
      .select({ cards: count() })
      .from(memberCards)
      .where(eq(memberCards.templateId, template.id));
    expect(issued?.cards).toBe(LINES_PER_CHUNK);
  });
});
