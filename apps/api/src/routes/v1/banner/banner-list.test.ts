import { type CallInput, getBannerList } from '@loyalty/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BadInput, badInput, type CallOptions, callContract } from '../../../../test/call-contract.js';
import { createMember, sessionTokenFor } from '../../../../test/factories.js';
import { useTestApp } from '../../../../test/test-app.js';
import { upsertBanner } from '../../../modules/banners/banner-repository.js';

const context = useTestApp();
let token: string;

const HOUR_MS = 60 * 60 * 1000;
/** A banner the back-office uploaded: the image pipeline's widest copy of a 1024 px picture. */
const UPLOADED = '/uploads/media/0123456789abcdef0123456789abcdef-1024.webp';

beforeAll(async () => {
  const orm = context.db;
  token = await sessionTokenFor(orm, await createMember(orm));
  const now = Date.now();
  const banners = [
    { group: 'Home', name: 'second', sort: 2, linkPath: '/privilege?catId=2', imageUrl: UPLOADED },
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

async function bannerList(
  input: CallInput<typeof getBannerList> | BadInput = {},
  options: CallOptions = { as: { token }, language: 'en' },
) {
  return await callContract(context.app, getBannerList, input, options);
}

describe('Banner/GetBannerList', () => {
  it('answers the live Home banners in sort order with their ids and links by default', async () => {
    const response = await bannerList();
    expect(response.statusCode, response.text).toBe(200);
    const items = response.data;
    expect(items.map((item: { name: string }) => item.name)).toEqual(['first', 'second', 'no-link', 'live-window']);
    expect(items[0]).toEqual({
      banner_id: expect.any(Number),
      name: 'first',
      title: 'Flash sale this week',
      image_url: '/media/banners/first.svg',
      image_srcset: null,
      link_path: '/privilege-flashsale',
    });
    // An uploaded banner offers every stored width; the seed's SVG above offers its one file.
    expect(items[1]).toMatchObject({
      image_url: UPLOADED,
      image_srcset: [320, 640, 1024]
        .map((width) => `/uploads/media/0123456789abcdef0123456789abcdef-${width}.webp ${width}w`)
        .join(', '),
    });
    expect(items[2]?.link_path).toBeNull();
  });

  it('titles each banner in the request language', async () => {
    const thai = await bannerList({}, { as: { token }, language: 'th' });
    expect(thai.data[0]).toMatchObject({ name: 'first', title: 'แฟลชเซลสัปดาห์นี้' });
    const english = await bannerList();
    expect(english.data[0]).toMatchObject({ name: 'first', title: 'Flash sale this week' });
  });

  it('answers the banners of the asked group only', async () => {
    const response = await bannerList({ group: 'Privilege' });
    expect(response.data.map((item: { name: string }) => item.name)).toEqual(['privilege-only']);
  });

  it('refuses a group outside the in-app groups with VALIDATION_FAILED', async () => {
    const response = await bannerList(badInput({ group: 'Landing-Kv' }));
    expect(response.statusCode).toBe(400);
    expect(response.code).toBe('VALIDATION_FAILED');
  });

  it('refuses a caller without a member session', async () => {
    const response = await bannerList({}, {});
    expect(response.statusCode).toBe(401);
    expect(response.code).toBe('UNAUTHORIZED');
  });
});
