import { describe, expect, it } from 'vitest';
import { tillAmountField } from '../admin/till.js';
import { holdParams, listTransactionsQuery, placeHoldInput, recordSaleInput, refundSaleInput } from './transactions.js';

const sale = {
  member_id: 'CR00000001',
  store_code: 'CM-LADPRAO',
  receipt_no: 'R-1',
  amount: 1250.5,
  occurred_at: '2026-11-28T03:00:00+07:00',
};

describe('the till’s transaction contracts', () => {
  it('takes an amount as a JSON number of THB with at most two decimals, above 0, at most 10,000,000', () => {
    for (const amount of [0.01, 1250.5, 99.99, 10_000_000])
      expect(tillAmountField.safeParse(amount).success).toBe(true);
    for (const amount of ['100.00', '100', 0, -1, 10_000_000.01, 1e15, 10.005, null]) {
      const result = tillAmountField.safeParse(amount);
      expect(result.success, String(amount)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('bahtAmount');
    }
  });

  it('takes a sale by member code or member number, never both nor neither, and nothing unknown', () => {
    expect(recordSaleInput.safeParse(sale).success).toBe(true);
    const { member_id: _, ...byNothing } = sale;
    expect(recordSaleInput.safeParse({ ...byNothing, member_code: 'M1234567' }).success).toBe(true);
    expect(recordSaleInput.safeParse(byNothing).success).toBe(false);
    expect(recordSaleInput.safeParse({ ...sale, member_code: 'M1234567' }).success).toBe(false);
    expect(recordSaleInput.safeParse({ ...sale, points: 5 }).success).toBe(false);
    expect(recordSaleInput.safeParse({ ...sale, occurred_at: 'yesterday' }).success).toBe(false);
    expect(recordSaleInput.safeParse({ ...sale, amount: '1250.50' }).success).toBe(false);
  });

  it('takes a refund, a hold and a reconciliation query with their limits', () => {
    expect(refundSaleInput.safeParse({ refund_no: 'RF-1', amount: 10 }).success).toBe(true);
    expect(refundSaleInput.safeParse({ refund_no: '', amount: 10 }).success).toBe(false);
    const hold = { member_id: 'CR00000001', store_code: 'CM-LADPRAO', points: 100, reference: 'P-1' };
    expect(placeHoldInput.safeParse(hold).success).toBe(true);
    expect(placeHoldInput.safeParse({ ...hold, points: 1.5 }).success).toBe(false);
    expect(placeHoldInput.safeParse({ ...hold, points: 0 }).success).toBe(false);
    expect(holdParams.safeParse({ hold_id: '12' }).data).toEqual({ hold_id: 12 });
    for (const hold_id of ['0', '1e3', '12abc', '-1']) expect(holdParams.safeParse({ hold_id }).success).toBe(false);
    const query = listTransactionsQuery.parse({ from: '2026-11-01T00:00:00Z', to: '2026-11-02T00:00:00Z' });
    expect(query).toMatchObject({ page: 1, limit: 50 });
  });
});
