// What the build writes on the drawing script of a page that draws its first screen from the member's
// answers (decision 067): the screen's words in the page's one language, from the app's locale files, and
// what the route table says of it (addresses, the title and where it shows), so the page's script holds
// no route table and no other language. The web build imports this module at build time; the drawings
// (home-frame.ts, collect-frame.ts, profile-frame.ts) only read its types.

import type { Language } from '../../../packages/contracts/src/constants.ts';
import { isTitleInTopBar, titleOf } from '../../../packages/contracts/src/route-meta.ts';
import { pathOf, ROUTES } from '../../../packages/contracts/src/routes.ts';
import { WAYS, type WayKey } from '../src/features/collect/lib/collect-hub-classes.ts';
import { SHORTCUTS } from '../src/features/home/lib/home-classes.ts';
import type { DetailLabel } from '../src/features/profile/lib/profile-details-classes.ts';
import enCollect from '../src/i18n/locales/en/collect.json';
import enCommon from '../src/i18n/locales/en/common.json';
import enMember from '../src/i18n/locales/en/member.json';
import thCollect from '../src/i18n/locales/th/collect.json';
import thCommon from '../src/i18n/locales/th/common.json';
import thMember from '../src/i18n/locales/th/member.json';

const LOCALES = {
  en: { common: enCommon, member: enMember, collect: enCollect },
  th: { common: thCommon, member: thMember, collect: thCollect },
} as const;

/** TierStatus's words, which home's points card and the profile's tier card both say. */
export type TierStatusWords = typeof enMember.tierStatus;

/** The polite form of a member's name (`member.politeName`), plain and beside a name in Latin letters. */
type PoliteNameWords = { plain: string; latin: string };

const politeNameWordsOf = (common: (typeof LOCALES)[Language]['common']): PoliteNameWords => ({
  plain: common.member.politeName,
  latin: common.member.politeName_latin,
});

/** Home's drawing's words in one language, and the shortcuts' addresses. */
export interface HomeFrameWords {
  skipToContent: string;
  shortcutPaths: Record<string, string>;
  politeName: PoliteNameWords;
  home: typeof enMember.home;
  memberCode: { entry: string; entryBody: string };
  tierStatus: TierStatusWords;
}

/** The frame's words in `language`, picked by the build from the app's locale files. */
export function homeFrameWordsOf(language: Language): HomeFrameWords {
  const { common, member } = LOCALES[language];
  return {
    skipToContent: common.skipToContent,
    shortcutPaths: Object.fromEntries(SHORTCUTS.map(({ route }) => [route, pathOf(route)])),
    politeName: politeNameWordsOf(common),
    home: member.home,
    memberCode: { entry: member.memberCode.entry, entryBody: member.memberCode.entryBody },
    tierStatus: member.tierStatus,
  };
}

/** The collect tab's drawing's words in one language, its title, whether a phone's top bar shows it, and the ways' addresses. */
export interface CollectFrameWords {
  skipToContent: string;
  title: string;
  isTitleInTopBar: boolean;
  hub: Omit<typeof enCollect.hub, 'ways'>;
  ways: Record<WayKey, { title: string; body: string; path: string }>;
}

export function collectFrameWordsOf(language: Language): CollectFrameWords {
  const { common, collect } = LOCALES[language];
  const { ways, ...hub } = collect.hub;
  const { meta } = ROUTES['collect-point'];
  return {
    skipToContent: common.skipToContent,
    title: titleOf(meta, language),
    isTitleInTopBar: isTitleInTopBar(meta, false),
    hub,
    ways: Object.fromEntries(WAYS.map(({ key, route }) => [key, { ...ways[key], path: pathOf(route) }])) as Record<
      WayKey,
      { title: string; body: string; path: string }
    >,
  };
}

/** The profile tab's drawing's words in one language, its title and whether a phone's top bar shows it. */
export interface ProfileFrameWords {
  skipToContent: string;
  title: string;
  isTitleInTopBar: boolean;
  avatarAlt: string;
  politeName: PoliteNameWords;
  profile: Record<DetailLabel | 'notProvided' | 'detailsLabel' | 'tierStatus', string>;
  tierStatus: TierStatusWords;
}

export function profileFrameWordsOf(language: Language): ProfileFrameWords {
  const { common, member } = LOCALES[language];
  const { meta } = ROUTES.profile;
  const { links: _links, logout: _logout, menuLabel: _menuLabel, ...profile } = member.profile;
  return {
    skipToContent: common.skipToContent,
    title: titleOf(meta, language),
    isTitleInTopBar: isTitleInTopBar(meta, false),
    avatarAlt: common.member.avatarAlt,
    politeName: politeNameWordsOf(common),
    profile,
    tierStatus: member.tierStatus,
  };
}
