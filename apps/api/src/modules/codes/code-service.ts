import type { CodePreview, Language, scanCode } from '@loyalty/contracts';
import type { z } from 'zod';
import { AppError } from '../../app-error.js';
import type { Executor, Orm } from '../../db/client.js';
import { runIdempotent } from '../idempotency/idempotency-service.js';
import { earnPoints, pointBalance } from '../points/point-service.js';
import type { RulesReader } from '../rules/rules-service.js';
import { presentCode } from './code-presenter.js';
import { findCode, hasUsedCode, lockCode, type PointCodeRow, recordCodeUse } from './code-repository.js';

type ScanResult = z.output<typeof scanCode.output>;

/**
 * Why this member cannot use the code now, in the order a member can act on: unknown (or disabled by an
 * operator), already used by them, not yet started, over, then out of uses (DESIGN §6 codes).
 */
async function requireUsable(
  db: Executor,
  code: PointCodeRow | undefined,
  memberId: number,
  now: Date,
): Promise<PointCodeRow> {
  if (!code || code.disabledAt !== null) throw new AppError('CODE_INVALID');
  if (await hasUsedCode(db, code.id, memberId)) throw new AppError('CODE_USED');
  if (now < code.startsAt) throw new AppError('NOT_ACTIVE', { startsAt: code.startsAt });
  if (now >= code.endsAt) throw new AppError('CODE_EXPIRED');
  if (code.maxUses !== null && code.usedCount >= code.maxUses) throw new AppError('CODE_LIMIT_REACHED');
  return code;
}

/** Code/CheckCode: what the code would give this member, with the error ScanCode would answer now. */
export async function checkCode(
  db: Executor,
  request: { memberId: number; code: string; language: Language },
  now = new Date(),
): Promise<CodePreview> {
  const code = await requireUsable(db, await findCode(db, request.code), request.memberId, now);
  return presentCode(code, request.language);
}

/**
 * Code/ScanCode: uses the code once for this member and earns its points with the default expiry, in
 * one transaction under the code's row lock, so the cap and the once-per-member rule hold under any
 * concurrency; a retry with the same Idempotency-Key answers the first result.
 */
export async function useCode(
  orm: Orm,
  rules: RulesReader,
  request: { memberId: number; code: string; language: Language; idempotencyKey: string | undefined },
  now = new Date(),
): Promise<ScanResult> {
  const { memberId } = request;
  return runIdempotent(
    orm,
    { memberId, key: request.idempotencyKey, payload: { call: 'ScanCode', code: request.code } },
    async (tx) => {
      const code = await requireUsable(tx, await lockCode(tx, request.code), memberId, now);
      const { entryId, expiresAt } = await earnPoints(
        tx,
        {
          memberId,
          amount: code.points,
          source: 'code',
          reason: `${code.kind}-code`,
          reference: `code:${code.code}`,
          idempotencyKey: request.idempotencyKey,
          rules,
        },
        now,
      );
      if (!(await recordCodeUse(tx, { codeId: code.id, memberId, entryId, at: now }))) {
        throw new AppError('CODE_USED');
      }
      return {
        ...presentCode(code, request.language),
        entry_id: entryId,
        point_balance: await pointBalance(tx, memberId, now),
        expires_at: expiresAt.toISOString(),
      };
    },
  );
}
