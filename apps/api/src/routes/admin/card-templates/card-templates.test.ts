import {
  type AdminCallInput,
  createCardTemplateCall,
  listCardTemplatesCall,
  uploadCardTemplateImageCall,
} from '@loyalty/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAdmin, roleMatrix, type SignedInOperator, signInOperator } from '../../../../test/admin-kit.js';
import { auditRowsOf } from '../../../../test/audit-rows.js';
import { createCompany, createTemplate } from '../../../../test/fixtures/cards.js';
import { solidPicture } from '../../../../test/images.js';
import { useTestApp } from '../../../../test/test-app.js';
import { cardTemplates } from '../../../db/schema.js';

const context = useTestApp();
let admin: SignedInOperator;
let staff: SignedInOperator;

beforeAll(async () => {
  admin = await signInOperator(context.app, 'admin');
  staff = await signInOperator(context.app, 'staff');
});

async function newTemplate(companyId: number): Promise<AdminCallInput<typeof createCardTemplateCall>> {
  return {
    company_id: companyId,
    name: 'บัตรสมาชิกชบา',
    name_en: 'Chaba Member Card',
    level: 'แพลทินัม',
    level_en: 'Platinum',
    image_url: '/media/cards/store-gold.svg',
    conditions: '<p>ใช้ได้ทุกสาขา<script>alert(1)</script></p>',
    conditions_en: '<p onclick="steal()">Valid at <a href="javascript:alert(1)">every</a> branch</p>',
    number_prefix: '7002',
    valid_days: 365,
  };
}

describe('card template calls', () => {
  it('list for staff, create for admins only', async () => {
    const { app } = context;
    expect(await roleMatrix(app, listCardTemplatesCall, { input: {} })).toEqual({
      noToken: 401,
      member: 401,
      staff: 200,
    });
    const company = await createCompany(context.db);
    expect(await roleMatrix(app, createCardTemplateCall, { input: await newTemplate(company.id) })).toEqual({
      noToken: 401,
      member: 401,
      staff: 403,
    });
  });

  it('create a template with sanitised conditions, audited, and list it with its company', async () => {
    const company = await createCompany(context.db, { nameEn: 'Chaba Group', nameTh: 'กลุ่มชบา' });
    const answer = await callAdmin(
      context.app,
      createCardTemplateCall,
      { input: await newTemplate(company.id) },
      { as: admin },
    );
    expect(answer.status).toBe(200);
    if (answer.body.status !== 'success') throw new Error('create failed');
    const template = answer.body.data;
    expect(template).toMatchObject({
      company: { id: company.id, name: 'กลุ่มชบา', name_en: 'Chaba Group' },
      conditions: '<p>ใช้ได้ทุกสาขา</p>',
      conditions_en: '<p>Valid at <a rel="noopener">every</a> branch</p>',
      active_cards: 0,
    });
    const [stored] = await context.db.select().from(cardTemplates).where(eq(cardTemplates.id, template.id));
    expect(stored?.conditionsEn).toBe(template.conditions_en);
    expect(await auditRowsOf(context.db, 'card-template.create', template.id)).toHaveLength(1);

    const listed = await callAdmin(context.app, listCardTemplatesCall, { input: { q: 'member card' } }, { as: staff });
    if (listed.body.status !== 'success') throw new Error('list failed');
    expect(listed.body.data.items.map((item) => item.id)).toContain(template.id);
  });

  it('refuse an unknown company, a bad prefix, a foreign image scheme and loose types', async () => {
    const company = await createCompany(context.db);
    const input = await newTemplate(company.id);
    const unknown = await callAdmin(
      context.app,
      createCardTemplateCall,
      { input: { ...input, company_id: 987_654 } },
      { as: admin },
    );
    expect(unknown.status).toBe(404);
    const bad = await callAdmin(
      context.app,
      createCardTemplateCall,
      {
        input: {
          ...input,
          number_prefix: '12345678',
          image_url: 'javascript:alert(1)',
          valid_days: '30' as unknown as number,
        },
      },
      { as: admin },
    );
    expect(bad.status).toBe(400);
    const fields = bad.body.status === 'error' ? bad.body.errors?.map((error) => error.field).sort() : [];
    expect(fields).toEqual(['image_url', 'number_prefix', 'valid_days']);
  });
});

describe('POST /card-templates/{id}/image', () => {
  it('is for admins, replaces the template’s art through the media module and audits it', async () => {
    const company = await createCompany(context.db);
    const template = await createTemplate(context.db, company.id);
    const photo = await solidPicture(800, 500).png().toBuffer();
    const file = { content: photo, fileName: 'card.png', contentType: 'image/png' };
    const params = { id: template.id };
    expect(await roleMatrix(context.app, uploadCardTemplateImageCall, { params })).toEqual({
      noToken: 401,
      member: 401,
      staff: 403,
    });
    const answer = await callAdmin(context.app, uploadCardTemplateImageCall, { params }, { as: admin, file });
    if (answer.body.status !== 'success') throw new Error(answer.text);
    expect(answer.body.data.url).toMatch(/^\/uploads\/media\/[0-9a-f]{32}-800\.webp$/);
    const [stored] = await context.db.select().from(cardTemplates).where(eq(cardTemplates.id, template.id));
    expect(stored?.imageUrl).toBe(answer.body.data.url);
    const [row] = await auditRowsOf(context.db, 'card-template.image', template.id);
    expect(row?.before).toEqual({ image_url: template.imageUrl });
    const missing = await callAdmin(
      context.app,
      uploadCardTemplateImageCall,
      { params: { id: 987_654 } },
      { as: admin, file },
    );
    expect(missing.status).toBe(404);
  });
});
