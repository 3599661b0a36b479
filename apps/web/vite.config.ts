import { fileURLToPath, URL } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
// By path, like the build's plugins: Vite loads its config with Node.
import { ROUTES } from '../../packages/contracts/src/routes.ts';
import { addFriendQrPlugin } from './build/add-friend-qr-plugin.ts';
import { adminEntryPlugin } from './build/admin-entry-plugin.ts';
import { apiCallsPlugin } from './build/api-calls-plugin.ts';
import { FIRST_VISIT_PAGES, firstPaintPlugin } from './build/first-paint-plugin.ts';
import { firstVisitChunks } from './build/first-visit-chunks-plugin.ts';

/** Where `vite` and `vite preview` send `/api` and `/media`: the API server of `npm start` unless told otherwise. */
const API_ORIGIN = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

/**
 * The build ships each text file beside its brotli (quality 11) and gzip (level 9) copies, made once at
 * build time so the server sends them without compressing per request (issue 13: the framework chunk
 * went out as 403 KB raw). Files under 1 KB are left alone: headers would outweigh the saving.
 */
const precompress = compression({
  include: /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/,
  threshold: 1024,
  algorithms: [
    defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    defineAlgorithm('gzip', { level: 9 }),
  ],
});

/** The pages a member's visit starts on share one file of what two or more of them import (issue 39). */
const firstVisit = firstVisitChunks(FIRST_VISIT_PAGES, {
  name: 'member-pages',
  among: FIRST_VISIT_PAGES.filter((page) => ROUTES[page.name].meta.requiresAuth).map((page) => page.name),
});

/**
 * The small modules the shell and most screens share (route table, storage, token, config) and the rest
 * of what both entries load before anything else (API client, i18n, query client, icons, logo, language
 * switch, buttons, cards, the styles): one chunk rather than a handful of small ones, each with its own
 * request, imports and gzip overhead (issue 39: 0.5 KB of every first visit against four files).
 */
const APP_CORE = new RegExp(
  [
    /packages[\\/]contracts[\\/]src[\\/](routes|route-meta|constants|storage)\.ts$/,
    /apps[\\/]web[\\/]src[\\/]lib[\\/](storage|token|config|route-meta|api-client|api-request|response-handling|first-calls|app-navigation|i18n|query-client)\.ts$/,
    /apps[\\/]web[\\/]src[\\/]i18n[\\/]resources\.ts$/,
    /apps[\\/]web[\\/]src[\\/]components[\\/]ui[\\/](button-classes|button|card-classes|card|logo|icon-shapes|icons|language-switch)\.tsx?$/,
    /apps[\\/]web[\\/]src[\\/]styles\.css$/,
    /vite[\\/]preload-helper\.js$/,
  ]
    .map((part) => part.source)
    .join('|'),
);

/** The chunks both entries (the member app's and the console's) import before anything else. */
const LOADED_BY_EVERY_ENTRY = /^assets\/(rolldown-runtime|framework|app-core)-[\w-]+\.js$/;

/**
 * Small building blocks most member screens use (and some console screens): one file rather than one
 * per set of screens sharing each, which a first visit to home fetched as six files of 0.2–0.5 KB.
 */
const KIT =
  /apps[\\/]web[\\/]src[\\/](components[\\/](feedback[\\/]load-error|ui[\\/](content-icons|empty-state))|lib[\\/](error-message|format|format-time|image-slots))\.tsx?$/;

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    apiCallsPlugin(),
    addFriendQrPlugin(),
    adminEntryPlugin(),
    firstPaintPlugin(),
    firstVisit.plugin,
    precompress,
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    proxy: { '/api': API_ORIGIN, '/media': API_ORIGIN },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Every browser the app supports fetches `modulepreload` itself except Safari before 17, where a
    // preload not made only means the module comes when imported: no polyfill in every first visit.
    modulePreload: {
      polyfill: false,
      // Every dynamic import runs in code an entry loaded, and both entries load these first: naming
      // them again in each import's preload list only weighs on every first visit (issue 39).
      resolveDependencies: (_file, deps) => deps.filter((dep) => !LOADED_BY_EVERY_ENTRY.test(dep)),
    },
    rolldownOptions: {
      // The contracts are declarations only; unused schemas must not ride into the first-visit bundle.
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/contracts/') },
      output: {
        codeSplitting: {
          groups: [
            {
              // Every page needs these; one chunk compresses better than the pieces the splitter would cut.
              // Of TanStack only Query: the console's table library stays in the console's chunks.
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](react-query|query-core)|i18next|react-i18next|zustand)[\\/]/,
            },
            { name: 'app-core', test: APP_CORE },
            ...firstVisit.groups,
            { name: 'kit', test: KIT, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
