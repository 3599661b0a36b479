import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type OutputAsset, type OutputBundle, type OutputChunk, rolldown } from 'rolldown';
import type { Plugin } from 'vite';
// By path, like the contracts in the call-table plugin: Vite loads its config with Node.
import {
  DEFAULT_LANGUAGE,
  DEFAULT_LAYOUT_PADDING_TOP,
  KEY_VISUAL_SLOT,
  LANGUAGES,
  type Language,
} from '../../../packages/contracts/src/constants.ts';
import { escapeHtml } from '../../../packages/contracts/src/html.ts';
import { PRIVILEGE_FRAME_MODULE, PRIVILEGE_FRAME_SLOT } from '../../../packages/contracts/src/privilege.ts';
import type { RouteName } from '../../../packages/contracts/src/route-meta.ts';
import { ROUTES } from '../../../packages/contracts/src/routes.ts';
import { SESSION_KEYS } from '../../../packages/contracts/src/storage.ts';
import { buttonClasses } from '../src/components/ui/button-classes.ts';
import { REGISTER_INTENT } from '../src/features/sign-in/lib/register-intent.ts';
import type { Namespace } from '../src/i18n/resources.ts';
import { FIRST_CALLS_ATTRIBUTE } from '../src/lib/first-calls.ts';
import {
  APP_ENTRY_ATTRIBUTE,
  APP_PRELOAD_ATTRIBUTE,
  APP_SESSION_KEY_ATTRIBUTE,
  FRAME_WORDS_ATTRIBUTE,
} from '../src/lib/start-after-picture.ts';
import { collectFrameWordsOf, homeFrameWordsOf, profileFrameWordsOf } from './frame-page-words.ts';

/** Where the build writes the pages' own HTML: `pages/landing.html` is what the server sends for `/landing`. */
export const PAGES_DIR = 'pages';

export interface FirstVisitPage {
  /** The page's route (its path has one segment: the server finds `pages/<segment>.html` by it). */
  name: RouteName;
  /** The module of its screen (the router's SCREENS table loads it). */
  screen: RegExp;
  /** The namespaces the router loads with that screen (besides the core `common`). */
  namespaces: Namespace[];
  /**
   * What `#root` holds before the app renders, in a language: the page as its screen draws it on a phone.
   * A page with a frame is written once per language and starts its app after its picture (decision 034).
   */
  frame?: (language: Language) => string;
  /**
   * A frame the server draws per request from data (decision 036): this module of apps/web, bundled on
   * its own for Node into `pages/<fileName>`, draws what the frame's slot holds.
   */
  frameModule?: { source: string; fileName: string };
  /**
   * A members' page's first reads, which its HTML starts itself (DESIGN §10; lib/first-calls.ts): each a
   * path under the API base with its query, exactly as the app asks for it at start (first-calls.test.tsx
   * checks them against the calls the screen makes).
   */
  firstCalls?: string[];
  /**
   * A members' page that draws its first screen from the member's answers to those calls (decision 067):
   * this module of apps/web runs inline after the first calls' script, with `words(language)` as JSON on
   * its script, and the page starts its app once that screen is painted. Written once per language.
   */
  drawnFromAnswers?: { source: string; words: (language: Language) => unknown };
}

/** A file of apps/web, wherever the build is started from (asked at build time: tests import this module in a browser-like setting). */
const webFile = (path: string) => resolve(fileURLToPath(new URL('..', import.meta.url)), path);

/** The entry that starts the app once a self-painting page's picture is shown (decision 034). */
const STARTER_ENTRY = 'src/start-after-picture.ts';

/** The script a members' page runs inline to start its first reads (lib/first-calls.ts). */
const FIRST_CALLS_SCRIPT = 'src/first-calls-inline.ts';

/** The landing's words (landing.json) in one language. */
export interface LandingWords {
  title: string;
  body: string;
  login: string;
  register: string;
  actionsLabel: string;
}

/** The landing's words as the app's locale files hold them: the build reads the same texts the app shows. */
export function landingWordsOf(language: Language): LandingWords {
  const file = webFile(`src/i18n/locales/${language}/landing.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as LandingWords;
}

/**
 * The landing on a phone as the app draws it (PageLayout's register sheet around LandingScreen: the key
 * visual box the server fills (decision 033), then the welcome and the log-in and register links, with
 * the same classes and words, which landing-frame.test.tsx keeps equal). It paints and works before any
 * script: the links are plain links to the page the app's buttons open (decision 034). The fixed top bar
 * and the add-friend panel arrive with the app, out of the flow and below it. Wider screens lay the
 * landing out beside an aside the app decides on, so there the frame stays hidden and the app paints.
 */
export function landingFrame(words: LandingWords): string {
  const next = escapeHtml(ROUTES['login-type'].path);
  const register = escapeHtml(`${ROUTES['login-type'].path}?intent=${REGISTER_INTENT}`);
  return [
    '<div class="flex min-h-dvh flex-col bg-gradient-to-br from-brand-600 via-brand-700 to-brand-900 tablet:hidden">',
    '<div class="flex flex-1 flex-col">',
    `<main class="flex flex-1 flex-col" style="padding-top:${DEFAULT_LAYOUT_PADDING_TOP}px">`,
    '<div class="flex-1 rounded-t-[2rem] bg-white pt-2 pb-6 shadow-[0_-8px_24px_rgb(0_0_0/0.12)]">',
    '<div class="flex flex-col gap-6">',
    '<div class="overflow-hidden rounded-t-[2rem] tablet:rounded-3xl tablet:shadow-lg">',
    '<div class="relative aspect-[4/5] w-full overflow-hidden bg-gradient-to-br from-brand-500 to-brand-800 tablet:aspect-[2/1] desktop:aspect-[24/7]">',
    KEY_VISUAL_SLOT,
    '</div></div>',
    '<section class="flex flex-col gap-5 px-5">',
    '<div class="flex flex-col gap-2 text-center">',
    `<h1 class="text-2xl font-bold text-ink-900 tablet:text-3xl">${escapeHtml(words.title)}</h1>`,
    `<p class="text-base leading-relaxed text-ink-600">${escapeHtml(words.body)}</p>`,
    '</div>',
    `<nav aria-label="${escapeHtml(words.actionsLabel)}" class="grid gap-3 tablet:grid-cols-2">`,
    `<a href="${next}" class="${buttonClasses('primary').trim()}">${escapeHtml(words.login)}</a>`,
    `<a href="${register}" class="${buttonClasses('secondary').trim()}">${escapeHtml(words.register)}</a>`,
    '</nav></section>',
    '</div></div></main></div></div>',
  ].join('');
}

/** What every member page reads as it starts: the member, the consent check before it, the bell's count. */
const MEMBER_CHROME_CALLS = ['/Customer/GetCustomerInfo', '/Customer/CheckConsent', '/Notification/GetUnreadCount'];

/**
 * The pages a visit starts on (DESIGN §10 measures them): a first visit opens landing, a member's visit
 * one of the bottom tabs' pages. router.test.tsx checks the namespaces against the router's screen table.
 */
export const FIRST_VISIT_PAGES: FirstVisitPage[] = [
  {
    name: 'landing',
    screen: /\/features\/sign-in\/components\/landing-screen\.tsx$/,
    namespaces: ['landing'],
    frame: (language) => landingFrame(landingWordsOf(language)),
  },
  {
    name: 'home',
    screen: /\/app\/routes\/home\.tsx$/,
    namespaces: ['member', 'card-notices'],
    drawnFromAnswers: { source: 'src/home-frame-inline.ts', words: homeFrameWordsOf },
    firstCalls: [
      ...MEMBER_CHROME_CALLS,
      '/Banner/GetBannerList?group=Home',
      '/VirtualCard/GetActiveVirtualCardList?page=1&limit=100',
      '/Product/GetProductKindList',
    ],
  },
  {
    name: 'collect-point',
    screen: /\/app\/routes\/collect-point\.tsx$/,
    namespaces: ['collect'],
    drawnFromAnswers: { source: 'src/collect-frame-inline.ts', words: collectFrameWordsOf },
    firstCalls: MEMBER_CHROME_CALLS,
  },
  {
    name: 'profile',
    screen: /\/app\/routes\/profile\.tsx$/,
    namespaces: ['member', 'notifications'],
    drawnFromAnswers: { source: 'src/profile-frame-inline.ts', words: profileFrameWordsOf },
    firstCalls: [...MEMBER_CHROME_CALLS, '/Product/GetProductKindList', '/Notification/GetPreferences'],
  },
  {
    name: 'privilege',
    screen: /\/app\/routes\/privileges\.tsx$/,
    namespaces: ['privileges'],
    frame: () => PRIVILEGE_FRAME_SLOT,
    frameModule: { source: 'build/privilege-frame.ts', fileName: PRIVILEGE_FRAME_MODULE },
  },
];

/**
 * The Sarabun faces a page's first paint uses: body text (400), buttons and tabs (600), headings (700).
 * Latin for every page (English, and the spaces and digits of Thai text); Thai too for a page whose HTML
 * holds Thai words. Other pages' Thai faces load by their unicode-range when Thai text shows.
 */
const firstPaintFonts = (language: Language) =>
  new RegExp(`^assets/sarabun-${language === 'th' ? '(latin|thai)' : 'latin'}-(400|600|700)-normal-[\\w-]+\\.woff2$`);

/** A screen's words in a language; `common` is the core namespace every page reads. */
const localeModule = (language: Language, namespace: string) =>
  new RegExp(`/i18n/locales/${language}/${namespace}\\.json$`);

function chunks(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
}

/** Chunks and every chunk they import statically, each once. */
function withStaticImports(bundle: OutputBundle, roots: OutputChunk[]): string[] {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const file = bundle[fileName];
    if (file?.type === 'chunk') for (const imported of file.imports) visit(imported);
  };
  for (const root of roots) visit(root.fileName);
  return [...seen];
}

function fontPreloads(bundle: OutputBundle, language: Language = DEFAULT_LANGUAGE): string {
  const fonts = firstPaintFonts(language);
  return Object.keys(bundle)
    .filter((fileName) => fonts.test(fileName))
    .sort()
    .map((fileName) => `<link rel="preload" href="/${fileName}" as="font" type="font/woff2" crossorigin>`)
    .join('\n    ');
}

/**
 * A module of apps/web as one self-contained ES module for Node: what it imports is bundled in, and only
 * what it uses of that (every module is taken as free of side effects, as the frame's imports are).
 */
async function nodeModuleOf(source: string): Promise<string> {
  return bundledAlone(source, 'node', { format: 'esm' });
}

/**
 * A module of apps/web as one minified script for a page to run inline, before any of the app's files:
 * what it imports is bundled in, and only what it uses of that.
 */
function inlineScriptOf(source: string): Promise<string> {
  return bundledAlone(source, 'browser', { format: 'iife', minify: true });
}

async function bundledAlone(
  source: string,
  platform: 'node' | 'browser',
  output: { format: 'esm' | 'iife'; minify?: boolean },
): Promise<string> {
  const bundle = await rolldown({
    input: webFile(source),
    platform,
    resolve: { alias: { '@': webFile('src') } },
    treeshake: { moduleSideEffects: false },
  });
  try {
    const { output: files } = await bundle.generate(output);
    const [only, ...more] = files;
    if (!only || more.length > 0) throw new Error(`${source} bundled into ${files.length} files, not one`);
    return only.code.trim();
  } finally {
    await bundle.close();
  }
}

/** Where the page with `language`'s words is written: the default language's copy has no suffix. */
function pageFileOf(path: string, language: Language): string {
  return `${PAGES_DIR}${path}${language === DEFAULT_LANGUAGE ? '' : `.${language}`}.html`;
}

/**
 * First paint (issue 13, DESIGN §10). Every page's HTML preloads the fonts its first paint uses, so text
 * is drawn in Sarabun without waiting for the stylesheet to name them. Each page a visit starts on gets
 * its own copy of index.html that also preloads its screen's chunks and words: the browser fetches them
 * beside the entry instead of one round trip after another (entry, then words, then screen). A page with
 * a frame (the landing) is written once per language with the frame in `#root`, and instead of the
 * app's entry it loads the starter, which fetches the same files once the frame's picture has painted
 * (decision 034). A members' page also starts its first reads from an inline script in its head
 * (lib/first-calls.ts), before any of the app's files has arrived. Other entries (the back-office) are
 * left alone: only `index.html` is read.
 */
export function firstPaintPlugin(): Plugin {
  return {
    name: 'loyalty-first-paint',
    enforce: 'post',
    apply: 'build',
    config: () => ({ build: { rolldownOptions: { input: { 'start-after-picture': webFile(STARTER_ENTRY) } } } }),
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'] as OutputAsset | undefined;
      if (!index) return;
      const indexHtml = String(index.source);
      index.source = indexHtml.replace('</title>', `</title>\n    ${fontPreloads(bundle)}`);

      const entries = chunks(bundle).filter((chunk) => chunk.isEntry);
      const appEntry = entries.find((chunk) => indexHtml.includes(`/${chunk.fileName}"`));
      const starter = entries.find((chunk) => chunk.facadeModuleId === webFile(STARTER_ENTRY));
      if (!appEntry || !starter) return this.error('index.html names no entry, or the starter was not built');
      const entryFiles = new Set(withStaticImports(bundle, [appEntry]));
      const starterFiles = withStaticImports(bundle, [starter]);
      if (starterFiles.length !== 1) this.error(`the starter imports ${starterFiles.join(', ')}: it must stand alone`);

      const firstCallsScript = await inlineScriptOf(FIRST_CALLS_SCRIPT);
      for (const page of FIRST_VISIT_PAGES) {
        const { path, meta } = ROUTES[page.name];
        if (page.frameModule) {
          this.emitFile({
            type: 'asset',
            fileName: `${PAGES_DIR}/${page.frameModule.fileName}`,
            source: await nodeModuleOf(page.frameModule.source),
          });
        }
        const drawingScript = page.drawnFromAnswers ? await inlineScriptOf(page.drawnFromAnswers.source) : '';
        const paintsItself = page.frame !== undefined || page.drawnFromAnswers !== undefined;
        for (const language of paintsItself ? LANGUAGES : [DEFAULT_LANGUAGE]) {
          const wanted = [page.screen, ...['common', ...page.namespaces].map((name) => localeModule(language, name))];
          const roots = chunks(bundle).filter((chunk) =>
            wanted.some((pattern) => chunk.facadeModuleId !== null && pattern.test(chunk.facadeModuleId)),
          );
          if (roots.length !== wanted.length) {
            this.error(`${path}: found ${roots.length} of its ${wanted.length} chunks (screen and words)`);
          }
          const screenFiles = withStaticImports(bundle, roots).filter((fileName) => !entryFiles.has(fileName));
          const firstCalls = page.firstCalls
            ? `\n    <script ${FIRST_CALLS_ATTRIBUTE}="${escapeHtml(page.firstCalls.join(' '))}">${firstCallsScript}</script>`
            : '';
          const drawing = page.drawnFromAnswers
            ? `\n    <script ${FRAME_WORDS_ATTRIBUTE}="${escapeHtml(JSON.stringify(page.drawnFromAnswers.words(language)))}">${drawingScript}</script>`
            : '';
          const html = indexHtml
            .replace('<html lang="en">', `<html lang="${language}">`)
            .replace('</title>', `</title>${firstCalls}${drawing}\n    ${fontPreloads(bundle, language)}`);
          this.emitFile({
            type: 'asset',
            fileName: pageFileOf(path, language),
            source: paintsItself
              ? startingAfterPicture(html, page.frame?.(language) ?? '', {
                  starter: starter.fileName,
                  entry: appEntry.fileName,
                  preloads: [...entryFiles].filter((fileName) => fileName !== appEntry.fileName).concat(screenFiles),
                  sessionKey: meta.requiresAuth ? SESSION_KEYS.token : undefined,
                })
              : html.replace('</head>', `  ${screenFiles.map(modulePreload).join('\n    ')}\n  </head>`),
          });
        }
      }
    },
  };
}

const modulePreload = (fileName: string) => `<link rel="modulepreload" crossorigin href="/${fileName}">`;

/**
 * index.html as a page that paints itself (decisions 034, 036): `frame` in `#root`, no script fetched
 * before the frame's picture, and the starter in place of the app's entry, naming the entry and the files
 * to fetch beside it once the picture is shown, and on a members' page where the member's session is kept.
 */
function startingAfterPicture(
  html: string,
  frame: string,
  files: { starter: string; entry: string; preloads: string[]; sessionKey?: string },
): string {
  const entryScript = `<script type="module" crossorigin src="/${files.entry}"></script>`;
  if (!html.includes(entryScript)) throw new Error(`index.html loads its entry otherwise than ${entryScript}`);
  const preloads = files.preloads.map((fileName) => `/${fileName}`).join(' ');
  const sessionKey = files.sessionKey ? ` ${APP_SESSION_KEY_ATTRIBUTE}="${escapeHtml(files.sessionKey)}"` : '';
  const starter = `<script type="module" crossorigin src="/${files.starter}" ${APP_ENTRY_ATTRIBUTE}="/${files.entry}" ${APP_PRELOAD_ATTRIBUTE}="${preloads}"${sessionKey}></script>`;
  return html
    .replace(/\n\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(entryScript, starter)
    .replace('<div id="root"></div>', `<div id="root">${frame}</div>`);
}
