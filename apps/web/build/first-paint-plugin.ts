import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
// By path, like the contracts in the call-table plugin: Vite loads its config with Node.
import { DEFAULT_LAYOUT_PADDING_TOP, KEY_VISUAL_SLOT } from '../../../packages/contracts/src/constants.ts';
import type { RouteName } from '../../../packages/contracts/src/route-meta.ts';
import { ROUTES } from '../../../packages/contracts/src/routes.ts';
import type { Namespace } from '../src/i18n/resources.ts';

/** Where the build writes the pages' own HTML: `pages/landing.html` is what the server sends for `/landing`. */
export const PAGES_DIR = 'pages';

export interface FirstVisitPage {
  /** The page's route (its path has one segment: the server finds `pages/<segment>.html` by it). */
  name: RouteName;
  /** The module of its screen (the router's SCREENS table loads it). */
  screen: RegExp;
  /** The namespaces the router loads with that screen (besides the core `common`). */
  namespaces: Namespace[];
  /** What `#root` holds before the app renders: the page drawn without words, where the screen puts it. */
  frame?: string;
}

/**
 * The landing on a phone as the app draws it (PageLayout's register sheet around LandingScreen's key
 * visual box, the same classes, which landing-frame.test.tsx keeps equal), holding only the key visual
 * the server puts in the slot (decision 033): its picture paints with the HTML instead of after the
 * script, the API call and React. No words, so no visitor sees a language other than theirs; the fixed
 * top bar is out of the flow and arrives with the app. Wider screens lay the landing out beside an
 * aside the app decides on, so there the frame stays hidden and the app paints first, as before.
 */
export const LANDING_FRAME = [
  '<div class="flex min-h-dvh flex-col bg-gradient-to-br from-brand-600 via-brand-700 to-brand-900 tablet:hidden" aria-hidden="true">',
  '<div class="flex flex-1 flex-col">',
  `<main class="flex flex-1 flex-col" style="padding-top:${DEFAULT_LAYOUT_PADDING_TOP}px">`,
  '<div class="flex-1 rounded-t-[2rem] bg-white pt-2 pb-6 shadow-[0_-8px_24px_rgb(0_0_0/0.12)]">',
  '<div class="flex flex-col gap-6">',
  '<div class="overflow-hidden rounded-t-[2rem] tablet:rounded-3xl tablet:shadow-lg">',
  '<div class="relative aspect-[4/5] w-full overflow-hidden bg-gradient-to-br from-brand-500 to-brand-800 tablet:aspect-[2/1] desktop:aspect-[24/7]">',
  KEY_VISUAL_SLOT,
  '</div></div></div></div></main></div></div>',
].join('');

/**
 * The pages a visit starts on (issue 13 measures them): a first visit opens landing, a member's visit
 * home or privilege. router.test.tsx checks the namespaces against the router's screen table.
 */
export const FIRST_VISIT_PAGES: FirstVisitPage[] = [
  {
    name: 'landing',
    screen: /\/features\/auth\/components\/landing-screen\.tsx$/,
    namespaces: ['auth'],
    frame: LANDING_FRAME,
  },
  { name: 'home', screen: /\/app\/routes\/home\.tsx$/, namespaces: ['member', 'redemption', 'cards'] },
  { name: 'privilege', screen: /\/app\/routes\/privileges\.tsx$/, namespaces: ['privileges'] },
];

/**
 * The Sarabun faces every page's first paint uses in the default language (English): body text (400),
 * buttons and tabs (600), headings (700). Thai faces load by their unicode-range when Thai text shows.
 */
const FIRST_PAINT_FONTS = /^assets\/sarabun-latin-(400|600|700)-normal-[\w-]+\.woff2$/;

/** First visits read English (DESIGN §4 default); `common` is the core namespace every page reads. */
const localeModule = (namespace: string) => new RegExp(`/i18n/locales/en/${namespace}\\.json$`);

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

function fontPreloads(bundle: OutputBundle): string {
  return Object.keys(bundle)
    .filter((fileName) => FIRST_PAINT_FONTS.test(fileName))
    .sort()
    .map((fileName) => `<link rel="preload" href="/${fileName}" as="font" type="font/woff2" crossorigin>`)
    .join('\n    ');
}

/**
 * First paint (issue 13, DESIGN §10). Every page's HTML preloads the fonts its first paint uses, so text
 * is drawn in Sarabun without waiting for the stylesheet to name them. Each page a visit starts on gets
 * its own copy of index.html that also preloads its screen's chunks and English words: the browser
 * fetches them beside the entry instead of one round trip after another (entry, then words, then
 * screen). Other entries (the back-office) are left alone: only `index.html` is read.
 */
export function firstPaintPlugin(): Plugin {
  return {
    name: 'loyalty-first-paint',
    enforce: 'post',
    apply: 'build',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'] as OutputAsset | undefined;
      if (!index) return;
      const entryHtml = String(index.source).replace('</title>', `</title>\n    ${fontPreloads(bundle)}`);
      index.source = entryHtml;

      const entryFiles = new Set(
        withStaticImports(
          bundle,
          chunks(bundle).filter((chunk) => chunk.isEntry),
        ),
      );
      for (const page of FIRST_VISIT_PAGES) {
        const { path } = ROUTES[page.name];
        const wanted = [page.screen, ...['common', ...page.namespaces].map(localeModule)];
        const roots = chunks(bundle).filter((chunk) =>
          wanted.some((pattern) => chunk.facadeModuleId !== null && pattern.test(chunk.facadeModuleId)),
        );
        if (roots.length !== wanted.length) {
          this.error(`${path}: found ${roots.length} of its ${wanted.length} chunks (screen and words)`);
        }
        const preloads = withStaticImports(bundle, roots)
          .filter((fileName) => !entryFiles.has(fileName))
          .map((fileName) => `<link rel="modulepreload" crossorigin href="/${fileName}">`)
          .join('\n    ');
        this.emitFile({
          type: 'asset',
          fileName: `${PAGES_DIR}${path}.html`,
          source: entryHtml
            .replace('</head>', `  ${preloads}\n  </head>`)
            .replace('<div id="root"></div>', `<div id="root">${page.frame ?? ''}</div>`),
        });
      }
    },
  };
}
