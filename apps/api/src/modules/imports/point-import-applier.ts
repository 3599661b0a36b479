import type { ImportOutcome } from '@loyalty/contracts';
import { AppError } from '../../app-error.js';
import type { Executor } from '../../db/client.js';
import { makeAdjustment, type OperatorActor } from '../adjustments/adjustment-service.js';
import { UNCACHED_RULES } from '../rules/rules-service.js';
import { lockMembersWithAccount } from './import-member-repository.js';
import type { PointLineFields } from './point-import-lines.js';

/** A stored point-adjustment line about to be applied. */
export interface PendingPointLine {
  lineNo: number;
  memberId: number | null;
  points: number | null;
  reasonCategory: string | null;
  note: string | null;
}

/** What applying a line came to: `ok` with the adjustment it made, else why it was skipped. */
export type PointLineResult = { lineNo: number; outcome: ImportOutcome; adjustmentId?: number };

/**
 * Rules are read from the database as each chunk applies: a job runs apart from any request's cache, and
 * the threshold an admin set while a long import ran decides its remaining lines.
 */
const rules = UNCACHED_RULES;

/**
 * Makes one adjustment a line through the adjustments module (maker-checker, the points module's ledger,
 * one audit row each), its maker the admin who executed the import: within the threshold it applies at
 * once, above it waits pending for another admin. The chunk's members are locked first, lowest id first;
 * one no longer with an account is an `unknown_member`. A claw-back the balance does not cover is
 * `insufficient_points`, undone alone at its savepoint while the rest of the chunk applies.
 */
export async function applyPointAdjustments(
  tx: Executor,
  maker: OperatorActor,
  lines: PendingPointLine[],
  now: Date,
): Promise<PointLineResult[]> {
  const withAccount = await lockMembersWithAccount(tx, [
    ...new Set(lines.flatMap((line) => (line.memberId === null ? [] : [line.memberId]))),
  ]);
  const results: PointLineResult[] = [];
  for (const line of lines) {
    const { lineNo, memberId, points, note } = line;
    if (memberId === null || !withAccount.has(memberId)) {
      results.push({ lineNo, outcome: 'unknown_member' });
      continue;
    }
    if (points === null || note === null) throw new Error(`Point import line ${lineNo} was stored without its points`);
    const reasonCategory = line.reasonCategory as NonNullable<PointLineFields['reasonCategory']>;
    try {
      const adjustment = await tx.transaction((savepoint) =>
        makeAdjustment(
          savepoint,
          rules,
          maker,
          { memberId, points, reasonEn: note, reasonTh: note, reasonCategory },
          now,
        ),
      );
      results.push({ lineNo, outcome: 'ok', adjustmentId: adjustment.id });
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'INSUFFICIENT_POINTS')) throw error;
      results.push({ lineNo, outcome: 'insufficient_points' });
    }
  }
  return results;
}
