import { describe, expect, it } from 'vitest';
import { preloadLinkHeader } from './first-paint-service.js';

describe('the preload Link header', () => {
  it('announces the picture as a high-priority image preload', () => {
    expect(preloadLinkHeader('/media/a.svg')).toBe('</media/a.svg>; rel=preload; as=image; fetchpriority=high');
    expect(preloadLinkHeader('https://cdn.test/b.webp?v=2')).toBe(
      '<https://cdn.test/b.webp?v=2>; rel=preload; as=image; fetchpriority=high',
    );
  });

  it('is absent for an address a header cannot carry as it is', () => {
    for (const href of ['/a b.svg', '/a>b.svg', '/a"b.svg', '/a\r\nSet-Cookie: x=1', '/ภาพ.svg', '']) {
      expect(preloadLinkHeader(href), JSON.stringify(href)).toBeUndefined();
    }
  });
});
