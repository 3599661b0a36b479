import { describe, expect, it } from 'vitest';
import { restartBudget } from './worker-pool.js';

describe('restartBudget', () => {
  it('allows the limit of replacements within the window and refuses the next', () => {
    const budget = restartBudget(3, 60_000);
    expect([0, 1000, 2000, 3000].map((at) => budget.allows(at))).toEqual([true, true, true, false]);
  });

  it('allows again once the oldest replacement has left the window', () => {
    const budget = restartBudget(2, 60_000);
    expect(budget.allows(0)).toBe(true);
    expect(budget.allows(30_000)).toBe(true);
    expect(budget.allows(59_999)).toBe(false);
    expect(budget.allows(60_000)).toBe(true);
    expect(budget.allows(60_001)).toBe(false);
  });
});
