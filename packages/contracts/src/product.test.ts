import { describe, expect, it } from 'vitest';
import { getBrandDetail, getCompanyList, productCallsOf, productDetailInput } from './product.js';
import { productActionOf, productCallPath, productKindOfDetailSegment } from './product-kind.js';

describe('product calls (DESIGN §5, §12)', () => {
  it('names a kind’s calls after its controller', () => {
    expect(getCompanyList).toMatchObject({ name: 'GetCompanyList', path: '/Company/GetCompanyList', method: 'GET' });
    expect(getBrandDetail.path).toBe('/Brand/GetBrandDetail');
    expect(productCallsOf('Restaurant').list.path).toBe(productCallPath('Restaurant', 'list'));
  });

  it('reads which action a path names, and none for another kind’s or an unknown action', () => {
    expect(productActionOf('Company', 'GetCompanyList')).toBe('list');
    expect(productActionOf('Company', 'GetCompanyDetail')).toBe('detail');
    expect(productActionOf('Company', 'GetBrandList')).toBeNull();
    expect(productActionOf('Company', 'List')).toBeNull();
  });

  it('reads the kind of a detail path segment', () => {
    expect(productKindOfDetailSegment('company-detail')).toBe('company');
    expect(productKindOfDetailSegment('gift-shop-detail')).toBe('gift-shop');
    expect(productKindOfDetailSegment('-detail')).toBeNull();
    expect(productKindOfDetailSegment('company')).toBeNull();
  });

  it('takes an id of digits only', () => {
    expect(productDetailInput.parse({ id: '42' })).toEqual({ id: 42 });
    for (const id of ['true', ' 1 ', '1e3', '0', '007', '99999999999999999']) {
      expect(productDetailInput.safeParse({ id }).success, String(id)).toBe(false);
    }
  });
});
