import { z } from 'zod';
import { defineCall } from './call.js';
import { LANDING_BANNER_GROUP } from './constants.js';

export const bannerItemSchema = z.object({ name: z.string(), image_url: z.string() });
export type BannerItem = z.infer<typeof bannerItemSchema>;

export const getLandingBanner = defineCall({
  name: 'GetLandingBanner',
  method: 'GET',
  path: '/Banner/GetLandingBanner',
  summary: 'The landing key visuals of a banner group (Landing-Kv: mobile, tablet and desktop)',
  access: 'public',
  input: z.object({ group: z.string().trim().min(1).max(64).default(LANDING_BANNER_GROUP) }),
  output: z.array(bannerItemSchema),
  errors: ['VALIDATION_FAILED'],
});
