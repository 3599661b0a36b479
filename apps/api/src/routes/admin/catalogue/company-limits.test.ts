import {
  changePrivilegeStockCall,
  createAdminPrivilege,
  createFlashSaleCall,
  getAdminPrivilege,
  listAdminPrivileges,
  listFlashSales,
  updateAdminPrivilege,
  uploadPrivilegeImage,
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
import { createCompanyWithPartner } from '../../../../test/fixtures/cards.js';
import {
  createCategory,
  createPrivilege,
  hoursFromNow,
  newPrivilegeInputOf,
} from '../../../../test/fixtures/catalogue.js';
import { solidPicture } from '../../../../test/images.js';
import { useTestApp } from '../../../../test/test-app.js';
import { privileges } from '../../../db/schema.js';

const context = useTestApp();
let admin: SignedInOperator;
let limited: SignedInOperator;
let categoryId: number;
let ourPartner: number;
let theirPartner: number;

beforeAll(async () => {
  const ours = await createCompanyWithPartner(context.db, 'Privileges ours');
  const theirs = await createCompanyWithPartner(context.db, 'Privileges theirs');
  ourPartner = ours.partner.id;
  theirPartner = theirs.partner.id;
  categoryId = (await createCategory(context.db)).id;
  admin = await signInOperator(context.app, 'admin');
  limited = await signInLimitedOperator(context.app, 'content', [ours.company.id]);
});

const privilegeInput = (partnerId: number) =>
  newPrivilegeInputOf({ categoryId, partnerId }, { title_en: 'Company latte', title_th: 'ลาเต้ของบริษัท' });

describe('privileges of a company-limited operator (decision 063)', () => {
  it('lists only the privileges of their companies’ partners; the whole group sees both', async () => {
    const own = await createPrivilege(context.db, { categoryId, partnerId: ourPartner });
    const other = await createPrivilege(context.db, { categoryId, partnerId: theirPartner });
    const idsFor = async (as: SignedInOperator) =>
      successData(
        (await callAdmin(context.app, listAdminPrivileges, { input: { limit: 100 } }, { as })).body,
      ).items.map((item) => item.id);
    const limitedIds = await idsFor(limited);
    expect(limitedIds).toContain(own.id);
    expect(limitedIds).not.toContain(other.id);
    expect(await idsFor(admin)).toEqual(expect.arrayContaining([own.id, other.id]));
  });

  it('answers another company’s privilege by id exactly as a missing one, and changes nothing of it', async () => {
    const other = await createPrivilege(context.db, { categoryId, partnerId: theirPartner, stockTotal: 10 });
    const missing = await callAdmin(context.app, getAdminPrivilege, { params: { id: 999_999_999 } }, { as: limited });
    expect(missing.status).toBe(404);
    const params = { id: other.id };
    const detail = successData((await callAdmin(context.app, getAdminPrivilege, { params }, { as: admin })).body);
    const answers = [
      await callAdmin(context.app, getAdminPrivilege, { params }, { as: limited }),
      await callAdmin(
        context.app,
        updateAdminPrivilege,
        { params, input: { ...privilegeInput(theirPartner), revision: detail.revision } },
        { as: limited },
      ),
      await callAdmin(context.app, changePrivilegeStockCall, { params, input: { add: 5 } }, { as: limited }),
      await callAdmin(context.app, listFlashSales, { params, input: {} }, { as: limited }),
      await callAdmin(
        context.app,
        createFlashSaleCall,
        {
          params,
          input: {
            point_cost: 1,
            stock_total: 1,
            starts_at: hoursFromNow(1).toISOString(),
            ends_at: hoursFromNow(2).toISOString(),
          },
        },
        { as: limited },
      ),
      await callAdmin(
        context.app,
        uploadPrivilegeImage,
        { params },
        {
          as: limited,
          file: {
            content: await solidPicture(900, 600).jpeg().toBuffer(),
            contentType: 'image/jpeg',
            fileName: 'p.jpg',
          },
        },
      ),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ ...missing.body, request_id: expect.any(String) });
    }
    const [stored] = await context.db.select().from(privileges).where(eq(privileges.id, other.id));
    expect(stored).toMatchObject({ stockTotal: 10, titleEn: other.titleEn, imageUrl: other.imageUrl });
  });

  it('creates only for their companies’ partners and cannot move a privilege to another company', async () => {
    const refused = await callAdmin(
      context.app,
      createAdminPrivilege,
      { input: privilegeInput(theirPartner) },
      { as: limited },
    );
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'COMPANY_NOT_ALLOWED' });
    const own = successData(
      (await callAdmin(context.app, createAdminPrivilege, { input: privilegeInput(ourPartner) }, { as: limited })).body,
    );
    expect(own.partner_id).toBe(ourPartner);
    const moved = await callAdmin(
      context.app,
      updateAdminPrivilege,
      { params: { id: own.id }, input: { ...privilegeInput(theirPartner), revision: own.revision } },
      { as: limited },
    );
    expect(moved.status).toBe(403);
    expect(moved.body).toMatchObject({ code: 'COMPANY_NOT_ALLOWED' });
    const byAdmin = await callAdmin(
      context.app,
      createAdminPrivilege,
      { input: privilegeInput(theirPartner) },
      { as: admin },
    );
    expect(byAdmin.status).toBe(200);
  });
});
