// The collect tab as its page draws it before the app (decision 067), from the member's GetCustomerInfo
// answer: the page's inline script (src/collect-frame-inline.ts) bundles this module and draws with it
// once that answer is in. It imports by path what it shares with the app and nothing that needs React.

import type { Language } from '../../../packages/contracts/src/constants.ts';
import type { CustomerInfo } from '../../../packages/contracts/src/customer.ts';
import { escapeHtml } from '../../../packages/contracts/src/html.ts';
import { COINS_SHAPE, iconMarkup } from '../src/components/ui/icon-shapes.ts';
import { HUB, WAYS, type WayKey } from '../src/features/collect/lib/collect-hub-classes.ts';
import { formatPoints } from '../src/lib/format.ts';
import type { CollectFrameWords } from './frame-page-words.ts';
import { pluralFormOf, wordsWith } from './frame-words.ts';
import { memberFrameShell } from './member-frame-shell.ts';

/**
 * The collect tab on a phone as CollectHub draws it once the balance is in (PageLayout's main layout
 * around it), with the same classes and words, which collect-frame.test.tsx keeps equal: the balance
 * card and every way to collect, plain links until the app takes over.
 */
export function renderCollectFrame(customer: CustomerInfo, words: CollectFrameWords, language: Language): string {
  const balance = customer.point_balance;
  const way = (key: WayKey, shape: (typeof WAYS)[number]['shape']) =>
    [
      `<li><a href="${escapeHtml(words.ways[key].path)}" class="${HUB.way}">`,
      `<span class="${HUB.wayIconBox}">${iconMarkup(shape, HUB.wayIcon)}</span>`,
      `<span class="${HUB.wayWords}"><span class="${HUB.wayTitle}">${wordsWith(words.ways[key].title)}</span>`,
      `<span class="${HUB.wayBody}">${wordsWith(words.ways[key].body)}</span></span></a></li>`,
    ].join('');
  return memberFrameShell(
    words.skipToContent,
    [
      `<section aria-labelledby="screen-title" class="${HUB.section(words.isTitleInTopBar)}">`,
      `<h1 id="screen-title" class="${HUB.title(words.isTitleInTopBar)}">${escapeHtml(words.title)}</h1>`,
      `<div class="${HUB.card}"><span class="${HUB.glow}" aria-hidden="true"></span>`,
      `<div class="${HUB.head}"><span class="${HUB.iconBox}">${iconMarkup(COINS_SHAPE, HUB.icon)}</span>`,
      `<div><p class="${HUB.balanceLabel}">${wordsWith(words.hub.balance)}</p>`,
      `<p class="${HUB.balanceLine}"><span class="${HUB.balance}">${formatPoints(balance, language)}</span>`,
      `<span class="${HUB.unit}">${wordsWith(words.hub[`pointsUnit_${pluralFormOf(balance, language)}`])}</span></p>`,
      `</div></div><p class="${HUB.intro}">${wordsWith(words.hub.intro)}</p></div>`,
      `<nav aria-label="${wordsWith(words.hub.waysLabel)}"><ul class="${HUB.ways}">`,
      WAYS.map(({ key, shape }) => way(key, shape)).join(''),
      '</ul></nav></section>',
    ].join(''),
  );
}
