// TierStatus as a page's HTML draws it before the app (decision 067): on home's points card and on the
// profile's tier card, from the same reading of the member's figures and with the same classes.

import type { Language } from '../../../packages/contracts/src/constants.ts';
import type { CustomerInfo } from '../../../packages/contracts/src/customer.ts';
import { escapeHtml } from '../../../packages/contracts/src/html.ts';
import {
  progressBarClasses,
  progressTrackClasses,
  readTierStatus,
  type SpendProgress,
  TIER_LINE,
  type TierTone,
  tierStatusClasses,
} from '../src/components/tier-status/tier-progress.ts';
import { formatBaht } from '../src/lib/format.ts';
import { formatDate } from '../src/lib/format-time.ts';
import { latinContext } from '../src/lib/polite-name.ts';
import type { TierStatusWords } from './frame-page-words.ts';
import { interpolated, wordsWith } from './frame-words.ts';

function progressBarOf(label: string, progress: SpendProgress, valueText: string, tone: TierTone): string {
  return [
    `<div role="progressbar" aria-label="${escapeHtml(label)}" aria-valuemin="0" aria-valuemax="100"`,
    ` aria-valuenow="${progress.percent}" aria-valuetext="${escapeHtml(valueText)}" class="${progressTrackClasses(tone)}">`,
    `<div class="${progressBarClasses(tone)}" style="width: ${progress.percent}%;"></div></div>`,
  ].join('');
}

export function tierStatusHtml(
  customer: CustomerInfo,
  words: TierStatusWords,
  language: Language,
  tone: TierTone,
): string {
  const baht = (amount: number) => formatBaht(amount, language);
  const spentOf = ({ spent, needed }: SpendProgress) =>
    interpolated(words.spentOf, { spent: baht(spent), needed: baht(needed) });
  const { keep, nextNote, next } = readTierStatus(customer);
  // The `_latin` forms for a tier named in Latin letters, as TierStatus picks them (polite-name.ts).
  const isLatin = keep ? latinContext(keep.tier).context === 'latin' : false;
  const keepLine = keep
    ? [
        `<div class="${TIER_LINE}"><p>`,
        keep.toGo > 0
          ? wordsWith(isLatin ? words.keep_latin : words.keep, {
              amount: baht(keep.toGo),
              date: formatDate(keep.by, language),
              tier: keep.tier,
            })
          : wordsWith(isLatin ? words.kept_latin : words.kept, {
              date: formatDate(keep.by, language),
              tier: keep.tier,
            }),
        '</p>',
        progressBarOf(
          interpolated(isLatin ? words.keepProgress_latin : words.keepProgress, { tier: keep.tier }),
          keep.progress,
          spentOf(keep.progress),
          tone,
        ),
        '</div>',
      ].join('')
    : '';
  return [
    `<div class="${tierStatusClasses(tone)}">`,
    keepLine,
    `<div class="${TIER_LINE}">`,
    nextNote ? `<p>${escapeHtml(nextNote)}</p>` : '',
    next ? progressBarOf(words.nextProgress, next, spentOf(next), tone) : '',
    '</div></div>',
  ].join('');
}
