import { ERROR_CODES, ERRORS } from '@loyalty/contracts';
import { describe, expect, it } from 'vitest';
import glossary from '../../../../docs/architecture/thai-glossary.md?raw';

const thaiFiles = import.meta.glob<Record<string, unknown>>(['./locales/th/*.json', '!./locales/th/admin*.json'], {
  eager: true,
  import: 'default',
});

/** Every `variant` of the glossary table's "not" column: the words the member's Thai never uses. */
function rejectedVariants(markdown: string): string[] {
  const rows = markdown.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| concept'));
  return rows.flatMap((row) => [...(row.split('|')[4] ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? ''));
}

function textsOf(value: unknown, prefix = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    textsOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

const rejected = rejectedVariants(glossary);

/** The texts holding a rejected variant, as "where: variant"; `_latin` forms carry a Latin word's spaces. */
function offendersIn(texts: Array<[string, string]>): string[] {
  return texts
    .filter(([key]) => !key.endsWith('_latin'))
    .flatMap(([key, text]) =>
      rejected.filter((variant) => text.includes(variant)).map((variant) => `${key}: ${variant}`),
    );
}

describe('the Thai glossary (docs/architecture/thai-glossary.md)', () => {
  it('is read: its table names the variants it rejects', () => {
    expect(rejected).toEqual(expect.arrayContaining(['แต้ม', 'หน้าหลัก', 'เบอร์โทรศัพท์', 'รีวอร์ดส', ' ๆ', 'ระดับ {{']));
  });

  it('holds in every member locale file', () => {
    const texts = Object.entries(thaiFiles).flatMap(([path, tree]) => textsOf(tree, path.replace('./locales/th/', '')));
    expect(texts.length).toBeGreaterThan(500);
    expect(offendersIn(texts)).toEqual([]);
  });

  it('holds in the Thai error texts the API sends', () => {
    expect(offendersIn(ERROR_CODES.map((code) => [code, ERRORS[code].th]))).toEqual([]);
  });

  it('finds a rejected variant where one is written', () => {
    expect(offendersIn([['demo.text', 'สะสมแต้มได้ที่หน้าหลัก']])).toEqual(['demo.text: แต้ม', 'demo.text: หน้าหลัก']);
    expect(offendersIn([['card.minTier_latin', 'ระดับ {{tier}} ขึ้นไป']])).toEqual([]);
  });
});
