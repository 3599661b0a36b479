import { type AdminJob, type BulkImport, IMPORT_OUTCOMES, type ImportOutcome } from '@loyalty/contracts';
import type { BulkImportRow } from './import-repository.js';

/** Each outcome's number of lines, 0 for an outcome no line has. */
export function countsOf(rows: { outcome: ImportOutcome; lines: number }[]): Record<ImportOutcome, number> {
  const counts = Object.fromEntries(IMPORT_OUTCOMES.map((outcome) => [outcome, 0])) as Record<ImportOutcome, number>;
  for (const { outcome, lines } of rows) counts[outcome] = lines;
  return counts;
}

/** An import as operators read it: its lines by outcome, the error file when a line is left out, its job. */
export function presentImport(
  row: BulkImportRow,
  counts: Record<ImportOutcome, number>,
  awaitingApproval: number,
  job: AdminJob | null,
): BulkImport {
  const lines = Object.values(counts).reduce((sum, lineCount) => sum + lineCount, 0);
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    privilege_id: row.privilegeId,
    template_id: row.templateId,
    expires_at: row.expiresAt?.toISOString() ?? null,
    lines,
    counts,
    applied: row.applied,
    awaiting_approval: awaitingApproval,
    error_file_url: lines > counts.ok ? `/imports/${row.id}/errors.csv` : null,
    job,
    created_at: row.createdAt.toISOString(),
    executed_at: row.executedAt?.toISOString() ?? null,
  };
}
