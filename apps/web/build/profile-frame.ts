// The profile tab as its page draws it before the app (decision 067), from the member's GetCustomerInfo
// answer: the page's inline script (src/profile-frame-inline.ts) bundles this module and draws with it
// once that answer is in. It imports by path what it shares with the app and nothing that needs React.

import type { Language } from '../../../packages/contracts/src/constants.ts';
import type { CustomerInfo } from '../../../packages/contracts/src/customer.ts';
import { escapeHtml } from '../../../packages/contracts/src/html.ts';
import { AVATAR, DEFAULT_AVATAR_URL } from '../src/components/ui/avatar-classes.ts';
import { screenFrameClasses, screenTitleClasses } from '../src/components/ui/column-classes.ts';
import { wordBreaksHtml } from '../src/components/ui/word-runs.ts';
import {
  DETAILS,
  fullNameOf,
  PROFILE_COLUMN,
  PROFILE_COLUMNS,
  profileRowsOf,
} from '../src/features/profile/lib/profile-details-classes.ts';
import { latinContext } from '../src/lib/polite-name.ts';
import type { ProfileFrameWords } from './frame-page-words.ts';
import { interpolated, wordsWith } from './frame-words.ts';
import { memberFrameShell } from './member-frame-shell.ts';
import { tierStatusHtml } from './tier-status-frame.ts';

/** The card's name: the polite form of the full name when the member gave a first name. */
function nameOf(customer: CustomerInfo, words: ProfileFrameWords): string {
  const fullName = fullNameOf(customer);
  if (!customer.first_name) return wordBreaksHtml(fullName, [fullName]);
  const form = latinContext(fullName).context ? words.politeName.latin : words.politeName.plain;
  const name = interpolated(form, { name: fullName });
  return wordBreaksHtml(name, [name]);
}

/**
 * The profile tab on a phone as ProfileRoute draws it once the member is in (PageLayout's main layout
 * around ProfileDetails), with the same classes and words, which profile-frame.test.tsx keeps equal: the
 * member's card, tier status and details. The menu, the product links, the notification settings and
 * the log-out button come with the app, below a phone's first screen.
 */
export function renderProfileFrame(customer: CustomerInfo, words: ProfileFrameWords, language: Language): string {
  const size = DETAILS.avatarSize;
  const rows = profileRowsOf(customer, language).map(({ label, value }) =>
    [
      `<div class="${DETAILS.row}"><dt class="${DETAILS.term}">${wordsWith(words.profile[label])}</dt>`,
      `<dd class="${DETAILS.value(Boolean(value))}">${escapeHtml(value || words.profile.notProvided)}</dd></div>`,
    ].join(''),
  );
  return memberFrameShell(
    words.skipToContent,
    [
      `<section class="${screenFrameClasses(true, words.isTitleInTopBar)}" aria-labelledby="screen-title">`,
      `<h1 id="screen-title" class="${screenTitleClasses(words.isTitleInTopBar)}">${escapeHtml(words.title)}</h1>`,
      `<div class="${PROFILE_COLUMNS}"><div class="${PROFILE_COLUMN}"><div class="${DETAILS.box}">`,
      `<div class="${DETAILS.header}">`,
      `<img src="${escapeHtml(customer.picture_url || DEFAULT_AVATAR_URL)}" alt="${escapeHtml(words.avatarAlt)}"`,
      ` width="${size}" height="${size}" class="${AVATAR}" style="width: ${size}px; height: ${size}px;">`,
      `<div class="${DETAILS.names}"><p class="${DETAILS.name}">${nameOf(customer, words)}</p>`,
      `<p class="${DETAILS.tierLine}"><span class="${DETAILS.tier}">${escapeHtml(customer.member_tier_desc)}</span></p>`,
      '</div></div>',
      `<section class="${DETAILS.tierCard}" aria-labelledby="profile-tier-status">`,
      `<h2 id="profile-tier-status" class="${DETAILS.tierTitle}">${wordsWith(words.profile.tierStatus)}</h2>`,
      tierStatusHtml(customer, words.tierStatus, language, 'plain'),
      '</section>',
      `<dl class="${DETAILS.list}" aria-label="${wordsWith(words.profile.detailsLabel)}">${rows.join('')}</dl>`,
      '</div></div></div></section>',
    ].join(''),
  );
}
