import { describe, expect, it } from 'vitest';
import { planScroll } from './scroll';

describe('planScroll (SPEC §2 scrolling)', () => {
  it('goes to the top on an ordinary navigation', () => {
    expect(planScroll(undefined, 640)).toEqual({ kind: 'top' });
  });

  it('restores the earlier position after 1200 ms on a route that asks for it', () => {
    expect(planScroll(true, 640)).toEqual({ kind: 'restore', top: 640, delayMs: 1200 });
  });

  it('goes to the top on a first visit to such a route', () => {
    expect(planScroll(true, undefined)).toEqual({ kind: 'top' });
    expect(planScroll(true, 0)).toEqual({ kind: 'top' });
  });
});
