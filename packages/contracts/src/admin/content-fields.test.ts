import { describe, expect, it } from 'vitest';
import { appPathField, imageUrlField } from './content-fields.js';

describe('paths on this site', () => {
  it('takes paths and query strings of the app', () => {
    for (const path of ['/privilege?catId=2', '/media/banners/home.svg', '/%2f%2fstill-here', '/a/../b.png']) {
      expect(appPathField.safeParse(path).success, path).toBe(true);
    }
  });

  it('refuses what a browser would take to another site, or rewrite', () => {
    for (const path of [
      '//evil.example',
      '/\\evil.example',
      '/\\/evil.example',
      '/x y.png',
      '/x\ty',
      'evil.example',
      'https://evil.example',
    ]) {
      expect(appPathField.safeParse(path).success, JSON.stringify(path)).toBe(false);
    }
  });

  it('takes a picture from this site or over https, and nothing else', () => {
    expect(imageUrlField.safeParse('https://cdn.example/a.png').success).toBe(true);
    expect(imageUrlField.safeParse('/uploads/a.png').success).toBe(true);
    for (const url of [
      '/\\evil.example/x.png',
      'http://cdn.example/a.png',
      'javascript:alert(1)',
      '//evil.example/x.png',
    ]) {
      expect(imageUrlField.safeParse(url).success, url).toBe(false);
    }
  });
});
