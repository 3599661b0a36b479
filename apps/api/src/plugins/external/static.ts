import { existsSync, readdirSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import {
  DEFAULT_LANGUAGE,
  KEY_VISUAL_SLOT,
  LANGUAGE_COOKIE,
  LANGUAGES,
  type Language,
  PRIVILEGE_FRAME_MODULE,
  PRIVILEGE_FRAME_SLOT,
  type PrivilegeFrameData,
  type PrivilegeFrameRenderer,
} from '@loyalty/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../app-error.js';
import type { FirstPaint } from '../../modules/first-paint/first-paint-service.js';
import { type KeptFile, loadKeptFiles } from './kept-file.js';
import { hasSlot, loadSlottedPage, loadSpaShell, PAGES_DIR, type SlottedPage } from './spa-shell.js';

const LONG_CACHE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
const MEDIA_CACHE = 'public, max-age=86400';

/** The route answering a file's URL path: a colon in a file name is a literal one, not a parameter. */
function routeOf(urlPath: string): string {
  return urlPath.replaceAll(':', '::');
}

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? '/';
}

/** The page a request opens: its path and query, as a shared link names them. */
function linkOf(request: FastifyRequest): { path: string; query: URLSearchParams } {
  const query = request.url.indexOf('?');
  return { path: pathOf(request), query: new URLSearchParams(query === -1 ? '' : request.url.slice(query + 1)) };
}

/** The back-office console's page: `/admin` and everything under it (DESIGN §11, its own build entry). */
const ADMIN_PAGE = 'admin.html';

function isAdminPath(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/');
}

/**
 * Where probes and scrapers commonly look. They are no page of the app: answered by the SPA (200), a probe
 * pointed there would pass whatever the server's state. They get the 404 envelope; the real ones are
 * `/api/health`, `/api/ready` and `/api/metrics` (DESIGN §17, README).
 */
const PROBE_LOOKALIKES = new Set(['/health', '/healthz', '/livez', '/ready', '/readyz', '/metrics', '/status']);

/**
 * A request the SPA answers: a page navigation, not the API, media, a probe's usual path (above) or a
 * missing asset file. Those areas
 * are matched as a client may misspell them (`//api/…`, `/Api/…`), so such a request gets the JSON 404 of
 * the area it aimed at, not a page.
 */
function isSpaNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = pathOf(request).replace(/^\/+/, '/').toLowerCase();
  if (path === '/api' || ['/api/', '/media/', '/assets/', '/uploads/'].some((prefix) => path.startsWith(prefix))) {
    return false;
  }
  if (PROBE_LOOKALIKES.has(path.replace(/\/+$/, ''))) return false;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return !/\.[a-z0-9]+$/i.test(lastSegment);
}

/** A page's file name: `landing.html` holds the default language's words, `landing.th.html` Thai ones. */
const PAGE_FILE = new RegExp(`^([\\w-]+?)(?:\\.(${LANGUAGES.join('|')}))?\\.html$`);

/**
 * Each page's own HTML by the path it answers and the language of its words: `/landing` →
 * `pages/landing.html` (English, and any page without words) and `pages/landing.th.html` (decision 034).
 */
function pageFiles(webDistDir: string): Map<string, Map<Language, string>> {
  const dir = join(webDistDir, PAGES_DIR);
  const pages = new Map<string, Map<Language, string>>();
  if (!existsSync(dir)) return pages;
  for (const file of readdirSync(dir)) {
    const [, name, language] = PAGE_FILE.exec(file) ?? [];
    if (!name) continue;
    const languages = pages.get(`/${name}`) ?? new Map<Language, string>();
    languages.set((language as Language | undefined) ?? DEFAULT_LANGUAGE, `${PAGES_DIR}/${file}`);
    pages.set(`/${name}`, languages);
  }
  return pages;
}

const LANGUAGE_IN_COOKIE = new RegExp(`(?:^|;)\\s*${LANGUAGE_COOKIE}=(${LANGUAGES.join('|')})\\s*(?:;|$)`);

/** The language the visitor's app last stored (its cookie, decision 034), else the default. */
function languageOf(request: FastifyRequest): Language {
  const cookie = request.headers.cookie;
  return ((cookie && LANGUAGE_IN_COOKIE.exec(cookie)?.[1]) as Language | undefined) ?? DEFAULT_LANGUAGE;
}

type PageShell = { shell: KeptFile } | { slotted: SlottedPage };

/** Where the server fills a page's HTML from data: the landing's key visual, the privilege screen's frame. */
const PAGE_SLOTS = [KEY_VISUAL_SLOT, PRIVILEGE_FRAME_SLOT];

/**
 * The web build's module that draws the privilege screen's frame (decision 036), loaded once at start
 * like the pages, with each frame it draws kept beside the data it drew: the data is one object per
 * catalogue change (first-paint-service), so a frame is drawn once per change, not per visit.
 */
async function privilegeFrameDrawer(webDistDir: string) {
  const file = join(webDistDir, PAGES_DIR, PRIVILEGE_FRAME_MODULE);
  if (!existsSync(file)) return undefined;
  const { renderPrivilegeFrame } = (await import(pathToFileURL(file).href)) as {
    renderPrivilegeFrame?: PrivilegeFrameRenderer;
  };
  if (typeof renderPrivilegeFrame !== 'function') {
    throw new Error(`${file} does not export renderPrivilegeFrame: rebuild the web app`);
  }
  const drawn = new WeakMap<PrivilegeFrameData, string>();
  return (frame: PrivilegeFrameData): string => {
    let html = drawn.get(frame);
    if (html === undefined) {
      html = renderPrivilegeFrame(frame);
      drawn.set(frame, html);
    }
    return html;
  };
}

/**
 * Serves the built SPA with history fallback (DESIGN §3: any other path renders in the SPA, HTTP 200),
 * hashed `/assets/` with a year's cache and index.html revalidated on every visit, and the project's own
 * artwork under `/media/`, all read once at start and answered from memory (issue 13: a file streamed
 * from disk per request cost the server ten times what sending it from memory does). A page a visit
 * starts on (`/landing`, `/home`…) gets the build's own HTML for it when there is one: index.html with
 * that screen's files preloaded. `/admin` and its paths answer the console's own page, whose code a
 * member page never loads. A page whose HTML has a slot goes with it filled (`firstPaintFor`): the
 * landing's key visual (decision 033), the privilege screen's frame (decision 036). A shared link's page
 * (a privilege's detail, a game's landing, a friend's invitation) carries its preview's Open Graph tags
 * in its head (`linkPreviewFor`), in the page's language. Everything else that matches no route answers
 * the NOT_FOUND envelope. `app.ts` registers it before the rate limiter: files
 * are not API calls.
 */
export const staticPlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      webDistDir: string;
      mediaDir: string;
      uploadsDir: string;
      /** What a page's first paint shows (issue 13: LCP), in a language: its slot's filling or frame. */
      firstPaintFor?: (path: string, language: Language) => Promise<FirstPaint>;
      /** The head tags of a shared link's preview in a language ('' for a page that is not one). */
      linkPreviewFor?: (link: { path: string; query: URLSearchParams }, language: Language) => Promise<string>;
    },
  ) => {
    const dir = options.webDistDir;
    const shell = existsSync(join(dir, 'index.html')) ? loadSpaShell(dir) : undefined;
    const adminShell = shell && existsSync(join(dir, ADMIN_PAGE)) ? loadSpaShell(dir, ADMIN_PAGE) : undefined;
    // The app's page for a shared link with its preview, whose words follow the language cookie.
    const previewedShell = shell ? loadSlottedPage(dir, 'index.html', undefined, { varyByCookie: true }) : undefined;
    // A page written in more than one language is chosen by a cookie, which shared caches must key on.
    const pageShellOf = (file: string, byLanguage: boolean): PageShell => {
      const slot = PAGE_SLOTS.find((candidate) => hasSlot(dir, file, candidate));
      return slot
        ? { slotted: loadSlottedPage(dir, file, slot, { varyByCookie: byLanguage }) }
        : { shell: loadSpaShell(dir, file, { varyByCookie: byLanguage }) };
    };
    const drawPrivilegeFrame = shell ? await privilegeFrameDrawer(dir) : undefined;
    const pageShells = new Map<string, Map<Language, PageShell>>(
      shell
        ? [...pageFiles(dir)].map(([path, files]) => [
            path,
            new Map([...files].map(([language, file]) => [language, pageShellOf(file, files.size > 1)])),
          ])
        : [],
    );
    if (shell) {
      // The shell is sent in the encoding it was built in and a GET reads no body: the compress plugin's
      // three hooks would find nothing to do on the most requested page.
      app.get('/', { compress: false, decompress: false }, (request, reply) => shell.send(request, reply));
      const builtFiles = loadKeptFiles(dir, {
        prefix: '/',
        cacheControlOf: (path) => (path.startsWith('/assets/') ? LONG_CACHE : NO_CACHE),
        // The pages' HTML is answered at the pages' own paths, slots filled; the folder also holds the frame
        // module the server imports (decision 036). Neither is a file for browsers.
        isListed: (path) => !path.startsWith(`/${PAGES_DIR}/`),
      });
      // Each file in the encodings the build wrote it in (apps/web/vite.config.ts): nothing for the compress
      // plugin to do. `/` is the shell above; the file stays reachable as /index.html.
      for (const [path, file] of builtFiles) {
        app.get(routeOf(path), { compress: false, decompress: false }, (request, reply) => file.send(request, reply));
      }
    }
    // The project's own artwork: no larger than the compress plugin's threshold today, left to its rule.
    const artwork = loadKeptFiles(options.mediaDir, { prefix: '/media/', cacheControlOf: () => MEDIA_CACHE });
    for (const [path, file] of artwork) {
      app.get(routeOf(path), { decompress: false }, (request, reply) => file.send(request, reply));
    }
    // Uploads (profile pictures, back-office images) when they are kept in the local folder (DESIGN §7 files).
    await mkdir(options.uploadsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: options.uploadsDir,
      prefix: '/uploads/',
      // Files arrive while the server runs, so they are looked up per request, not listed at start.
      wildcard: true,
      decorateReply: false,
      cacheControl: false,
      // The image pipeline's copies are named by their content (modules/media): a name never changes its bytes.
      setHeaders: (reply: FastifyReply, path: string) => {
        reply.header('cache-control', path.startsWith(join(options.uploadsDir, 'media')) ? LONG_CACHE : MEDIA_CACHE);
        reply.header('x-content-type-options', 'nosniff');
      },
    });
    /** What fills a page's slot, or '' when there is nothing to draw. */
    const fillingOf = async (request: FastifyRequest, language: Language): Promise<string> => {
      if (!options.firstPaintFor) return '';
      const firstPaint = await options.firstPaintFor(pathOf(request), language);
      if (firstPaint.slot !== undefined) return firstPaint.slot;
      return firstPaint.privilegeFrame && drawPrivilegeFrame ? drawPrivilegeFrame(firstPaint.privilegeFrame) : '';
    };
    /** A shared link's preview tags; a failed lookup sends the page without them (the page matters more). */
    const linkPreviewOf = async (request: FastifyRequest, language: Language): Promise<string> => {
      if (!options.linkPreviewFor) return '';
      return options.linkPreviewFor(linkOf(request), language).catch((error: unknown) => {
        request.log.warn({ err: error }, 'link preview unknown: page sent without it');
        return '';
      });
    };
    /**
     * A page with its own HTML, in the visitor's language, with what its first paint shows and, for a
     * shared link (the landing with a friend's invitation), its preview.
     */
    const sendPage = async (request: FastifyRequest, reply: FastifyReply, languages: Map<Language, PageShell>) => {
      const language = languageOf(request);
      const page = languages.get(language) ?? languages.get(DEFAULT_LANGUAGE);
      if (!page) return shell?.send(request, reply);
      if (!('slotted' in page)) return page.shell.send(request, reply);
      // The page is worth more than its first paint: a failed lookup sends the page with an empty slot,
      // which leaves the drawing to the app, as before decisions 033 and 036.
      const [filling, preview] = await Promise.all([
        fillingOf(request, language).catch((error: unknown) => {
          request.log.warn({ err: error }, 'first paint unknown: page sent without it');
          return '';
        }),
        linkPreviewOf(request, language),
      ]);
      return page.slotted.send(request, reply, filling, preview);
    };
    // Routes of their own, like `/`: the pages a visit starts on skip the not-found path and the compress
    // plugin's hooks (their HTML is sent in its built or kept encodings).
    for (const [path, languages] of pageShells) {
      app.get(path, { compress: false, decompress: false }, (request, reply) => sendPage(request, reply, languages));
    }
    app.setNotFoundHandler(async (request, reply) => {
      if (!shell || !isSpaNavigation(request)) throw new AppError('NOT_FOUND');
      const path = pathOf(request);
      if (isAdminPath(path)) return (adminShell ?? shell).send(request, reply);
      // A privilege's or a game's shared link: the app's page, with the preview a chat app reads.
      const preview = await linkPreviewOf(request, languageOf(request));
      if (preview && previewedShell) return previewedShell.send(request, reply, '', preview);
      return shell.send(request, reply);
    });
  },
  { name: 'static' },
);
