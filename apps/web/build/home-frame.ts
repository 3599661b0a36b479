// Home as its page draws it before the app (decision 067), from the member's own GetCustomerInfo answer:
// the page's inline script (src/home-frame-inline.ts) bundles this module and draws with it the moment
// that answer is in, while the app's files are still to come. It imports by path what it shares with
// the app and nothing that needs React.

import type { Language } from '../../../packages/contracts/src/constants.ts';
import type { CustomerInfo } from '../../../packages/contracts/src/customer.ts';
import { escapeHtml } from '../../../packages/contracts/src/html.ts';
import { iconMarkup, QR_CODE_SHAPE } from '../src/components/ui/icon-shapes.ts';
import {
  GREETING,
  HOME_ACTIONS,
  HOME_COLUMN,
  HOME_COLUMNS,
  HOME_PAGE,
  homeBlockClasses,
  MEMBER_CODE_ENTRY,
  POINTS_CARD,
  SHORTCUT,
  SHORTCUTS,
} from '../src/features/home/lib/home-classes.ts';
import { formatPoints } from '../src/lib/format.ts';
import { latinContext } from '../src/lib/polite-name.ts';
import type { HomeFrameWords } from './frame-page-words.ts';
import { interpolated, pluralFormOf, wordsWith } from './frame-words.ts';
import { memberFrameShell } from './member-frame-shell.ts';
import { tierStatusHtml } from './tier-status-frame.ts';

function greetingOf(customer: CustomerInfo, words: HomeFrameWords): string {
  const firstName = customer.first_name?.trim();
  if (!firstName) return wordsWith(words.home.greetingNoName);
  const politeName = interpolated(latinContext(firstName).context ? words.politeName.latin : words.politeName.plain, {
    name: firstName,
  });
  return wordsWith(words.home.greeting, { name: politeName });
}

function pointsCardOf(customer: CustomerInfo, words: HomeFrameWords, language: Language): string {
  const balance = customer.point_balance;
  return [
    `<section class="${POINTS_CARD.card}" aria-labelledby="home-points-label">`,
    POINTS_CARD.glows.map((glow) => `<span class="${glow}" aria-hidden="true"></span>`).join(''),
    `<p id="home-points-label" class="${POINTS_CARD.label}">${wordsWith(words.home.pointBalance)}</p>`,
    `<p class="${POINTS_CARD.balanceLine}"><span class="${POINTS_CARD.balance}">${formatPoints(balance, language)}</span>`,
    `<span class="${POINTS_CARD.unit}">${wordsWith(words.home[`pointsUnit_${pluralFormOf(balance, language)}`])}</span></p>`,
    `<div class="${POINTS_CARD.tierLine}"><span class="${POINTS_CARD.tierLabel}">${wordsWith(words.home.tier)}</span>`,
    `<span class="${POINTS_CARD.tier}">${escapeHtml(customer.member_tier_desc)}</span></div>`,
    `<div class="${POINTS_CARD.status}">${tierStatusHtml(customer, words.tierStatus, language, 'on-brand')}</div>`,
    '</section>',
  ].join('');
}

/** HomeActions: the member code's button (it opens with the app) and the shortcuts, plain links meanwhile. */
function actionsOf(words: HomeFrameWords): string {
  return [
    `<div class="${HOME_ACTIONS}">`,
    `<button type="button" aria-haspopup="dialog" class="${MEMBER_CODE_ENTRY.button}">`,
    `<span class="${MEMBER_CODE_ENTRY.iconBox}">${iconMarkup(QR_CODE_SHAPE, MEMBER_CODE_ENTRY.icon)}</span>`,
    `<span class="${MEMBER_CODE_ENTRY.words}"><span class="${MEMBER_CODE_ENTRY.title}">${wordsWith(words.memberCode.entry)}</span>`,
    `<span class="${MEMBER_CODE_ENTRY.body}">${wordsWith(words.memberCode.entryBody)}</span></span></button>`,
    `<nav aria-label="${wordsWith(words.home.shortcutsLabel)}"><ul class="${SHORTCUT.grid}">`,
    SHORTCUTS.map(({ route, label, shape }) =>
      [
        `<li><a href="${escapeHtml(words.shortcutPaths[route] ?? '')}" class="${SHORTCUT.link}">`,
        `<span class="${SHORTCUT.iconBox}">${iconMarkup(shape, SHORTCUT.icon)}</span>${wordsWith(words.home[label])}</a></li>`,
      ].join(''),
    ).join(''),
    '</ul></nav></div>',
  ].join('');
}

/**
 * Home on a phone as HomeRoute draws it for `customer` on arrival (PageLayout's main layout around the
 * greeting, the points card, the member code and the shortcuts), with the same classes and words, which
 * home-frame.test.tsx keeps equal. Below them the app adds the member's cards, the group's links and the
 * highlights, out of a phone's first screen. Without the welcome a new member gets (the app's own).
 */
export function renderHomeFrame(customer: CustomerInfo, words: HomeFrameWords, language: Language): string {
  return memberFrameShell(
    words.skipToContent,
    [
      `<div class="${HOME_PAGE}">`,
      `<div class="${GREETING.box}"><h1 class="${GREETING.title}">${greetingOf(customer, words)}</h1>`,
      `<p class="${GREETING.welcome}">${wordsWith(words.home.welcome)}</p></div>`,
      `<div class="${HOME_COLUMNS}">`,
      `<div class="${HOME_COLUMN}"><div class="${homeBlockClasses('order-1')}">${pointsCardOf(customer, words, language)}</div></div>`,
      `<div class="${HOME_COLUMN}"><div class="${homeBlockClasses('order-2')}">${actionsOf(words)}</div></div>`,
      '</div></div>',
    ].join(''),
  );
}
