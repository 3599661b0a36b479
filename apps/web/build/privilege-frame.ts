// The privilege screen as its HTML draws it before the app (decision 036). The web build bundles this
// module on its own into `pages/privilege.frame.mjs`, which the server runs with the catalogue as every
// member shares it, so it imports by path what it shares with the app and nothing that needs a browser.

import type { Language } from '../../../packages/contracts/src/constants.ts';
import { escapeHtml } from '../../../packages/contracts/src/html.ts';
import { PRIVILEGE_SORTS } from '../../../packages/contracts/src/list-filters.ts';
import type {
  PrivilegeCard,
  PrivilegeCategory,
  PrivilegeFrameData,
} from '../../../packages/contracts/src/privilege.ts';
import { titleOf } from '../../../packages/contracts/src/route-meta.ts';
import { pathOf, ROUTES } from '../../../packages/contracts/src/routes.ts';
import { screenFrameClasses, screenTitleClasses } from '../src/components/ui/column-classes.ts';
import { wordBreaksHtml } from '../src/components/ui/word-runs.ts';
import { detailPathOf, isFlashLive, LOW_STOCK_THRESHOLD } from '../src/features/privileges/lib/detail-link.ts';
import {
  ALL_CATEGORIES_MARK,
  BADGE,
  CARD,
  CARD_PICTURE_SIZE,
  CATEGORY,
  LIST_CONTROLS,
  PRIVILEGE_GRID,
  SHORTCUTS,
} from '../src/features/privileges/lib/privilege-classes.ts';
import enCommon from '../src/i18n/locales/en/common.json';
import enPrivileges from '../src/i18n/locales/en/privileges.json';
import thCommon from '../src/i18n/locales/th/common.json';
import thPrivileges from '../src/i18n/locales/th/privileges.json';
import { formatPoints } from '../src/lib/format.ts';
import { srcsetFor } from '../src/lib/image-slots.ts';
import { latinContext } from '../src/lib/polite-name.ts';
import { pluralFormOf, wordsWith } from './frame-words.ts';
import { memberFrameShell } from './member-frame-shell.ts';

/** The cards the frame draws: three rows of two fill a tall phone; the app brings the rest of the page. */
export const FRAME_CARDS = 6;

const WORDS: Record<Language, { common: typeof enCommon; privileges: typeof enPrivileges }> = {
  en: { common: enCommon, privileges: enPrivileges },
  th: { common: thCommon, privileges: thPrivileges },
};

const attribute = (name: string, value: string | number | undefined) =>
  value === undefined ? '' : ` ${name}="${escapeHtml(String(value))}"`;

function badgesOf(card: PrivilegeCard, words: typeof enPrivileges): string {
  const isLive = isFlashLive(card);
  const stockLeft = isLive && card.flash_sale ? card.flash_sale.stock_left : card.stock_left;
  const badges = [
    isLive ? `<span class="${BADGE.flashSale}">${wordsWith(words.card.flashSale)}</span>` : '',
    card.min_tier
      ? `<span class="${BADGE.minTier}">${wordsWith(latinContext(card.min_tier).context ? words.card.minTier_latin : words.card.minTier, { tier: card.min_tier })}</span>`
      : '',
    stockLeft <= LOW_STOCK_THRESHOLD
      ? `<span class="${BADGE.stock(stockLeft <= 0)}">${
          stockLeft <= 0 ? wordsWith(words.card.outOfStock) : wordsWith(words.card.lowStock, { count: stockLeft })
        }</span>`
      : '',
  ];
  return badges.join('');
}

/** One card as PrivilegeCard draws it, without the heart: whether it is lit is the member's own. */
function cardOf(card: PrivilegeCard, isFirst: boolean, language: Language): string {
  const words = WORDS[language].privileges;
  const isLive = isFlashLive(card);
  const cost = isLive && card.flash_sale ? card.flash_sale.point_cost : card.point_cost;
  const price = words[`points_${pluralFormOf(cost, language)}`];
  const { srcSet, sizes } = srcsetFor(card.image_srcset, 'privilegeTile');
  const picture = [
    `<img src="${escapeHtml(card.image_url)}"`,
    attribute('srcset', srcSet),
    attribute('sizes', sizes),
    ` alt="" width="${CARD_PICTURE_SIZE.width}" height="${CARD_PICTURE_SIZE.height}"`,
    ` loading="${isFirst ? 'eager' : 'lazy'}" fetchpriority="${isFirst ? 'high' : 'auto'}" class="${CARD.picture}">`,
  ].join('');
  return [
    `<li><article class="${CARD.article}" data-privilege-id="${card.privilege_id}">`,
    `<a href="${escapeHtml(detailPathOf(card))}" class="${CARD.link}">${picture}`,
    `<div class="${CARD.body}"><div class="${CARD.badges}">${badgesOf(card, words)}</div>`,
    `<h2 class="${CARD.title}">${wordBreaksHtml(card.title, [card.partner_name])}</h2>`,
    `<p class="${CARD.partner}">${wordBreaksHtml(card.partner_name, [card.partner_name])}</p>`,
    `<p class="${CARD.points}">${wordsWith(price, { points: formatPoints(cost, language) })}</p>`,
    '</div></a></article></li>',
  ].join('');
}

function categoryOf(category: PrivilegeCategory): string {
  return [
    `<li><button type="button" class="${CATEGORY.tile(false)}" aria-pressed="false">`,
    `<img src="${escapeHtml(category.icon_url)}" alt="" width="48" height="48" class="${CATEGORY.icon}">`,
    `<span class="${CATEGORY.name}">${wordBreaksHtml(category.name)}</span>`,
    '</button></li>',
  ].join('');
}

/** The main list's controls as ListControls draws them with nothing chosen (the app takes them over). */
function listControlsOf(words: (typeof WORDS)[Language]['privileges']): string {
  const option = (value: string, text: string) => `<option value="${value}">${wordsWith(text)}</option>`;
  return [
    `<div class="${LIST_CONTROLS.bar}">`,
    `<button type="button" aria-pressed="false" class="${LIST_CONTROLS.toggle(false)}">${wordsWith(words.list.affordable)}</button>`,
    `<div class="${LIST_CONTROLS.sortField}"><label for="${LIST_CONTROLS.sortId}" class="${LIST_CONTROLS.sortLabel}">${wordsWith(words.list.sortLabel)}</label>`,
    `<select id="${LIST_CONTROLS.sortId}" class="${LIST_CONTROLS.sortSelect}">`,
    option('', words.list.sort.default),
    PRIVILEGE_SORTS.map((value) => option(value, words.list.sort[value])).join(''),
    '</select></div></div>',
  ].join('');
}

/**
 * The privilege screen on a phone as the app draws it on arrival (PageLayout's main layout around
 * PrivilegeScreen, no category chosen), with the same classes and words, which privilege-frame.test.tsx
 * keeps equal: the top bar's colour without its buttons, the categories, the shortcuts and the first
 * cards. Its links work before any script (the shortcuts and each card's detail); the category tiles
 * wait for the app. The bottom navigation arrives with the app, fixed and out of the flow, and so do the
 * hearts, which are the member's own. Wider screens lay the page out otherwise, so there the frame stays
 * hidden and the app paints.
 */
export function renderPrivilegeFrame({ language, categories, cards }: PrivilegeFrameData): string {
  const { common, privileges: words } = WORDS[language];
  const shortcut = (route: 'privilege-flashsale' | 'privilege-group' | 'home-exclusive', text: string) =>
    `<a href="${escapeHtml(pathOf(route))}" class="${SHORTCUTS.link}">${wordBreaksHtml(text)}</a>`;
  return memberFrameShell(
    common.skipToContent,
    [
      `<section class="${screenFrameClasses(true, false)}" aria-labelledby="screen-title">`,
      `<h1 id="screen-title" class="${screenTitleClasses(false)}">${escapeHtml(titleOf(ROUTES.privilege.meta, language))}</h1>`,
      `<div class="${CATEGORY.bar}"><nav aria-label="${wordsWith(words.categories.label)}"><ul class="${CATEGORY.list}">`,
      `<li><button type="button" class="${CATEGORY.tile(true)}" aria-pressed="true">`,
      `<span class="${CATEGORY.allIcon}">${ALL_CATEGORIES_MARK}</span>${wordsWith(words.categories.all)}</button></li>`,
      categories.map(categoryOf).join(''),
      '</ul></nav></div>',
      `<nav aria-label="${wordsWith(words.shortcuts.label)}" class="${SHORTCUTS.nav}">`,
      shortcut('privilege-flashsale', words.shortcuts.flashSale),
      shortcut('privilege-group', words.shortcuts.groups),
      shortcut('home-exclusive', words.shortcuts.exclusive),
      '</nav>',
      listControlsOf(words),
      `<div class="flex flex-col gap-3"><ul class="${PRIVILEGE_GRID}">`,
      cards
        .slice(0, FRAME_CARDS)
        .map((card, index) => cardOf(card, index === 0, language))
        .join(''),
      '</ul></div>',
      '</section>',
    ].join(''),
  );
}
