import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The back-office console's page (DESIGN §11): its own entry, so a member page never loads its code. */
export const ADMIN_PAGE = 'admin.html';

/** apps/web, wherever the build is started from. */
const WEB_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** `/admin` and every path under it: the console's router owns them. */
export function isAdminPagePath(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/');
}

/** A page navigation under `/admin` gets the console's page; the console's router takes it from there. */
function answerAdminPages(request: IncomingMessage, _response: ServerResponse, next: () => void): void {
  const path = (request.url ?? '/').split('?')[0] ?? '/';
  if (request.method === 'GET' && isAdminPagePath(path) && request.headers.accept?.includes('text/html')) {
    request.url = `/${ADMIN_PAGE}`;
  }
  next();
}

/**
 * Adds the console as a second entry of the build (`admin.html` beside `index.html`; the chunks both
 * pages use, such as React, are shared), and has the dev and preview servers answer `/admin/*` navigations with it,
 * as the API server does in production (apps/api static plugin).
 */
export function adminEntryPlugin(): Plugin {
  return {
    name: 'loyalty-admin-entry',
    config: () => ({
      build: {
        rolldownOptions: {
          input: { index: resolve(WEB_ROOT, 'index.html'), admin: resolve(WEB_ROOT, ADMIN_PAGE) },
        },
      },
    }),
    configureServer: (server) => {
      server.middlewares.use(answerAdminPages);
    },
    configurePreviewServer: (server) => {
      server.middlewares.use(answerAdminPages);
    },
  };
}
