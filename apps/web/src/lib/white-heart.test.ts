import { ROUTES } from '@loyalty/contracts';
import { describe, expect, it } from 'vitest';
import { shouldShowWhiteHeart } from './white-heart';

const detail = { routeName: 'privilege-detail' as const, meta: ROUTES['privilege-detail'].meta };

describe('shouldShowWhiteHeart (SPEC §2 top bar)', () => {
  it('shows the white heart on a privilege detail without any flash-sale flag', () => {
    expect(shouldShowWhiteHeart({ ...detail, queryFwsFlag: null, storedFwsFlag: null })).toBe(true);
  });

  it('hides it when the fwsFlag query value is truthy', () => {
    expect(shouldShowWhiteHeart({ ...detail, queryFwsFlag: 'true', storedFwsFlag: null })).toBe(false);
    expect(shouldShowWhiteHeart({ ...detail, queryFwsFlag: '1', storedFwsFlag: null })).toBe(false);
  });

  it('hides it when the stored fwsFlag is truthy', () => {
    expect(shouldShowWhiteHeart({ ...detail, queryFwsFlag: null, storedFwsFlag: 'true' })).toBe(false);
  });

  it('treats false-like flag values as not set', () => {
    for (const value of ['', 'false', '0', 'null', 'undefined']) {
      expect(shouldShowWhiteHeart({ ...detail, queryFwsFlag: value, storedFwsFlag: value })).toBe(true);
    }
  });

  it('never shows it on a route that does not ask for it', () => {
    expect(
      shouldShowWhiteHeart({ routeName: 'home', meta: ROUTES.home.meta, queryFwsFlag: null, storedFwsFlag: null }),
    ).toBe(false);
  });

  it('applies the flash-sale rule only to the privilege detail', () => {
    expect(
      shouldShowWhiteHeart({
        routeName: 'redemption',
        meta: ROUTES.redemption.meta,
        queryFwsFlag: 'true',
        storedFwsFlag: null,
      }),
    ).toBe(true);
  });
});
