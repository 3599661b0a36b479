import type { Executor } from '../../db/client.js';
import { createTableCopy, type TableCopy, type TableReader } from '../../db/table-copy.js';
import { selectDocumentVersions } from './consent-repository.js';

export interface DocumentVersion {
  id: number;
  kind: string;
  version: string;
  publishedAt: Date;
}

/**
 * Every consent document's version and effective date as one app keeps them (its cache registry's
 * `consentVersions`, `caches.ts`): each member write compares the member's accepted versions with the ones
 * in force, and this copy keeps that from costing a query. The dates are kept, not the versions in force,
 * so a version published ahead of its date comes into force on time without a notice.
 */
export type ConsentVersionCache = TableCopy<readonly DocumentVersion[]>;
export type ConsentVersionReader = TableReader<readonly DocumentVersion[]>;

/**
 * `consent_document_changes` makes every app forget the copy when a document is published; while notices
 * may be missed, a newly published version is enforced within the minute (the app's CheckConsent asks for
 * it at once).
 */
const CONSENT_VERSIONS_CACHE_MS = 60_000;

export function createConsentVersionCache(): ConsentVersionCache {
  return createTableCopy((db: Executor) => selectDocumentVersions(db), CONSENT_VERSIONS_CACHE_MS);
}

/** The version of `kind` in force at `now`: the newest whose date has come, as `findCurrentDocument` picks it. */
export function versionInForce(versions: readonly DocumentVersion[], kind: string, now: Date): string | undefined {
  let current: DocumentVersion | undefined;
  for (const document of versions) {
    if (document.kind !== kind || document.publishedAt > now) continue;
    const newer =
      !current ||
      document.publishedAt > current.publishedAt ||
      (document.publishedAt.getTime() === current.publishedAt.getTime() && document.id > current.id);
    if (newer) current = document;
  }
  return current?.version;
}
