import { createCardTemplateCall, listCardTemplatesCall, uploadCardTemplateImageCall } from '@loyalty/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  callAdmin,
  type SignedInOperator,
  signInLimitedOperator,
  signInOperator,
  successData,
} from '../../../../test/admin-kit.js';
import { createCompany, createTemplate } from '../../../../test/fixtures/cards.js';
import { solidPicture } from '../../../../test/images.js';
import { useTestApp } from '../../../../test/test-app.js';
import { cardTemplates } from '../../../db/schema.js';

const context = useTestApp();
let admin: SignedInOperator;
let limited: SignedInOperator;
let ours: number;
let theirs: number;

beforeAll(async () => {
  ours = (await createCompany(context.db, { nameEn: 'Cards ours' })).id;
  theirs = (await createCompany(context.db, { nameEn: 'Cards theirs' })).id;
  admin = await signInOperator(context.app, 'admin');
  limited = await signInLimitedOperator(context.app, 'content', [ours]);
});

const templateInput = (companyId: number) => ({
  company_id: companyId,
  name: 'บัตรบริษัท',
  name_en: 'Company card',
  level: 'โกลด์',
  level_en: 'Gold',
  image_url: '/media/cards/store-gold.svg',
  conditions: '<p>แสดงบัตร</p>',
  conditions_en: '<p>Show the card</p>',
  number_prefix: '7009',
  valid_days: 365,
});

describe('card templates of a company-limited operator (decision 063)', () => {
  it('creates templates only for their companies', async () => {
    const refused = await callAdmin(
      context.app,
      createCardTemplateCall,
      { input: templateInput(theirs) },
      { as: limited },
    );
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'COMPANY_NOT_ALLOWED' });
    const own = successData(
      (await callAdmin(context.app, createCardTemplateCall, { input: templateInput(ours) }, { as: limited })).body,
    );
    expect(own.company.id).toBe(ours);
  });

  it('lists only their companies’ templates and answers another’s art upload as missing', async () => {
    const own = await createTemplate(context.db, ours);
    const other = await createTemplate(context.db, theirs);
    const listedFor = async (as: SignedInOperator) =>
      successData((await callAdmin(context.app, listCardTemplatesCall, { input: { limit: 100 } }, { as })).body);
    const limitedList = await listedFor(limited);
    expect(limitedList.items.map((item) => item.id)).toContain(own.id);
    expect(limitedList.items.every((item) => item.company.id === ours)).toBe(true);
    expect(limitedList.total).toBe(limitedList.items.length);
    expect((await listedFor(admin)).items.map((item) => item.id)).toEqual(expect.arrayContaining([own.id, other.id]));

    const file = {
      content: await solidPicture(900, 600).jpeg().toBuffer(),
      contentType: 'image/jpeg',
      fileName: 'c.jpg',
    };
    const missing = await callAdmin(
      context.app,
      uploadCardTemplateImageCall,
      { params: { id: 999_999_999 } },
      { as: limited, file },
    );
    const answer = await callAdmin(
      context.app,
      uploadCardTemplateImageCall,
      { params: { id: other.id } },
      { as: limited, file },
    );
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ ...missing.body, request_id: expect.any(String) });
    const [stored] = await context.db.select().from(cardTemplates).where(eq(cardTemplates.id, other.id));
    expect(stored?.imageUrl).toBe(other.imageUrl);
  });
});
