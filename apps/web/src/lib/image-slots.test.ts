import { describe, expect, it } from 'vitest';
import { IMAGE_SLOTS, srcsetFor } from './image-slots';

describe('srcsetFor', () => {
  it('gives an image with a srcset the srcset and its slot’s sizes', () => {
    const srcset = '/uploads/media/a-320.webp 320w, /uploads/media/a-640.webp 640w';
    expect(srcsetFor(srcset, 'privilegeTile')).toEqual({ srcSet: srcset, sizes: IMAGE_SLOTS.privilegeTile });
  });

  it('gives artwork without a srcset nothing, so src alone shows it', () => {
    expect(srcsetFor(null, 'column')).toEqual({});
    expect(srcsetFor(undefined, 'column')).toEqual({});
    expect(srcsetFor('', 'column')).toEqual({});
  });
});
