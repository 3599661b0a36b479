// Home as its page draws it before the app (decision 067), from the member's own GetCustomerInfo answer:
// the page's inline script (src/home-frame-inline.ts) bundles this module and draws with it the moment
// that answer is in, while the app's files are still to come. It imports by path what it shares with
// the app and nothing that needs React.

import type { Language } from '../../../packages/contracts/src/constants.ts';
import type { CustomerInfo } from '../../../packages/contracts/src/customer.ts';
import { escapeHtml } from '../../../packages/contracts/src/html.ts';
import { pathOf } from '../../../packages/contracts/src/routes.ts';
import {
  progressBarClasses,
  progressTrackClasses,
  readTierStatus,
  type SpendProgress,
  TIER_LINE,
  tierStatusClasses,
} from '../src/components/tier-status/tier-progress.ts';
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
import enCommon from '../src/i18n/locales/en/common.json';
import enMember from '../src/i18n/locales/en/member.json';
import thCommon from '../src/i18n/locales/th/common.json';
import thMember from '../src/i18n/locales/th/member.json';
import { formatBaht, formatPoints } from '../src/lib/format.ts';
import { formatDate } from '../src/lib/format-time.ts';
import { latinContext } from '../src/lib/polite-name.ts';
import { interpolated, pluralFormOf, wordsWith } from './frame-words.ts';
import { memberFrameShell } from './member-frame-shell.ts';

/**
 * The locale texts the frame says, in one language (the page carries its own language's only), and the
 * shortcuts' addresses: the build works them out, so the page's script holds no route table.
 */
export interface HomeFrameWords {
  skipToContent: string;
  shortcutPaths: Record<string, string>;
  politeName: { plain: string; latin: string };
  home: typeof enMember.home;
  memberCode: { entry: string; entryBody: string };
  tierStatus: typeof enMember.tierStatus;
}

const LOCALES = {
  en: { common: enCommon, member: enMember },
  th: { common: thCommon, member: thMember },
} as const;

/** The frame's words in `language`, picked by the build from the app's locale files. */
export function homeFrameWordsOf(language: Language): HomeFrameWords {
  const { common, member } = LOCALES[language];
  return {
    skipToContent: common.skipToContent,
    shortcutPaths: Object.fromEntries(SHORTCUTS.map(({ route }) => [route, pathOf(route)])),
    politeName: { plain: common.member.politeName, latin: common.member.politeName_latin },
    home: member.home,
    memberCode: { entry: member.memberCode.entry, entryBody: member.memberCode.entryBody },
    tierStatus: member.tierStatus,
  };
}

function greetingOf(customer: CustomerInfo, words: HomeFrameWords): string {
  const firstName = customer.first_name?.trim();
  if (!firstName) return wordsWith(words.home.greetingNoName);
  const politeName = interpolated(latinContext(firstName).context ? words.politeName.latin : words.politeName.plain, {
    name: firstName,
  });
  return wordsWith(words.home.greeting, { name: politeName });
}

function progressBarOf(label: string, progress: SpendProgress, valueText: string): string {
  return [
    `<div role="progressbar" aria-label="${escapeHtml(label)}" aria-valuemin="0" aria-valuemax="100"`,
    ` aria-valuenow="${progress.percent}" aria-valuetext="${escapeHtml(valueText)}" class="${progressTrackClasses('on-brand')}">`,
    `<div class="${progressBarClasses('on-brand')}" style="width: ${progress.percent}%;"></div></div>`,
  ].join('');
}

/** TierStatus on the brand's card. */
function tierStatusOf(customer: CustomerInfo, words: HomeFrameWords['tierStatus'], language: Language): string {
  const baht = (amount: number) => formatBaht(amount, language);
  const spentOf = ({ spent, needed }: SpendProgress) =>
    interpolated(words.spentOf, { spent: baht(spent), needed: baht(needed) });
  const { keep, nextNote, next } = readTierStatus(customer);
  const keepLine = keep
    ? [
        `<div class="${TIER_LINE}"><p>`,
        keep.toGo > 0
          ? wordsWith(words.keep, { amount: baht(keep.toGo), date: formatDate(keep.by, language), tier: keep.tier })
          : wordsWith(words.kept, { date: formatDate(keep.by, language), tier: keep.tier }),
        '</p>',
        progressBarOf(interpolated(words.keepProgress, { tier: keep.tier }), keep.progress, spentOf(keep.progress)),
        '</div>',
      ].join('')
    : '';
  return [
    `<div class="${tierStatusClasses('on-brand')}">`,
    keepLine,
    `<div class="${TIER_LINE}">`,
    nextNote ? `<p>${escapeHtml(nextNote)}</p>` : '',
    next ? progressBarOf(words.nextProgress, next, spentOf(next)) : '',
    '</div></div>',
  ].join('');
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
    `<div class="${POINTS_CARD.status}">${tierStatusOf(customer, words.tierStatus, language)}</div>`,
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
