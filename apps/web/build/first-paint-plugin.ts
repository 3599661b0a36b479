import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** The file the server sends for `/landing` (apps/api static plugin): index.html with the landing's preloads. */
export const LANDING_HTML = 'landing.html';

/**
 * The Sarabun faces every page's first paint uses in the default language (English): body text (400),
 * buttons and tabs (600), headings (700). Thai faces load by their unicode-range when Thai text shows.
 */
const FIRST_PAINT_FONTS = /^assets\/sarabun-latin-(400|600|700)-normal-[\w-]+\.woff2$/;

/** The landing's own code and words: its screen module and the English namespaces it reads first. */
const LANDING_SCREEN = /\/features\/auth\/components\/landing-screen\.tsx$/;
const LANDING_LOCALES = /\/i18n\/locales\/en\/(common|auth)\.json$/;

function chunks(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
}

/** A chunk and every chunk it imports statically, each once. */
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
 * is drawn in Sarabun without waiting for the stylesheet to name them. `/landing`, the page a first
 * visit opens, gets its own HTML that also preloads the landing screen's chunks and English words: the
 * browser fetches them beside the entry instead of one round trip after another (entry, then words,
 * then screen). Other entries (the back-office) are left alone: only `index.html` is read.
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
      const landingRoots = chunks(bundle).filter(
        (chunk) =>
          (chunk.facadeModuleId !== null && LANDING_SCREEN.test(chunk.facadeModuleId)) ||
          (chunk.facadeModuleId !== null && LANDING_LOCALES.test(chunk.facadeModuleId)),
      );
      if (landingRoots.length !== 3) {
        this.error(`Expected the landing screen and two locale chunks, found ${landingRoots.length}`);
      }
      const landingPreloads = withStaticImports(bundle, landingRoots)
        .filter((fileName) => !entryFiles.has(fileName))
        .map((fileName) => `<link rel="modulepreload" crossorigin href="/${fileName}">`)
        .join('\n    ');
      this.emitFile({
        type: 'asset',
        fileName: LANDING_HTML,
        source: entryHtml.replace('</head>', `  ${landingPreloads}\n  </head>`),
      });
    },
  };
}
