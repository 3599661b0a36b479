import type { CardTemplate, createCardTemplateCall } from '@loyalty/contracts';
import type { z } from 'zod';
import { AppError } from '../../app-error.js';
import type { Executor, Orm } from '../../db/client.js';
import { pagedListOf } from '../../paged-list.js';
import { sanitizeArticleHtml } from '../articles/article-html.js';
import { type AuditActor, auditedWrite } from '../audit/audit-service.js';
import { type CompanyScope, requireCompanyInScope } from '../companies/company-scope.js';
import type { ImageOwner } from '../media/media-service.js';
import {
  companyExists,
  findTemplateRow,
  insertTemplate,
  listTemplateRows,
  setTemplateImage,
  type TemplateListQuery,
  type TemplateListRow,
} from './card-template-repository.js';

type NewTemplate = z.output<typeof createCardTemplateCall.input>;

function presentTemplate(row: TemplateListRow): CardTemplate {
  const { template } = row;
  return {
    id: template.id,
    company: { id: template.companyId, name: row.companyNameTh, name_en: row.companyNameEn },
    name: template.nameTh,
    name_en: template.nameEn,
    level: template.levelTh,
    level_en: template.levelEn,
    image_url: template.imageUrl,
    conditions: template.conditionsTh,
    conditions_en: template.conditionsEn,
    number_prefix: template.numberPrefix,
    valid_days: template.validDays,
    active_cards: row.activeCards,
    created_at: template.createdAt.toISOString(),
  };
}

export async function listTemplates(db: Executor, query: Omit<TemplateListQuery, 'now'>, now = new Date()) {
  const { rows, total } = await listTemplateRows(db, { ...query, now });
  return pagedListOf(rows.map(presentTemplate), query, total);
}

/**
 * `POST /card-templates` (DESIGN §12): a template of a group company, one of the operator's when they
 * are limited to some (decision 063); the conditions are kept as the article allow-list leaves them, so
 * the member app shows them as they are stored.
 */
export async function createTemplate(
  orm: Orm,
  actor: AuditActor,
  scope: CompanyScope,
  input: NewTemplate,
  now = new Date(),
): Promise<CardTemplate> {
  return auditedWrite(orm, { actor, action: 'card-template.create', entity: 'card-template', at: now }, async (tx) => {
    requireCompanyInScope(scope, input.company_id);
    if (!(await companyExists(tx, input.company_id))) throw new AppError('NOT_FOUND');
    const id = await insertTemplate(tx, {
      companyId: input.company_id,
      nameTh: input.name,
      nameEn: input.name_en,
      levelTh: input.level,
      levelEn: input.level_en,
      imageUrl: input.image_url,
      conditionsTh: sanitizeArticleHtml(input.conditions),
      conditionsEn: sanitizeArticleHtml(input.conditions_en),
      numberPrefix: input.number_prefix,
      validDays: input.valid_days,
      createdAt: now,
    });
    const row = await findTemplateRow(tx, id, now);
    if (!row) throw new Error('The new template was not found');
    const template = presentTemplate(row);
    return { entityId: id, after: template };
  });
}

/** `POST /card-templates/{id}/image` through the media module: the widest copy becomes the template's art. */
export const cardTemplateImageOwner: ImageOwner = {
  action: 'card-template.image',
  save: async (tx, id, image, companies) => (await setTemplateImage(tx, id, image.url, companies)) ?? null,
};
