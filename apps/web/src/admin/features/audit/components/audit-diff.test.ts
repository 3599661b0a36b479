import { describe, expect, it } from 'vitest';
import { changesOf, shownValue } from './audit-diff';

describe('audit before / after', () => {
  it('lists only the fields that changed, nested values compared whole', () => {
    expect(
      changesOf({ role: 'staff', name: 'Sam', tags: ['a'] }, { role: 'admin', name: 'Sam', tags: ['a', 'b'] }),
    ).toEqual([
      { field: 'role', before: 'staff', after: 'admin' },
      { field: 'tags', before: ['a'], after: ['a', 'b'] },
    ]);
  });

  it('shows every field of a created record and of a removed one', () => {
    expect(changesOf(null, { points: 50 })).toEqual([{ field: 'points', before: undefined, after: 50 }]);
    expect(changesOf({ points: 50 }, null)).toEqual([{ field: 'points', before: 50, after: undefined }]);
  });

  it('treats values that are not records as one change, and equal ones as none', () => {
    expect(changesOf(5, 7)).toEqual([{ field: '', before: 5, after: 7 }]);
    expect(changesOf('x', 'x')).toEqual([]);
  });

  it('shows text as it is and anything else as JSON', () => {
    expect(shownValue('Sam')).toBe('Sam');
    expect(shownValue({ a: 1 })).toBe('{"a":1}');
    expect(shownValue(false)).toBe('false');
    expect(shownValue(null)).toBeNull();
  });
});
