import { describe, expect, it } from 'vitest';
import { groupCode } from './group-code';

describe('groupCode', () => {
  it('groups a counter code in fours from the end', () => {
    expect(groupCode('712345678')).toBe('7 1234 5678');
    expect(groupCode('1234')).toBe('1234');
  });

  it('keeps a member code’s letter apart from its digits', () => {
    expect(groupCode('M12345678')).toBe('M 1234 5678');
    expect(groupCode('M1234567890')).toBe('M 12 3456 7890');
  });
});
