import { z } from 'zod';
import { BANNER_GROUPS } from '../banner.js';
import { LANDING_BANNER_GROUP, LANDING_KV_NAMES } from '../constants.js';
import { pagedList } from '../envelope.js';
import { textField } from '../fields.js';
import { defineAdminCall } from './admin-call.js';
import { adminListQuery, idParam, instantField, noParams } from './admin-shapes.js';
import { appPathField, endsAfterStart, imageUrlField, sortField } from './content-fields.js';
import { defineImageUploadCall } from './media.js';

/** Every group an operator fills: the landing key visuals and the in-app carousels (SPEC §7 Banner). */
export const ADMIN_BANNER_GROUPS = [LANDING_BANNER_GROUP, ...BANNER_GROUPS] as const;
export type AdminBannerGroup = (typeof ADMIN_BANNER_GROUPS)[number];

/**
 * The landing shows one key visual per screen width (SPEC §2): its three banners are named for the width,
 * so a Landing-Kv banner takes one of these names and each width has its own picture.
 */
export const LANDING_KV_BANNER_NAMES = Object.values(LANDING_KV_NAMES);

export const adminBannerSchema = z.object({
  id: z.number().int(),
  group: z.enum(ADMIN_BANNER_GROUPS),
  name: z.string(),
  title_th: z.string(),
  title_en: z.string(),
  image_url: z.string(),
  link_path: z.string().nullable(),
  sort: z.number().int(),
  starts_at: instantField.nullable(),
  ends_at: instantField.nullable(),
  created_at: instantField,
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;

/** A whole banner: POST makes one, PUT replaces one (the console's form always sends every field). */
export const bannerInput = z
  .object({
    group: z.enum(ADMIN_BANNER_GROUPS),
    /** The operator's identifier, unique in its group; members never read it. */
    name: textField({ max: 64 }),
    /** What the picture says, for the alternative text and caption. */
    title_th: textField({ max: 200 }),
    title_en: textField({ max: 200 }),
    image_url: imageUrlField,
    link_path: appPathField.nullable(),
    sort: sortField,
    starts_at: instantField.nullable(),
    ends_at: instantField.nullable(),
  })
  .refine((banner) => endsAfterStart(banner.starts_at, banner.ends_at), {
    error: 'windowEndsBeforeStart',
    path: ['ends_at'],
  })
  .refine(
    (banner) =>
      banner.group !== LANDING_BANNER_GROUP || (LANDING_KV_BANNER_NAMES as readonly string[]).includes(banner.name),
    { error: 'landingKvName', path: ['name'] },
  )
  .meta({
    description: `\`ends_at\`, when both are given, must come after \`starts_at\`; a banner of the \`${LANDING_BANNER_GROUP}\` group is named one of ${LANDING_KV_BANNER_NAMES.join(', ')}`,
  });
export type BannerInput = z.infer<typeof bannerInput>;

const READ_ERRORS = ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'VALIDATION_FAILED'] as const;
const WRITE_ERRORS = [...READ_ERRORS, 'FORBIDDEN'] as const;

export const listBanners = defineAdminCall({
  name: 'ListBanners',
  method: 'GET',
  path: '/banners',
  summary: 'Banners of every group, live or not; `q` searches names and titles',
  access: 'content',
  params: noParams,
  input: adminListQuery(['sort', 'name', 'starts_at', 'created_at'], 'sort').extend({
    group: z.enum(ADMIN_BANNER_GROUPS).optional(),
  }),
  output: pagedList(adminBannerSchema),
  errors: [...READ_ERRORS],
});

export const createBanner = defineAdminCall({
  name: 'CreateBanner',
  method: 'POST',
  path: '/banners',
  summary: 'Adds a banner to a group with its picture, link, display order and window',
  access: 'content-edit',
  params: noParams,
  input: bannerInput,
  output: adminBannerSchema,
  errors: [...WRITE_ERRORS],
});

export const updateBanner = defineAdminCall({
  name: 'UpdateBanner',
  method: 'PUT',
  path: '/banners/{id}',
  summary: 'Replaces a banner: group, name, titles, picture, link, order and window',
  access: 'content-edit',
  params: z.object({ id: idParam }),
  input: bannerInput,
  output: adminBannerSchema,
  errors: [...WRITE_ERRORS, 'NOT_FOUND'],
});

export const uploadBannerImage = defineImageUploadCall({
  name: 'UploadBannerImage',
  path: '/banners/{id}/image',
  summary: 'Replaces a banner’s picture',
});
