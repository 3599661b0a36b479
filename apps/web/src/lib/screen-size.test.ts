import { describe, expect, it } from 'vitest';
import { screenSizeOf, useScreenStore, watchScreenSize } from './screen-size';

describe('screenSizeOf (SPEC §9 breakpoints)', () => {
  it.each([
    [389, 'mobile'],
    [769, 'mobile'],
    [770, 'tablet'],
    [1023, 'tablet'],
    [1024, 'desktop'],
    [1440, 'desktop'],
  ] as const)('reads %i px as %s', (width, size) => {
    expect(screenSizeOf(width)).toBe(size);
  });

  it('re-evaluates the size when the window is resized', () => {
    const stop = watchScreenSize();
    try {
      window.innerWidth = 390;
      window.dispatchEvent(new Event('resize'));
      expect(useScreenStore.getState().size).toBe('mobile');
      window.innerWidth = 1280;
      window.dispatchEvent(new Event('resize'));
      expect(useScreenStore.getState().size).toBe('desktop');
    } finally {
      stop();
    }
  });
});
