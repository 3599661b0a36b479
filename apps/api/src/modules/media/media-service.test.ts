import { describe, expect, it } from 'vitest';
import { srcsetOf } from './media-service.js';

const NAME = '0123456789abcdef0123456789abcdef';

describe('srcsetOf', () => {
  it('lists every stored copy from the widest copy’s URL, local or on object storage', () => {
    expect(srcsetOf(`/uploads/media/${NAME}-1600.webp`)).toBe(
      [320, 640, 1024, 1600].map((width) => `/uploads/media/${NAME}-${width}.webp ${width}w`).join(', '),
    );
    expect(srcsetOf(`https://cdn.example/bucket/media/${NAME}-800.webp`)).toBe(
      [320, 640, 800].map((width) => `https://cdn.example/bucket/media/${NAME}-${width}.webp ${width}w`).join(', '),
    );
    expect(srcsetOf(`/uploads/media/${NAME}-200.webp`)).toBe(`/uploads/media/${NAME}-200.webp 200w`);
  });

  it('answers null for any other URL: the seed’s artwork keeps its src alone', () => {
    for (const url of [
      '/media/privileges/coffee.svg',
      '/uploads/profile/4/1c6f.webp',
      `/uploads/media/${NAME}.webp`,
      `/uploads/media/${NAME.slice(1)}-640.webp`,
      '',
    ]) {
      expect(srcsetOf(url)).toBeNull();
    }
  });
});
