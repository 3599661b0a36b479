import { describe, expect, it } from 'vitest';
import { tokenWithScope } from '@/test/tokens';
import { restrictedFlagsOf, scopesOf } from './token';

describe('token scopes', () => {
  it('reads the space-separated scope claim', () => {
    expect(scopesOf(tokenWithScope('bcrm-member bcrm-register'))).toEqual(['bcrm-member', 'bcrm-register']);
  });

  it('reads nothing from a missing or malformed token', () => {
    expect(scopesOf(null)).toEqual([]);
    expect(scopesOf('not-a-jwt')).toEqual([]);
    expect(scopesOf('a.%%%.c')).toEqual([]);
  });

  it('maps each restricted scope to its session flag', () => {
    expect(restrictedFlagsOf(tokenWithScope('bcrm-canceled'))).toEqual(['isCanceled']);
    expect(restrictedFlagsOf(tokenWithScope('bcrm-suspended'))).toEqual(['isSuspended']);
    expect(restrictedFlagsOf(tokenWithScope('bcrm-blocked'))).toEqual(['isBlocked']);
    expect(restrictedFlagsOf(tokenWithScope('bcrm-member'))).toEqual([]);
  });
});
