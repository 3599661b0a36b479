import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WordBreaks } from './word-breaks';
import { wordBreaksHtml, wordRuns } from './word-runs';

/** The runs a drawn text breaks between: each span that does not wrap, in order. */
function drawnRuns(container: HTMLElement): string[] {
  return [...container.querySelectorAll('span.whitespace-nowrap')].map((span) => span.textContent ?? '');
}

describe('wordRuns', () => {
  it('cuts a Thai phrase only between its words, keeping compounds the dictionary splits whole', () => {
    expect(wordRuns('คูปองเครื่องดื่มฟรี')).toEqual(['คูปอง', 'เครื่องดื่ม', 'ฟรี']);
    expect(wordRuns('กลุ่มสิทธิพิเศษ')).toEqual(['กลุ่ม', 'สิทธิพิเศษ']);
  });

  it('keeps a name the dictionary does not know whole inside a text, and a name alone breaks at its spaces only', () => {
    expect(wordRuns('ลาเต้เย็นฟรีที่บ้านบรูว์', ['บ้านบรูว์ คอฟฟี่'])).toContain('บ้านบรูว์');
    expect(wordRuns('บ้านบรูว์ สยามสแควร์', ['บ้านบรูว์ สยามสแควร์'])).toEqual(['บ้านบรูว์', ' ', 'สยามสแควร์']);
  });

  it('never breaks before a mark, ๆ or a lone consonant the dictionary cut off', () => {
    for (const run of wordRuns('ส่วนลดต่างๆ สตาร์บัคส์')) {
      expect(run).not.toMatch(/^[\u0E31\u0E34-\u0E3A\u0E46-\u0E4E]/u);
    }
    expect(wordRuns('สตาร์บัคส์')[0]).not.toBe('ส');
    expect(wordRuns('ลาเต้เย็น')).toEqual(['ลาเต้', 'เย็น']);
  });

  it('keeps a number on the Thai unit after it', () => {
    expect(wordRuns('ก๋วยเตี๋ยวต้มยำ 1 ชาม')).toEqual(['ก๋วยเตี๋ยว', 'ต้มยำ', ' ', '1 ชาม']);
  });

  it('leaves a Latin text untouched and an empty one empty', () => {
    expect(wordRuns('Free iced latte at Baan Brew')).toEqual(['Free iced latte at Baan Brew']);
    expect(wordRuns('')).toEqual([]);
  });
});

describe('WordBreaks', () => {
  it('draws each Thai run unwrappable with a <wbr> between runs that touch, and the text reads the same', () => {
    const { container } = render(
      <p>
        <WordBreaks text="ส่วนลด 50 บาท ทุกเมนูเครื่องดื่ม" />
      </p>,
    );
    expect(container.textContent).toBe('ส่วนลด 50 บาท ทุกเมนูเครื่องดื่ม');
    expect(drawnRuns(container)).toEqual(['ส่วนลด', '50 บาท', 'ทุก', 'เมนู', 'เครื่องดื่ม']);
    expect(container.querySelectorAll('wbr')).toHaveLength(2);
    expect(container.innerHTML).not.toContain('\u200B');
  });

  it('draws a Latin text as plain text and an empty one as nothing', () => {
    const latin = render(
      <p data-testid="latin">
        <WordBreaks text="Baan Brew Coffee" />
      </p>,
    );
    expect(latin.container.querySelector('p')?.innerHTML).toBe('Baan Brew Coffee');
    const empty = render(
      <p data-testid="empty">
        <WordBreaks text="" />
      </p>,
    );
    expect(empty.container.querySelector('p')?.innerHTML).toBe('');
  });

  it('draws the DOM the privilege frame writes, escaped alike', () => {
    for (const [text, keep] of [
      ['ลาเต้เย็นฟรีที่บ้านบรูว์ <&>', ['บ้านบรูว์']],
      ['Tea <& "cake">', []],
      ['', []],
    ] as const) {
      const framed = document.createElement('p');
      framed.innerHTML = wordBreaksHtml(text, keep);
      const { container } = render(<WordBreaks text={text} keepWhole={keep} />);
      expect(container.innerHTML).toBe(framed.innerHTML);
    }
  });
});

describe('a browser without Intl.Segmenter (Firefox before 125, Safari before 14.1)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('leaves a Thai text to the browser as plain text instead of failing to load', async () => {
    vi.stubGlobal('Intl', { ...Intl, Segmenter: undefined });
    vi.resetModules();
    const withoutSegmenter = await import('./word-runs');
    expect(withoutSegmenter.wordRuns('กลุ่มสิทธิพิเศษ')).toEqual(['กลุ่มสิทธิพิเศษ']);
    expect(withoutSegmenter.wordRuns('')).toEqual([]);
    // Drawn as plain text, not one span that could never wrap.
    expect(withoutSegmenter.wordBreaksHtml('กลุ่มสิทธิพิเศษ & ของรางวัล')).toBe('กลุ่มสิทธิพิเศษ &amp; ของรางวัล');
  });
});
