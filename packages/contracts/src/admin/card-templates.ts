import { z } from 'zod';
import { pagedList } from '../envelope.js';
import { idField, rawTextField, textField } from '../fields.js';
import { defineAdminCall } from './admin-call.js';
import { adminListQuery, instantField, noParams } from './admin-shapes.js';
import { imageUrlField } from './content-fields.js';
import { defineImageUploadCall } from './media.js';

export const cardTemplateSchema = z.object({
  id: z.number().int(),
  company: z.object({ id: z.number().int(), name: z.string(), name_en: z.string() }),
  name: z.string(),
  name_en: z.string(),
  level: z.string(),
  level_en: z.string(),
  image_url: z.string(),
  /** Sanitised HTML (the article allow-list). */
  conditions: z.string(),
  conditions_en: z.string(),
  number_prefix: z.string(),
  valid_days: z.number().int(),
  /** Cards issued from it that have not expired. */
  active_cards: z.number().int(),
  created_at: instantField,
});
export type CardTemplate = z.infer<typeof cardTemplateSchema>;

const htmlField = rawTextField({ isMultiline: true }).max(20_000);

export const listCardTemplatesCall = defineAdminCall({
  name: 'ListCardTemplates',
  method: 'GET',
  path: '/card-templates',
  summary: 'The card templates with their company; `q` matches a name in either language',
  access: 'content',
  params: noParams,
  input: adminListQuery(['created_at', 'name_en'], '-created_at'),
  output: pagedList(cardTemplateSchema),
  errors: ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'VALIDATION_FAILED'],
});

export const createCardTemplateCall = defineAdminCall({
  name: 'CreateCardTemplate',
  method: 'POST',
  path: '/card-templates',
  summary: 'Adds a card template of a group company (DESIGN §12); the conditions are sanitised HTML',
  access: 'content-edit',
  params: noParams,
  input: z.object({
    company_id: idField,
    name: textField({ max: 120 }),
    name_en: textField({ max: 120 }),
    level: textField({ max: 60 }),
    level_en: textField({ max: 60 }),
    image_url: imageUrlField,
    conditions: htmlField,
    conditions_en: htmlField,
    number_prefix: rawTextField().regex(/^\d{1,6}$/, { error: 'cardNumberPrefix' }),
    valid_days: z.int({ error: 'wholeNumber' }).min(1).max(3650),
  }),
  output: cardTemplateSchema,
  errors: ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'FORBIDDEN', 'VALIDATION_FAILED', 'NOT_FOUND', 'COMPANY_NOT_ALLOWED'],
});

export const uploadCardTemplateImageCall = defineImageUploadCall({
  name: 'UploadCardTemplateImage',
  path: '/card-templates/{id}/image',
  summary: 'Replaces a card template’s art; cards issued from it show it',
});
