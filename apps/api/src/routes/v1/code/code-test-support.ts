import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { bearer } from '../../../../test/factories.js';
import type { Executor } from '../../../db/client.js';
import { insertCodeIfMissing, type NewPointCodeRow } from '../../../modules/codes/code-repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** An open promo code worth 50 points unless told otherwise, with a unique text per call. */
export function createCode(db: Executor, overrides: Partial<NewPointCodeRow> = {}) {
  const now = Date.now();
  return insertCodeIfMissing(db, {
    code: `TEST-${randomBytes(4).toString('hex').toUpperCase()}`,
    kind: 'promo',
    points: 50,
    titleEn: 'Test bonus',
    titleTh: 'โบนัสทดสอบ',
    descriptionEn: 'Points for testing',
    descriptionTh: 'คะแนนสำหรับทดสอบ',
    startsAt: new Date(now - DAY_MS),
    endsAt: new Date(now + 30 * DAY_MS),
    ...overrides,
  });
}

export function postCode(
  app: FastifyInstance,
  action: 'CheckCode' | 'ScanCode',
  token: string,
  code: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/Code/${action}`,
    headers: { ...bearer(token), ...headers },
    payload: { Code: code },
  });
}
