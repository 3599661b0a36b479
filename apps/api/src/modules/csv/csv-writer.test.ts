import { describe, expect, it } from 'vitest';
import { csvWriter, mobileAsText } from './csv-writer.js';

async function written(columns: string[], rows: Record<string, unknown>[], presentation = {}): Promise<string> {
  const csv = csvWriter(columns, presentation);
  for (const row of rows) csv.write(row);
  csv.end();
  const chunks: string[] = [];
  for await (const chunk of csv) chunks.push(String(chunk));
  return chunks.join('').replace('\uFEFF', '');
}

describe('csvWriter', () => {
  it('writes instants at Asia/Bangkok with the offset, to the second', async () => {
    const csv = await written(['at'], [{ at: new Date('2026-11-28T14:05:00.123Z') }]);
    expect(csv).toBe('at\n2026-11-28T21:05:00+07:00\n');
  });

  it('writes mobiles grouped so a spreadsheet keeps the leading 0, and labels instead of codes', async () => {
    const csv = await written(['mobile', 'status', 'kind'], [{ mobile: '0812345678', status: 'issued', kind: 2 }], {
      mobiles: ['mobile'],
      labels: { status: { issued: 'Issued' }, kind: { 2: 'Thai' } },
    });
    expect(csv).toBe('mobile,status,kind\n081-234-5678,Issued,Thai\n');
  });

  it('still guards a label or a mobile-looking text that starts a formula', async () => {
    const csv = await written(['mobile', 'note'], [{ mobile: '+66812345678', note: '=1+1' }], { mobiles: ['mobile'] });
    expect(csv).toBe("mobile,note\n'+66812345678,'=1+1\n");
  });
});

describe('mobileAsText', () => {
  it('groups Thai mobiles and Bangkok lines, and leaves anything else as stored', () => {
    expect(mobileAsText('0812345678')).toBe('081-234-5678');
    expect(mobileAsText('021234567')).toBe('02-123-4567');
    expect(mobileAsText('+66812345678')).toBe('+66812345678');
  });
});
