import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorEnvelopeSchema, pagedList, pageQuery } from './envelope.js';
import { ERRORS, statusOf } from './errors.js';
import * as contracts from './index.js';

describe('error catalogue', () => {
  it('keeps the statuses DESIGN §5 assigns', () => {
    const expected: Record<string, number> = {
      UNAUTHORIZED: 401,
      TOKEN_EXPIRED: 401,
      MEMBER_MERGED: 401,
      SESSION_INVALID: 422,
      FORBIDDEN: 403,
      NOT_FOUND: 404,
      VALIDATION_FAILED: 400,
      RATE_LIMITED: 429,
      OTP_INVALID: 400,
      OTP_EXPIRED: 400,
      OTP_LOCKED: 429,
      EMAIL_TAKEN: 409,
      MOBILE_TAKEN: 409,
      INSUFFICIENT_POINTS: 409,
      OUT_OF_STOCK: 409,
      REDEEM_LIMIT_REACHED: 409,
      NOT_ELIGIBLE: 403,
      NOT_ACTIVE: 409,
      CODE_INVALID: 400,
      CODE_USED: 409,
      CODE_EXPIRED: 409,
      MERCHANT_INVALID: 400,
      QUOTA_EXCEEDED: 429,
      FILE_TOO_LARGE: 413,
      UNSUPPORTED_FILE: 415,
      IDEMPOTENCY_CONFLICT: 409,
      LIMIT_EXCEEDED: 409,
      INVALID_RECIPIENT: 400,
    };
    for (const [code, status] of Object.entries(expected)) {
      expect(statusOf(code as keyof typeof ERRORS), code).toBe(status);
    }
  });

  it('has an English and a Thai message for every code', () => {
    for (const [code, entry] of Object.entries(ERRORS)) {
      expect(entry.en.length, code).toBeGreaterThan(5);
      expect(entry.th, code).toMatch(/[\u0E00-\u0E7F]/);
      expect(entry.status, code).toBeGreaterThanOrEqual(400);
    }
  });
});

describe('envelope', () => {
  it('recognises the failure envelope and rejects other bodies', () => {
    const body = { status: 'error', http_status: 404, code: 'NOT_FOUND', message: 'x', message_th: 'ย' };
    expect(errorEnvelopeSchema.safeParse(body).success).toBe(true);
    expect(errorEnvelopeSchema.safeParse({ status: 'success', data: null }).success).toBe(false);
    expect(errorEnvelopeSchema.safeParse({ ...body, code: 'MADE_UP' }).success).toBe(false);
  });

  it('pages from 1 with the given default limit and caps the limit', () => {
    const query = pageQuery(30);
    expect(query.parse({})).toEqual({ page: 1, limit: 30 });
    expect(query.parse({ page: '2', limit: '8' })).toEqual({ page: 2, limit: 8 });
    expect(query.safeParse({ page: '0' }).success).toBe(false);
    expect(query.safeParse({ limit: '1000' }).success).toBe(false);
  });

  it('describes a paged list with end_page', () => {
    const list = pagedList(z.object({ id: z.number() }));
    expect(list.parse({ items: [{ id: 1 }], page: 1, limit: 8, total: 1, end_page: true }).end_page).toBe(true);
  });
});

describe('the error codes of every call', () => {
  it('name VALIDATION_FAILED wherever the call reads a JSON body or a path parameter, which can be malformed', () => {
    const everyCall = Object.values(contracts as Record<string, unknown>).filter(
      (value): value is { name: string; method: string; path: string; errors: readonly string[] } =>
        typeof value === 'object' && value !== null && 'path' in value && 'errors' in value && 'method' in value,
    );
    expect(everyCall.length).toBeGreaterThan(150);
    const readers = everyCall.filter((call) => call.method !== 'GET' || call.path.includes('{'));
    expect(readers.filter((call) => !call.errors.includes('VALIDATION_FAILED')).map((call) => call.name)).toEqual([]);
  });
});
