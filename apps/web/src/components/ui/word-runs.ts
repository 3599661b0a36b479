// No React here: the privilege screen's first paint (build/privilege-frame.ts) draws titles, partner and
// category names with `wordBreaksHtml`, the app with WordBreaks, so the HTML and the app's DOM are the same.
import { escapeHtml } from '@loyalty/contracts';

/**
 * Thai writes no spaces between words, so a browser breaks a line wherever its dictionary says a word
 * ends, and its dictionary splits compounds a reader keeps whole ("เครื่อง|ดื่ม", "สิทธิ|พิเศษ"). These
 * are kept on one line; a text's own names (a partner's, a brand's) are passed beside it.
 */
export const THAI_COMPOUNDS = [
  'เครื่องดื่ม',
  'เครื่องสำอาง',
  'เครื่องใช้ไฟฟ้า',
  'สิทธิพิเศษ',
  'ของรางวัล',
  'ของขวัญ',
  'ร้านอาหาร',
  'บัตรสมาชิก',
  'บัตรกำนัล',
  'ภาพยนตร์',
  'ท่องเที่ยว',
  'ซูเปอร์มาร์เก็ต',
  'ห้างสรรพสินค้า',
  'ความงาม',
  'สุขภาพ',
  'แฟชั่น',
  'ไลฟ์สไตล์',
] as const;

/** The class of a run a line may not break inside. */
export const WORD_RUN_CLASS = 'whitespace-nowrap';

const THAI = /\p{Script=Thai}/u;

/** A Thai character a word may end with: any but a leading vowel (เ แ โ ใ ไ), which starts a syllable. */
const THAI_WORD_END = /[\u0E01-\u0E3A\u0E45-\u0E4E]$/u;
/** A Thai syllable's first character: a consonant or a leading vowel, never a mark, ๆ or ฯ. */
const THAI_WORD_START = /^[\u0E01-\u0E2E\u0E40-\u0E44]/u;
/** A lone consonant the dictionary cut off a loanword or a name ("ส|ตาร์บัคส์"): never a word alone. */
const LONE_CONSONANT = /^[\u0E01-\u0E2E]$/u;
/** The marks above and below a Thai letter, which take no room of their own on the line. */
const THAI_MARKS = /[\u0E31\u0E34-\u0E3A\u0E47-\u0E4E]/gu;

/**
 * Whether a dictionary word is two letters or fewer: two such in a row are most often one word it does not
 * know cut in syllables ("ลา|เต้", "สิน|ค้า", "บ้า|นบ|รูว์"), or a compound ("ที่|นั่ง"), so they stay together.
 */
const isShort = (segment: string) => segment.replace(THAI_MARKS, '').length <= 2;

// Firefox before 125 and Safari before 14.1 have no Intl.Segmenter: there a Thai text is left to the
// browser's own line breaking rather than the page failing to load.
const segmenter = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('th', { granularity: 'word' }) : null;

/**
 * Whether a text is drawn in runs: it has Thai, and the browser can find its words. Any other text is
 * drawn as it is, left to the browser's own line breaking.
 */
export const isCutIntoRuns = (text: string) => segmenter !== null && THAI.test(text);

/**
 * The dictionary's words of a space-free piece of text, each name of `names` in it made one word, so no
 * break falls inside it and its syllables do not count as short words next to their neighbours.
 */
function wordsOf(piece: string, names: readonly string[]): string[] {
  const kept = names.flatMap((name) => {
    const spans: Array<[number, number]> = [];
    for (let at = name ? piece.indexOf(name) : -1; at >= 0; at = piece.indexOf(name, at + 1)) {
      spans.push([at, at + name.length]);
    }
    return spans;
  });
  const words: string[] = [];
  for (const { segment, index } of segmenter?.segment(piece) ?? []) {
    const isInsideName = kept.some(([start, end]) => start < index && index < end);
    if (isInsideName && words.length > 0) words[words.length - 1] += segment;
    else words.push(segment);
  }
  return words;
}

/** A space-free piece of text cut at the dictionary's Thai word boundaries that are safe to break at. */
function runsOfWord(piece: string, names: readonly string[]): string[] {
  const runs: string[] = [];
  let run = '';
  let previous = '';
  for (const word of wordsOf(piece, names)) {
    const canBreak =
      run !== '' &&
      THAI_WORD_END.test(run) &&
      THAI_WORD_START.test(word) &&
      !LONE_CONSONANT.test(word.replace(THAI_MARKS, '')) &&
      !LONE_CONSONANT.test(run) &&
      !(isShort(previous) && isShort(word));
    previous = word;
    if (canBreak) {
      runs.push(run);
      run = word;
    } else {
      run += word;
    }
  }
  if (run) runs.push(run);
  return runs;
}

/**
 * A text cut into the runs a line may break between: Thai words (a name of `keepWhole` and the compounds
 * of THAI_COMPOUNDS whole), and spaces as they are. A text without Thai is one run, untouched.
 */
export function wordRuns(text: string, keepWhole: readonly string[] = []): string[] {
  if (!isCutIntoRuns(text)) return text ? [text] : [];
  const names = [...THAI_COMPOUNDS, ...keepWhole.flatMap((name) => name.split(/\s+/))];
  const runs = text.split(/(\s+)/).flatMap((piece) => {
    if (!piece) return [];
    return /^\s+$/.test(piece) || !THAI.test(piece) ? [piece] : runsOfWord(piece, names);
  });
  return withCountsOnTheirUnits(runs);
}

/** A number and the Thai unit after it ("1 ชาม", "50 บาท", "2 ท่าน") are read as one: no line parts them. */
function withCountsOnTheirUnits(runs: string[]): string[] {
  const joined: string[] = [];
  for (let index = 0; index < runs.length; index += 1) {
    const run = runs[index] ?? '';
    const unit = runs[index + 1];
    const last = joined.at(-1);
    if (isSpaceRun(run) && last !== undefined && /\d$/.test(last) && unit !== undefined && THAI_WORD_START.test(unit)) {
      joined[joined.length - 1] = `${last}${run}${unit}`;
      index += 1;
    } else {
      joined.push(run);
    }
  }
  return joined;
}

/** Whether a run is spaces, where a line breaks anyway. */
export const isSpaceRun = (run: string) => /^\s+$/.test(run);

/**
 * The HTML WordBreaks draws: each Thai-bearing run in a span that does not wrap, a `<wbr>` between two
 * runs that touch, spaces as they are. A text without Thai is only escaped.
 */
export function wordBreaksHtml(text: string, keepWhole: readonly string[] = []): string {
  if (!isCutIntoRuns(text)) return escapeHtml(text);
  const runs = wordRuns(text, keepWhole);
  return runs
    .map((run, index) => {
      if (isSpaceRun(run)) return run;
      const before = index > 0 && !isSpaceRun(runs[index - 1] ?? ' ') ? '<wbr>' : '';
      return `${before}<span class="${WORD_RUN_CLASS}">${escapeHtml(run)}</span>`;
    })
    .join('');
}
