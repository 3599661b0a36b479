import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createMember, sessionTokenFor } from '../../../../test/factories.js';
import { buildTestApp, useTestDatabase } from '../../../../test/helper.js';
import { upsertBanner } from '../../../modules/banners/banner-repository.js';

const context = useTestDatabase();
let app: FastifyInstance;
let token: string;

const HOUR_MS = 60 * 60 * 1000;

beforeAll(async () => {
  app = await buildTestApp(context.database);
  const { orm } = context.database;
  token = await sessionTokenFor(orm, await createMember(orm));
  const now = Date.now();
  const banners = [
    { group: 'Home', name: 'second', sort: 2, linkPath: '/privilege?catId=2' },
    {
      group: 'Home',
      name: 'first',
      sort: 1,
      linkPath: '/privilege-flashsale',
      titleEn: 'Flash sale this week',
      titleTh: 'แฟลชเซลสัปดาห์นี้',
    },
    { group: 'Home', name: 'no-link', sort: 3, linkPath: null },
    { group: 'Home', name: 'ended', sort: 0, endsAt: new Date(now - HOUR_MS) },
    { group: 'Home', name: 'upcoming', sort: 0, startsAt: new Date(now + HOUR_MS) },
    {
      group: 'Home',
      name: 'live-window',
      sort: 4,
      startsAt: new Date(now - HOUR_MS),
      endsAt: new Date(now + HOUR_MS),
    },
    { group: 'Privilege', name: 'privilege-only', sort: 0, linkPath: '/privilege-group' },
  ];
  for (const banner of banners) await upsertBanner(orm, { imageUrl: `/media/banners/${banner.name}.svg`, ...banner });
});
afterAll(() => app.close());

async function bannerList(
  query: Record<string, string> = {},
  headers: Record<string, string> = { ...bearer(token), 'accept-language': 'en' },
) {
  return await app.inject({ url: '/api/v1/Banner/GetBannerList', query, headers });
}

describe('Banner/GetBannerList', () => {
  it('answers the live Home banners in sort order with their ids and links by default', async () => {
    const response = await bannerList();
    expect(response.statusCode, response.body).toBe(200);
    const items = response.json().data;
    expect(items.map((item: { name: string }) => item.name)).toEqual(['first', 'second', 'no-link', 'live-window']);
    expect(items[0]).toEqual({
      banner_id: expect.any(Number),
      name: 'first',
      title: 'Flash sale this week',
      image_url: '/media/banners/first.svg',
      link_path: '/privilege-flashsale',
    });
    expect(items[2].link_path).toBeNull();
  });

  it('titles each banner in the request language', async () => {
    const thai = await bannerList({}, { ...bearer(token), 'accept-language': 'th' });
    expect(thai.json().data[0]).toMatchObject({ name: 'first', title: 'แฟลชเซลสัปดาห์นี้' });
    const english = await bannerList();
    expect(english.json().data[0]).toMatchObject({ name: 'first', title: 'Flash sale this week' });
  });

  it('answers the banners of the asked group only', async () => {
    const response = await bannerList({ group: 'Privilege' });
    expect(response.json().data.map((item: { name: string }) => item.name)).toEqual(['privilege-only']);
  });

  it('refuses a group outside the in-app groups with VALIDATION_FAILED', async () => {
    const response = await bannerList({ group: 'Landing-Kv' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });

  it('refuses a caller without a member session', async () => {
    const response = await bannerList({}, {});
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
  });
});
