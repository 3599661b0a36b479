import { LANDING_KV_NAMES } from '@loyalty/contracts';
import { describe, expect, it } from 'vitest';
import { keyVisualPictures, preloadLinkHeader } from './first-paint-service.js';

const kv = (name: string, image_url: string) => ({ name, image_url });

describe('the landing key visual’s preloads', () => {
  it('names each picture for the widths its <picture> shows it at', () => {
    const pictures = keyVisualPictures([
      kv(LANDING_KV_NAMES.desktop, '/media/d.svg'),
      kv(LANDING_KV_NAMES.mobile, '/media/m.svg'),
      kv('Something-Else', '/media/x.svg'),
      kv(LANDING_KV_NAMES.tablet, '/media/t.svg'),
    ]);
    expect(pictures).toEqual([
      { href: '/media/d.svg', media: '(min-width: 1024px)' },
      { href: '/media/t.svg', media: '(min-width: 770px) and (max-width: 1023.98px)' },
      { href: '/media/m.svg', media: '(max-width: 769.98px)' },
    ]);
  });

  it('lets the <img>’s own picture cover the widths of a missing source', () => {
    expect(keyVisualPictures([kv(LANDING_KV_NAMES.mobile, '/m.svg'), kv(LANDING_KV_NAMES.desktop, '/d.svg')])).toEqual([
      { href: '/d.svg', media: '(min-width: 1024px)' },
      { href: '/m.svg', media: '(max-width: 1023.98px)' },
    ]);
    expect(keyVisualPictures([kv(LANDING_KV_NAMES.mobile, '/m.svg')])).toEqual([{ href: '/m.svg' }]);
    expect(keyVisualPictures([])).toEqual([]);
  });
});

describe('the preload Link header', () => {
  it('announces each picture as a high-priority image preload', () => {
    expect(
      preloadLinkHeader([
        { href: '/media/a.svg', media: '(max-width: 769.98px)' },
        { href: 'https://cdn.test/b.webp?v=2' },
      ]),
    ).toBe(
      '</media/a.svg>; rel=preload; as=image; fetchpriority=high; media="(max-width: 769.98px)", ' +
        '<https://cdn.test/b.webp?v=2>; rel=preload; as=image; fetchpriority=high',
    );
  });

  it('leaves out an address a header cannot carry as it is, and is absent without pictures', () => {
    for (const href of ['/a b.svg', '/a>b.svg', '/a"b.svg', '/a\r\nSet-Cookie: x=1', '/ภาพ.svg', '']) {
      expect(preloadLinkHeader([{ href }]), JSON.stringify(href)).toBeUndefined();
    }
    expect(preloadLinkHeader([])).toBeUndefined();
  });
});
