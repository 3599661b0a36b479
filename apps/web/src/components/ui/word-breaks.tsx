import { Fragment } from 'react';
import { isCutIntoRuns, isSpaceRun, WORD_RUN_CLASS, wordRuns } from './word-runs';

interface WordBreaksProps {
  /** A text from the data: a title, a partner's, brand's or category's name. */
  text: string;
  /** Names inside the text a line must not break (the privilege's partner in its title). */
  keepWhole?: readonly string[];
  /** The text is itself a name: it breaks only at its spaces, never inside a word of it (a brand the dictionary does not know). */
  isName?: boolean;
}

/**
 * A data text that breaks lines only between words: Thai writes none of the spaces a browser breaks at,
 * and its dictionary cuts names and compounds ("บ้านบ|รูว์", "เครื่อง|ดื่ม"). Each Thai run does not
 * wrap and a `<wbr>` stands between two that touch, the DOM of `wordBreaksHtml` (the privilege frame's).
 * Text without Thai is drawn as it is.
 */
export function WordBreaks({ text, keepWhole = [], isName = false }: WordBreaksProps) {
  if (!isCutIntoRuns(text)) return text;
  const runs = wordRuns(text, isName ? [text, ...keepWhole] : keepWhole);
  return runs.map((run, index) =>
    isSpaceRun(run) ? (
      run
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the runs of one text, in its order, never reordered
      <Fragment key={index}>
        {index > 0 && !isSpaceRun(runs[index - 1] ?? ' ') ? <wbr /> : null}
        <span className={WORD_RUN_CLASS}>{run}</span>
      </Fragment>
    ),
  );
}
