import {
  DEFAULT_SHARE_IMAGE,
  escapeHtml,
  gameOf,
  type Language,
  LINK_PREVIEW_TEXTS,
  OPEN_GRAPH_LOCALES,
  pathOf,
  referralCodeField,
} from '@loyalty/contracts';
import type { Executor } from '../../db/client.js';
import { getSharedPrivilege } from '../privileges/privilege-service.js';

/** What a chat app shows of a shared link: its card's title, text, picture and the link it opens. */
interface LinkPreview {
  title: string;
  description: string;
  /** A path under the public origin, or an absolute URL. */
  image: string;
  /** The page's path and query under the public origin. */
  url: string;
}

/** Chat apps cut a preview's text to two or three lines; a privilege's description can run for pages. */
const DESCRIPTION_MAX_CHARACTERS = 200;

const PRIVILEGE_LINK = new RegExp(`^${pathOf('privilege-detail', { id: '' })}([1-9]\\d{0,14})$`);

/** Text on one line, cut at a whole character (a Thai vowel or tone mark stays with its consonant). */
function shortened(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const characters = [...new Intl.Segmenter('th', { granularity: 'grapheme' }).segment(line)].map(
    ({ segment }) => segment,
  );
  if (characters.length <= DESCRIPTION_MAX_CHARACTERS) return line;
  return `${characters
    .slice(0, DESCRIPTION_MAX_CHARACTERS - 1)
    .join('')
    .trimEnd()}…`;
}

/** A function replacement, so a `$&` or `$'` in a title is text, not a replacement pattern. */
const filled = (text: string, title: string) => text.replace('{title}', () => title);

/** A picture chat apps can draw (a raster picture of ours or on the web), else the app's share image. */
function shareablePicture(imageUrl: string): string {
  const isSvg = /\.svg(?:[?#]|$)/i.test(imageUrl);
  const isOurs = imageUrl.startsWith('/') && !imageUrl.startsWith('//');
  const isOnTheWeb = /^https?:\/\/[^/]/i.test(imageUrl);
  return !isSvg && (isOurs || isOnTheWeb) ? imageUrl : DEFAULT_SHARE_IMAGE;
}

async function privilegePreview(
  db: Executor,
  privilegeId: number,
  language: Language,
  now: Date,
): Promise<LinkPreview> {
  const texts = LINK_PREVIEW_TEXTS[language];
  const privilege = await getSharedPrivilege(db, privilegeId, language, now);
  if (!privilege) {
    // A privilege that has ended or never was: the programme's card, not an error page a chat would show.
    const url = pathOf('privilege-detail', { id: privilegeId });
    return { title: texts.title, description: texts.description, image: DEFAULT_SHARE_IMAGE, url };
  }
  return {
    title: filled(texts.privilegeTitle, privilege.title),
    description: shortened(privilege.description),
    image: shareablePicture(privilege.imageUrl),
    // The category the detail is read under (SPEC §7 GetPrivilegeDetail takes both ids).
    url: `${pathOf('privilege-detail', { id: privilegeId })}?catId=${privilege.categoryId}`,
  };
}

/** The referral code a link carries, if it is one (a member code: CR and eight digits). */
function referralCodeOf(query: URLSearchParams): string | undefined {
  const parsed = referralCodeField.safeParse(query.get('ref') ?? undefined);
  return parsed.success ? parsed.data : undefined;
}

function gamePreview(query: URLSearchParams, language: Language): LinkPreview {
  const texts = LINK_PREVIEW_TEXTS[language];
  const game = gameOf(query.get('game'));
  const ref = referralCodeOf(query);
  const link = new URLSearchParams({ ...(game ? { game: game.id } : {}), ...(ref ? { ref } : {}) }).toString();
  return {
    title: game ? filled(texts.gameTitle, language === 'th' ? game.title : game.titleEn) : texts.inviteTitle,
    description: texts.gameDescription,
    // The games' art is SVG, which chat apps do not draw.
    image: DEFAULT_SHARE_IMAGE,
    url: `${pathOf('games-landing')}${link ? `?${link}` : ''}`,
  };
}

function landingPreview(query: URLSearchParams, language: Language): LinkPreview {
  const texts = LINK_PREVIEW_TEXTS[language];
  const ref = referralCodeOf(query);
  if (!ref) {
    return { title: texts.title, description: texts.description, image: DEFAULT_SHARE_IMAGE, url: pathOf('landing') };
  }
  return {
    title: texts.inviteTitle,
    description: texts.inviteDescription,
    image: DEFAULT_SHARE_IMAGE,
    url: `${pathOf('landing')}?${new URLSearchParams({ ref })}`,
  };
}

const absolute = (url: string, base: string) => (url.startsWith('/') ? `${base}${url}` : url);

function metaTags(preview: LinkPreview, language: Language, base: string): string {
  const texts = LINK_PREVIEW_TEXTS[language];
  const properties: [string, string][] = [
    ['og:type', 'website'],
    ['og:site_name', texts.siteName],
    ['og:locale', OPEN_GRAPH_LOCALES[language]],
    ['og:title', preview.title],
    ['og:description', preview.description],
    ['og:url', absolute(preview.url, base)],
    ['og:image', absolute(preview.image, base)],
  ];
  return [
    ...properties.map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}">`),
    '<meta name="twitter:card" content="summary_large_image">',
  ].join('');
}

/**
 * The Open Graph tags of a shared link's page (a privilege's detail, a game's landing, a friend's
 * invitation to the landing) in the page's language, for the preview a chat app such as LINE draws from
 * the HTML; '' for any other page. URLs are absolute under `publicUrl` (the configured PUBLIC_URL, never
 * the request's Host header, which a client chooses). Every text is escaped as attribute text.
 */
export async function linkPreviewOf(
  db: Executor,
  link: { path: string; query: URLSearchParams },
  language: Language,
  publicUrl: string,
  now = new Date(),
): Promise<string> {
  const base = publicUrl.replace(/\/+$/, '');
  const privilegeId = PRIVILEGE_LINK.exec(link.path)?.[1];
  let preview: LinkPreview | undefined;
  if (privilegeId !== undefined) preview = await privilegePreview(db, Number(privilegeId), language, now);
  else if (link.path === pathOf('games-landing')) preview = gamePreview(link.query, language);
  else if (link.path === pathOf('landing')) preview = landingPreview(link.query, language);
  return preview ? metaTags(preview, language, base) : '';
}
