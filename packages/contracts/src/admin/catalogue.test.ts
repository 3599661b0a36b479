import { describe, expect, it } from 'vitest';
import { changePrivilegeStockCall, flashSaleInputSchema, listAdminPrivileges } from './catalogue.js';
import { partnerInputSchema } from './catalogue-references.js';

describe('catalogue contracts', () => {
  it('takes a stock change as a JSON whole number other than 0', () => {
    const input = changePrivilegeStockCall.input;
    expect(input.safeParse({ add: -20 }).success).toBe(true);
    for (const add of [0, '5', 1.5, 1_000_001, null]) expect(input.safeParse({ add }).success, String(add)).toBe(false);
  });

  it('refuses a flash-sale window that ends before it starts, on its end', () => {
    const result = flashSaleInputSchema.safeParse({
      point_cost: 10,
      stock_total: 1,
      starts_at: '2026-12-01T10:00:00+07:00',
      ends_at: '2026-12-01T09:00:00+07:00',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['ends_at', 'windowEndsBeforeStart'],
    ]);
  });

  it('reads store codes as the counter does (upper case) and list filters from the query string', () => {
    const partner = partnerInputSchema.parse({
      name_en: 'Mart',
      name_th: 'มาร์ท',
      logo_url: '/l.svg',
      stores: [{ code: 'bkk-001', name_en: 'Siam', name_th: 'สยาม' }],
    });
    expect(partner.stores[0]?.code).toBe('BKK-001');
    expect(listAdminPrivileges.input.parse({ category_id: '3', state: 'active' })).toMatchObject({
      category_id: 3,
      state: 'active',
      sort: '-id',
    });
    expect(listAdminPrivileges.input.safeParse({ stock: 'low' }).success).toBe(false);
  });
});
