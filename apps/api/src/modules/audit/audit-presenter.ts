import type { AuditEntry } from '@loyalty/contracts';
import type { AuditRow } from './audit-repository.js';

interface ListedRow {
  row: AuditRow;
  operator: { id: number; email: string; name: string } | null;
}

/** DESIGN §11's audit item. */
export function presentAuditEntry({ row, operator }: ListedRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    operator,
    action: row.action,
    entity: row.entity,
    entity_id: row.entityId,
    before: row.before,
    after: row.after,
    request_id: row.requestId,
  };
}
