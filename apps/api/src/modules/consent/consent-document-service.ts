import {
  type AdminConsentDocument,
  CONSENT_DOCUMENT_LIMITS,
  type ConsentDocumentInput,
  type ConsentDocumentKind,
  fieldError,
} from '@loyalty/contracts';
import { AppError } from '../../app-error.js';
import type { Executor, Orm } from '../../db/client.js';
import { pagedListOf, sortOf } from '../../paged-list.js';
import { sanitizeArticleHtml } from '../articles/article-html.js';
import { type AuditActor, auditedWrite } from '../audit/audit-service.js';
import { presentAdminConsentDocument } from './consent-presenter.js';
import {
  type ConsentDocumentSort,
  findCurrentDocument,
  findNewestDocument,
  insertConsentDocument,
  listConsentDocumentRows,
} from './consent-repository.js';

/** The id of the version in force of each kind at `now` (read one after the other: one connection). */
async function inForceIds(db: Executor, now: Date): Promise<Record<ConsentDocumentKind, number | undefined>> {
  const policy = await findCurrentDocument(db, 'policy', now);
  const terms = await findCurrentDocument(db, 'terms', now);
  return { policy: policy?.id, terms: terms?.id };
}

export async function listConsentDocuments(
  db: Orm,
  query: { page: number; limit: number; q?: string | undefined; kind?: ConsentDocumentKind | undefined; sort: string },
  now = new Date(),
) {
  const { column, descending } = sortOf<ConsentDocumentSort>(query.sort);
  const { rows, total } = await listConsentDocumentRows(db, { ...query, sort: column, descending });
  const inForce = await inForceIds(db, now);
  const items = rows.map((row) =>
    presentAdminConsentDocument(row, row.kind === 'terms' ? inForce.terms : inForce.policy, now),
  );
  return pagedListOf(items, query, total);
}

/**
 * The bodies are stored as the article allow-list leaves them, so what members are shown is what the
 * admin previewed; a body with nothing left is the admin's mistake. A version takes effect from
 * `effective_at`, which may not go back before the version in force: members already accepted that one
 * as the newest, and a version effective earlier would rewrite which text was in force when.
 */
export async function publishConsentDocument(
  db: Orm,
  actor: AuditActor,
  input: ConsentDocumentInput,
  now = new Date(),
): Promise<AdminConsentDocument> {
  const bodyTh = sanitizeArticleHtml(input.body);
  const bodyEn = sanitizeArticleHtml(input.body_en);
  const effectiveAt = new Date(input.effective_at);
  const current = await findCurrentDocument(db, input.kind, now);
  const newest = await findNewestDocument(db, input.kind);
  const titleTh = input.title ?? newest?.titleTh;
  const titleEn = input.title_en ?? newest?.titleEn;
  const problems = [
    ...(bodyTh.trim() === '' ? [fieldError('body', 'emptyAfterCleaning')] : []),
    ...(bodyEn.trim() === '' ? [fieldError('body_en', 'emptyAfterCleaning')] : []),
    ...(titleTh === undefined ? [fieldError('title', 'consentTitleNeeded')] : []),
    ...(titleEn === undefined ? [fieldError('title_en', 'consentTitleNeeded')] : []),
    ...(effectiveAt.getTime() < now.getTime() - CONSENT_DOCUMENT_LIMITS.effectiveAtPastMs
      ? [fieldError('effective_at', 'consentEffectivePast')]
      : current && effectiveAt.getTime() < current.publishedAt.getTime()
        ? [fieldError('effective_at', 'consentEffectiveBeforeCurrent')]
        : []),
  ];
  if (problems.length > 0 || titleTh === undefined || titleEn === undefined) {
    throw new AppError('VALIDATION_FAILED', { fieldErrors: problems });
  }
  return auditedWrite(
    db,
    { actor, action: 'consent-document.publish', entity: 'consent-document', at: now },
    async (tx) => {
      const row = await insertConsentDocument(tx, {
        kind: input.kind,
        version: input.version,
        titleTh,
        titleEn,
        bodyTh,
        bodyEn,
        publishedAt: effectiveAt,
      });
      if (!row) throw new AppError('VERSION_EXISTS');
      const inForce = await findCurrentDocument(tx, input.kind, now);
      const after = presentAdminConsentDocument(row, inForce?.id, now);
      return { entityId: after.id, after };
    },
  );
}
