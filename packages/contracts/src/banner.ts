import { z } from 'zod';
import { defineCall } from './call.js';
import { LANDING_BANNER_GROUP } from './constants.js';
import { textField } from './fields.js';
import { imageSrcsetField } from './image.js';

export const bannerItemSchema = z.object({ name: z.string(), image_url: z.string() });
export type BannerItem = z.infer<typeof bannerItemSchema>;

export const getLandingBanner = defineCall({
  name: 'GetLandingBanner',
  method: 'GET',
  path: '/Banner/GetLandingBanner',
  summary: 'The landing key visuals of a banner group (Landing-Kv: mobile, tablet and desktop)',
  access: 'public',
  input: z.object({ group: textField({ max: 64 }).default(LANDING_BANNER_GROUP) }),
  output: z.array(bannerItemSchema),
  errors: ['VALIDATION_FAILED'],
});

/** Banner groups shown inside the app; the landing key visuals keep their own group (LANDING_BANNER_GROUP). */
export const BANNER_GROUPS = ['Home', 'Privilege'] as const;

/**
 * A banner with what it says (`title`, in the request's language: the picture's alternative text) and
 * where a tap leads (an in-app path), for the home carousel and banner-list. `name` stays the
 * operator's identifier.
 */
export const bannerListItemSchema = bannerItemSchema.extend({
  banner_id: z.number().int(),
  title: z.string(),
  image_srcset: imageSrcsetField,
  link_path: z.string().nullable(),
});
export type BannerListItem = z.infer<typeof bannerListItemSchema>;

export const getBannerList = defineCall({
  name: 'GetBannerList',
  method: 'GET',
  path: '/Banner/GetBannerList',
  summary: 'The live banners of an in-app group (Home carousel by default), in display order',
  access: ['bcrm-member'],
  input: z.object({ group: z.enum(BANNER_GROUPS).default('Home') }),
  output: z.array(bannerListItemSchema),
  errors: ['VALIDATION_FAILED', 'UNAUTHORIZED', 'TOKEN_EXPIRED', 'FORBIDDEN', 'MEMBER_MERGED'],
});
