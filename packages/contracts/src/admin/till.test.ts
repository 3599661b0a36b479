import { describe, expect, it } from 'vitest';
import { fieldErrorMap } from '../field-messages.js';
import { isAllowedFor } from './admin-call.js';
import {
  identifyTillMember,
  listTillStores,
  payWithTillPoints,
  pointsForThb,
  recordTillSale,
  refundTillSale,
  thbForPoints,
} from './till.js';

const sale = { member_id: 'CR00000001', store_code: 'BKK-01', receipt_no: 'R-1001', amount: 391 };
const payment = { member_code: 'M12345678', store_code: 'BKK-01', points: 40, reference: 'P-77' };

/** The message key of the first issue, or undefined when the input passes. */
const keyOf = (
  schema: { safeParse: (value: unknown, options: object) => { error?: { issues: { message: string }[] } } },
  value: unknown,
) => schema.safeParse(value, { error: fieldErrorMap }).error?.issues[0]?.message;

describe('the console till’s contracts (DESIGN §13)', () => {
  it('are for staff and admins alike, and the writes that move points take an Idempotency-Key', () => {
    for (const call of [identifyTillMember, recordTillSale, refundTillSale, payWithTillPoints, listTillStores]) {
      expect(isAllowedFor(call.access, 'staff'), call.name).toBe(true);
      expect(isAllowedFor(call.access, 'admin'), call.name).toBe(true);
      expect(isAllowedFor(call.access, null), call.name).toBe(false);
    }
    expect([recordTillSale, refundTillSale, payWithTillPoints].every((call) => call.idempotent)).toBe(true);
    expect(identifyTillMember.idempotent).toBeUndefined();
  });

  it('identifies by a code that is text, trimmed, at most 64 characters', () => {
    expect(identifyTillMember.input.parse({ code: '  M12345678 ' })).toEqual({ code: 'M12345678' });
    expect(identifyTillMember.input.safeParse({ code: '12-4471 0923' }).success).toBe(true);
    for (const code of ['', '   ', 12_344_710_923, 'M1\u0000', 'x'.repeat(65)])
      expect(identifyTillMember.input.safeParse({ code }).success, JSON.stringify(code)).toBe(false);
  });

  it('takes amounts as JSON numbers above 0 in whole satang, never as text', () => {
    for (const amount of [391, 391.5, 0.01, 1250.75, 10_000_000])
      expect(recordTillSale.input.safeParse({ ...sale, amount }).success, String(amount)).toBe(true);
    for (const amount of ['391', '391.00', 0, -5, 391.005, 10_000_000.01, Number.NaN, Number.POSITIVE_INFINITY, null]) {
      expect(keyOf(recordTillSale.input, { ...sale, amount }), String(amount)).toBe('bahtAmount');
      expect(refundTillSale.input.safeParse({ refund_no: 'RF-1', amount }).success, String(amount)).toBe(false);
    }
  });

  it('needs receipt, refund and payment numbers of 1 to 64 printable characters, trimmed', () => {
    expect(recordTillSale.input.parse({ ...sale, receipt_no: '  R-1001  ' })).toMatchObject({ receipt_no: 'R-1001' });
    expect(recordTillSale.input.safeParse({ ...sale, receipt_no: 'x'.repeat(64) }).success).toBe(true);
    for (const receipt_no of ['', '  ', 'x'.repeat(65), 'R\u0000', 'R\u202e1', 1001]) {
      expect(recordTillSale.input.safeParse({ ...sale, receipt_no }).success, JSON.stringify(receipt_no)).toBe(false);
      expect(refundTillSale.input.safeParse({ refund_no: receipt_no, amount: 1 }).success).toBe(false);
      expect(payWithTillPoints.input.safeParse({ ...payment, reference: receipt_no }).success).toBe(false);
    }
  });

  it('names the member by exactly one of a code or a member ID', () => {
    expect(recordTillSale.input.safeParse(sale).success).toBe(true);
    expect(recordTillSale.input.parse({ ...sale, member_id: 'cr00000001' })).toMatchObject({ member_id: 'CR00000001' });
    const { member_id: _id, ...nobody } = sale;
    expect(keyOf(recordTillSale.input, nobody)).toBe('memberCodeOrId');
    expect(keyOf(recordTillSale.input, { ...sale, member_code: 'M12345678' })).toBe('memberCodeOrId');
    expect(keyOf(recordTillSale.input, { ...sale, member_id: 'MBK5' })).toBe('memberId');
    expect(payWithTillPoints.input.safeParse(payment).success).toBe(true);
  });

  it('takes a store code in the catalogue’s shape', () => {
    expect(recordTillSale.input.parse({ ...sale, store_code: ' bkk-01 ' })).toMatchObject({ store_code: 'BKK-01' });
    for (const store_code of ['', 'AB', 'BKK 01', 'x'.repeat(33)])
      expect(recordTillSale.input.safeParse({ ...sale, store_code }).success, store_code).toBe(false);
  });

  it('pays with whole points from 1, never text or fractions', () => {
    for (const points of [1, 40, 1_000_000])
      expect(payWithTillPoints.input.safeParse({ ...payment, points }).success).toBe(true);
    for (const points of [0, -1, 1.5, '40', 1_000_001])
      expect(payWithTillPoints.input.safeParse({ ...payment, points }).success, String(points)).toBe(false);
  });

  it('refunds a sale named by canonical digits', () => {
    expect(refundTillSale.params.parse({ transaction_id: '42' })).toEqual({ transaction_id: 42 });
    for (const transaction_id of ['0', '042', '4.2', '-1', 'abc'])
      expect(refundTillSale.params.safeParse({ transaction_id }).success, transaction_id).toBe(false);
  });

  it('converts points and THB at the burn rate to the satang, points rounded up to cover an amount', () => {
    expect(thbForPoints(15, 0.25)).toBe(3.75);
    expect(thbForPoints(3, 0.1)).toBe(0.3);
    expect(pointsForThb(100, 0.25)).toBe(400);
    expect(pointsForThb(100.1, 0.25)).toBe(401);
    expect(pointsForThb(0.3, 0.1)).toBe(3);
    expect(pointsForThb(10, 0)).toBe(0);
  });
});
