import { ERROR_CODES, ERRORS } from '@loyalty/contracts';
import { describe, expect, it } from 'vitest';
import { localeBackend } from './resources';

const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' });

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function valueAt(tree: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tree);
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

const namespaces = Object.keys(files)
  .filter((path) => path.startsWith('./locales/en/'))
  .map((path) => path.replace('./locales/en/', '').replace('.json', ''));

describe('translations', () => {
  it('has the same namespaces in both languages', () => {
    const th = Object.keys(files).filter((path) => path.startsWith('./locales/th/'));
    expect(th.map((path) => path.replace('./locales/th/', '').replace('.json', '')).sort()).toEqual(namespaces.sort());
  });

  it.each(namespaces)('keeps the %s key sets of Thai and English equal, with no empty text', (namespace) => {
    const en = files[`./locales/en/${namespace}.json`];
    const th = files[`./locales/th/${namespace}.json`];
    expect(keysOf(th).sort()).toEqual(keysOf(en).sort());
    for (const key of keysOf(en)) {
      const english = valueAt(en, key);
      const thai = valueAt(th, key);
      expect(typeof english === 'string' && english.trim() !== '', `${namespace}:${key} (en)`).toBe(true);
      expect(typeof thai === 'string' && thai.trim() !== '', `${namespace}:${key} (th)`).toBe(true);
      expect(placeholders(String(thai)), `${namespace}:${key} placeholders`).toEqual(placeholders(String(english)));
    }
  });

  it.each(['en', 'th'] as const)('serves every error code’s %s words from the contracts', async (language) => {
    const texts = await new Promise<unknown>((resolve, reject) =>
      localeBackend.read(language, 'errors', (error, data) => (error ? reject(error) : resolve(data))),
    );
    expect(texts).toEqual(Object.fromEntries(ERROR_CODES.map((code) => [code, ERRORS[code][language]])));
  });

  it('keeps no copy of the error texts in the locale files', () => {
    expect(namespaces).not.toContain('errors');
  });
});
