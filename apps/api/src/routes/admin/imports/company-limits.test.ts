import {
  executeImportCall,
  getImportCall,
  importErrorsCall,
  importPartnerCodesCall,
  issueCardsCall,
  listImportsCall,
} from '@loyalty/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  callAdmin,
  type SignedInOperator,
  signInLimitedOperator,
  signInOperator,
  successData,
} from '../../../../test/admin-kit.js';
import { createMember } from '../../../../test/factories.js';
import { createCompanyWithPartner, createTemplate, daysFromNow } from '../../../../test/fixtures/cards.js';
import { createCategory, createPrivilege } from '../../../../test/fixtures/catalogue.js';
import { useTestApp } from '../../../../test/test-app.js';
import { bulkImports } from '../../../db/schema.js';

const context = useTestApp();
let admin: SignedInOperator;
let limited: SignedInOperator;
let ours: Awaited<ReturnType<typeof createCompanyWithPartner>>;
let theirs: Awaited<ReturnType<typeof createCompanyWithPartner>>;

beforeAll(async () => {
  ours = await createCompanyWithPartner(context.db, 'Imports ours');
  theirs = await createCompanyWithPartner(context.db, 'Imports theirs');
  admin = await signInOperator(context.app, 'admin');
  limited = await signInLimitedOperator(context.app, 'content', [ours.company.id]);
});

async function partnerCodePrivilege(partnerId: number) {
  const category = await createCategory(context.db);
  return createPrivilege(context.db, { categoryId: category.id, partnerId, kind: 'partner_code' });
}

const reviewCodes = (privilegeId: number, as: SignedInOperator) =>
  callAdmin(context.app, importPartnerCodesCall, { params: { id: privilegeId }, input: { csv: 'A1\nA2' } }, { as });

async function reviewCards(templateId: number, as: SignedInOperator) {
  const member = await createMember(context.db);
  const input = {
    template_id: templateId,
    member_ids: [member.mbkMemberId],
    expires_at: daysFromNow(30).toISOString(),
  };
  return callAdmin(context.app, issueCardsCall, { input }, { as });
}

describe('imports of a company-limited operator (decision 063)', () => {
  it('loads partner codes and issues cards only for their companies’ privileges and templates', async () => {
    const missing = await reviewCodes(999_999_999, limited);
    expect(missing.status).toBe(404);
    const otherPrivilege = await partnerCodePrivilege(theirs.partner.id);
    const otherTemplate = await createTemplate(context.db, theirs.company.id);
    for (const answer of [
      await reviewCodes(otherPrivilege.id, limited),
      await reviewCards(otherTemplate.id, limited),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ ...missing.body, request_id: expect.any(String) });
    }
    const ownPrivilege = await partnerCodePrivilege(ours.partner.id);
    const ownTemplate = await createTemplate(context.db, ours.company.id);
    expect((await reviewCodes(ownPrivilege.id, limited)).status).toBe(200);
    expect((await reviewCards(ownTemplate.id, limited)).status).toBe(200);
  });

  it('lists only imports to their companies’ privileges and templates, and answers another’s by id as missing', async () => {
    const own = successData((await reviewCodes((await partnerCodePrivilege(ours.partner.id)).id, admin)).body);
    const other = successData((await reviewCodes((await partnerCodePrivilege(theirs.partner.id)).id, admin)).body);
    const otherCards = successData(
      (await reviewCards((await createTemplate(context.db, theirs.company.id)).id, admin)).body,
    );
    const listed = successData(
      (await callAdmin(context.app, listImportsCall, { input: { limit: 100 } }, { as: limited })).body,
    );
    const ids = listed.items.map((item) => item.id);
    expect(ids).toContain(own.id);
    expect(ids).not.toContain(other.id);
    expect(ids).not.toContain(otherCards.id);

    for (const id of [other.id, otherCards.id]) {
      const answers = [
        await callAdmin(context.app, getImportCall, { params: { id } }, { as: limited }),
        await callAdmin(context.app, importErrorsCall, { params: { id }, input: {} }, { as: limited }),
        await callAdmin(context.app, executeImportCall, { params: { id } }, { as: limited }),
      ];
      expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404]);
    }
    const [stored] = await context.db.select().from(bulkImports).where(eq(bulkImports.id, other.id));
    expect(stored?.state).toBe('reviewed');
    expect((await callAdmin(context.app, getImportCall, { params: { id: other.id } }, { as: admin })).status).toBe(200);
  });
});
