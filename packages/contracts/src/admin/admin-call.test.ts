import { describe, expect, it } from 'vitest';
import { adminCallPath, isAllowedFor } from './admin-call.js';

describe('admin calls', () => {
  it('fills and escapes path parameters under the admin prefix', () => {
    expect(adminCallPath({ path: '/members/{member_id}/ledger' }, { member_id: 'A 1/2' })).toBe(
      '/api/admin/v1/members/A%201%2F2/ledger',
    );
    expect(adminCallPath({ path: '/members/{member_id}/merge/{into_id}' }, { into_id: 'M2', member_id: 'M1' })).toBe(
      '/api/admin/v1/members/M1/merge/M2',
    );
  });

  it('refuses to build a path with a parameter missing', () => {
    expect(() => adminCallPath({ path: '/receipts/{id}' }, {})).toThrow('Missing path parameter id');
  });

  it('lets staff make operator calls but only admins make admin calls', () => {
    expect(isAllowedFor('operator', 'staff')).toBe(true);
    expect(isAllowedFor('admin', 'staff')).toBe(false);
    expect(isAllowedFor('admin', 'admin')).toBe(true);
    expect(isAllowedFor('operator', null)).toBe(false);
    expect(isAllowedFor('public', null)).toBe(true);
  });

  it('lets content change content but no member, and a cashier only the till', () => {
    expect(isAllowedFor('content-edit', 'content')).toBe(true);
    expect(isAllowedFor('content-edit', 'staff')).toBe(false);
    expect(isAllowedFor('operator', 'content')).toBe(false);
    expect(isAllowedFor('till', 'cashier')).toBe(true);
    expect(isAllowedFor('till', 'content')).toBe(false);
    expect(isAllowedFor('content', 'cashier')).toBe(false);
  });
});
