import { PROFILE_PICTURE_MAX_BYTES } from '@loyalty/contracts';
import { describe, expect, it } from 'vitest';
import { pictureProblem } from './picture-check';

describe('pictureProblem', () => {
  it('accepts JPEG, PNG and WebP up to the limit', () => {
    expect(pictureProblem({ type: 'image/jpeg', size: 1 })).toBeNull();
    expect(pictureProblem({ type: 'image/png', size: PROFILE_PICTURE_MAX_BYTES })).toBeNull();
    expect(pictureProblem({ type: 'image/webp', size: 2048 })).toBeNull();
  });

  it('refuses other types, empty files and files over the limit', () => {
    expect(pictureProblem({ type: 'image/gif', size: 10 })).toBe('wrongType');
    expect(pictureProblem({ type: 'application/pdf', size: 10 })).toBe('wrongType');
    expect(pictureProblem({ type: '', size: 10 })).toBe('wrongType');
    expect(pictureProblem({ type: 'image/png', size: 0 })).toBe('empty');
    expect(pictureProblem({ type: 'image/png', size: PROFILE_PICTURE_MAX_BYTES + 1 })).toBe('tooLarge');
  });
});
