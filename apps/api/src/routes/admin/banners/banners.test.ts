import {
  type BannerInput,
  createBanner,
  getBannerList,
  getLandingBanner,
  listBanners,
  updateBanner,
  uploadBannerImage,
} from '@loyalty/contracts';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAdmin, roleMatrix, type SignedInOperator, signInOperator } from '../../../../test/admin-kit.js';
import { auditRowsOf } from '../../../../test/audit-rows.js';
import { callContract } from '../../../../test/call-contract.js';
import { createMember, sessionTokenFor } from '../../../../test/factories.js';
import { solidPicture } from '../../../../test/images.js';
import { useTestApp } from '../../../../test/test-app.js';
import { auditLog } from '../../../db/schema.js';

const context = useTestApp();
let admin: SignedInOperator;
let memberToken: string;

const HOUR_MS = 60 * 60 * 1000;
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR_MS).toISOString();

beforeAll(async () => {
  admin = await signInOperator(context.app, 'admin');
  memberToken = await sessionTokenFor(context.db, await createMember(context.db));
});

let serial = 0;
function bannerInput(overrides: Partial<BannerInput> = {}): BannerInput {
  serial += 1;
  return {
    group: 'Home',
    name: `summer-${serial}`,
    title_th: 'โปรหน้าร้อน',
    title_en: 'Summer deals',
    image_url: `/media/banners/summer-${serial}.webp`,
    link_path: '/privilege?catId=2',
    sort: 1,
    starts_at: hoursFromNow(-1),
    ends_at: hoursFromNow(24),
    ...overrides,
  };
}

async function create(input: BannerInput) {
  const response = await callAdmin(context.app, createBanner, { input }, { as: admin });
  if (response.body.status !== 'success') throw new Error(`banner not created: ${response.text}`);
  return response.body.data;
}

async function auditRows(entityId?: number) {
  const [row] = await context.db
    .select({ total: count() })
    .from(auditLog)
    .where(
      and(eq(auditLog.entity, 'banner'), entityId === undefined ? undefined : eq(auditLog.entityId, String(entityId))),
    );
  return row?.total ?? 0;
}

async function memberHomeBanners() {
  const response = await callContract(context.app, getBannerList, {}, { as: { token: memberToken }, language: 'en' });
  return response.data as { banner_id: number; title: string; link_path: string | null }[];
}

describe('banner calls', () => {
  it('are read by staff and changed by admins only', async () => {
    const banner = await create(bannerInput());
    expect(await roleMatrix(context.app, listBanners, { input: {} })).toEqual({
      noToken: 401,
      member: 401,
      staff: 200,
    });
    expect(await roleMatrix(context.app, createBanner, { input: bannerInput() })).toEqual({
      noToken: 401,
      member: 401,
      staff: 403,
    });
    expect(
      await roleMatrix(context.app, updateBanner, { params: { id: String(banner.id) }, input: bannerInput() }),
    ).toEqual({ noToken: 401, member: 401, staff: 403 });
  });

  it('creates a banner members see in their group, audited with the operator and the request', async () => {
    const input = bannerInput({ title_en: 'Rainy season picks', sort: 0 });
    const response = await callAdmin(context.app, createBanner, { input }, { as: admin });
    expect(response.body).toMatchObject({ status: 'success', data: { ...input, id: expect.any(Number) } });
    if (response.body.status !== 'success') return;
    const created = response.body.data;
    expect((await auditRowsOf(context.db, 'banner.create', created.id))[0]).toMatchObject({
      action: 'banner.create',
      entity: 'banner',
      operatorId: admin.id,
      before: null,
      after: created,
      requestId: response.headers['x-request-id'],
    });
    expect(await memberHomeBanners()).toContainEqual(
      expect.objectContaining({ banner_id: created.id, title: 'Rainy season picks', link_path: '/privilege?catId=2' }),
    );
  });

  it('replaces a banner: members see the change at once, and a closed window hides it', async () => {
    const banner = await create(bannerInput());
    const renamed = await callAdmin(
      context.app,
      updateBanner,
      {
        params: { id: String(banner.id) },
        input: bannerInput({ name: banner.name, title_en: 'Cool season', link_path: null }),
      },
      { as: admin },
    );
    expect(renamed.body).toMatchObject({ status: 'success', data: { title_en: 'Cool season', link_path: null } });
    expect(await memberHomeBanners()).toContainEqual(
      expect.objectContaining({ banner_id: banner.id, title: 'Cool season', link_path: null }),
    );
    expect((await auditRowsOf(context.db, 'banner.update', banner.id))[0]).toMatchObject({
      before: { title_en: 'Summer deals' },
      after: { title_en: 'Cool season' },
    });

    await callAdmin(
      context.app,
      updateBanner,
      {
        params: { id: String(banner.id) },
        input: bannerInput({ starts_at: hoursFromNow(-3), ends_at: hoursFromNow(-2) }),
      },
      { as: admin },
    );
    expect((await memberHomeBanners()).map((item) => item.banner_id)).not.toContain(banner.id);
  });

  it('gives the landing one picture per width, named for the width, as GetLandingBanner answers it', async () => {
    const input = bannerInput({
      group: 'Landing-Kv',
      name: 'Landing-Kv-Tablet',
      image_url: 'https://cdn.example/kv-tablet.webp',
      starts_at: null,
      ends_at: null,
    });
    await create(input);
    const landing = await callContract(context.app, getLandingBanner, { group: 'Landing-Kv' });
    expect(landing.data).toContainEqual({ name: 'Landing-Kv-Tablet', image_url: 'https://cdn.example/kv-tablet.webp' });
    const wrongName = await callAdmin(
      context.app,
      createBanner,
      { input: { ...input, name: 'Landing-Kv-Watch' } },
      { as: admin },
    );
    expect(wrongName.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'name' }] });
  });

  it('refuses a window that ends before it starts, unsafe links and wrong types, writing no audit row', async () => {
    const before = await auditRows();
    const refusals: [Record<string, unknown>, string][] = [
      [{ starts_at: hoursFromNow(2), ends_at: hoursFromNow(1) }, 'ends_at'],
      [{ link_path: 'javascript:alert(1)' }, 'link_path'],
      [{ link_path: '//evil.example/x' }, 'link_path'],
      [{ image_url: 'javascript:alert(1)' }, 'image_url'],
      [{ image_url: 'http://plain.example/a.png' }, 'image_url'],
      [{ sort: '1' }, 'sort'],
      [{ sort: 1.5 }, 'sort'],
      [{ starts_at: 1_700_000_000 }, 'starts_at'],
      [{ group: 'Footer' }, 'group'],
      [{ title_en: 'Nul\u0000here' }, 'title_en'],
    ];
    for (const [overrides, field] of refusals) {
      const response = await callAdmin(
        context.app,
        createBanner,
        { input: { ...bannerInput(), ...overrides } as BannerInput },
        { as: admin },
      );
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect(response.body, JSON.stringify(overrides)).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: expect.arrayContaining([expect.objectContaining({ field })]),
      });
    }
    expect(await auditRows()).toBe(before);
  });

  it('refuses a name another banner of the group has as a field error, and an unknown id as NOT_FOUND', async () => {
    const first = await create(bannerInput());
    const second = await create(bannerInput());
    const before = await auditRows();
    const taken = await callAdmin(
      context.app,
      updateBanner,
      { params: { id: String(second.id) }, input: bannerInput({ name: first.name }) },
      { as: admin },
    );
    expect(taken.status).toBe(400);
    expect(taken.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'name' }] });
    const twin = await callAdmin(
      context.app,
      createBanner,
      { input: bannerInput({ name: first.name }) },
      { as: admin },
    );
    expect(twin.body).toMatchObject({ errors: [{ field: 'name' }] });
    const missing = await callAdmin(
      context.app,
      updateBanner,
      { params: { id: '999999999' }, input: bannerInput() },
      { as: admin },
    );
    expect(missing.status).toBe(404);
    expect(await auditRows()).toBe(before);
  });

  it('lists banners of a group, live or not, searched by name or title', async () => {
    const ended = await create(
      bannerInput({
        group: 'Privilege',
        title_en: 'Findable ended',
        starts_at: hoursFromNow(-5),
        ends_at: hoursFromNow(-4),
      }),
    );
    const found = await callAdmin(
      context.app,
      listBanners,
      { input: { group: 'Privilege', q: 'findable' } },
      { as: admin },
    );
    expect(found.body).toMatchObject({
      status: 'success',
      data: { total: 1, end_page: true, items: [{ id: ended.id, group: 'Privilege' }] },
    });
  });

  it('replaces a banner’s picture by upload: members get the stored copies, the audit row says what it replaced', async () => {
    const banner = await create(bannerInput({ sort: 0 }));
    const photo = await solidPicture(1200, 400).jpeg().toBuffer();
    const file = { content: photo, fileName: 'kv.jpg', contentType: 'image/jpeg' };
    expect(await roleMatrix(context.app, uploadBannerImage, { params: { id: String(banner.id) } })).toEqual({
      noToken: 401,
      member: 401,
      staff: 403,
    });
    const uploaded = await callAdmin(
      context.app,
      uploadBannerImage,
      { params: { id: String(banner.id) } },
      { as: admin, file },
    );
    expect(uploaded.status, uploaded.text).toBe(200);
    if (uploaded.body.status !== 'success') return;
    const image = uploaded.body.data;
    expect(image).toMatchObject({
      width: 1200,
      height: 400,
      url: expect.stringMatching(/\/media\/[0-9a-f]{32}-1200\.webp$/),
    });
    expect(await memberHomeBanners()).toContainEqual(
      expect.objectContaining({ banner_id: banner.id, image_url: image.url }),
    );
    expect((await auditRowsOf(context.db, 'banner.image', banner.id))[0]).toMatchObject({
      operatorId: admin.id,
      before: { image_url: banner.image_url },
      after: { image_url: image.url },
    });

    const before = await auditRows();
    const missing = await callAdmin(
      context.app,
      uploadBannerImage,
      { params: { id: '999999999' } },
      { as: admin, file },
    );
    expect(missing.status).toBe(404);
    const notImage = await callAdmin(
      context.app,
      uploadBannerImage,
      { params: { id: String(banner.id) } },
      { as: admin, file: { ...file, content: Buffer.from('<script>alert(1)</script>') } },
    );
    expect(notImage.status).toBe(400);
    expect(await auditRows()).toBe(before);
  });
});
