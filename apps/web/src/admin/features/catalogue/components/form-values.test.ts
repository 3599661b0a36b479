import { describe, expect, it } from 'vitest';
import { instantOf, localOf } from './form-values';

describe('catalogue form times', () => {
  // The lists show Bangkok time: a form on another clock (a laptop abroad, a test browser on UTC) showed
  // the same instant seven hours apart from the row beside it.
  it('reads and writes datetime-local values on Bangkok’s clock, whatever the browser’s zone', () => {
    expect(instantOf('2026-12-01T10:00')).toBe('2026-12-01T10:00:00+07:00');
    expect(localOf('2026-12-01T03:00:00.000Z')).toBe('2026-12-01T10:00');
  });

  it('leaves an empty field empty for the contract to refuse', () => {
    expect(instantOf('')).toBe('');
  });
});
