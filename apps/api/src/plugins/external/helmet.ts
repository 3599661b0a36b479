import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** LINE's SDK and login endpoints, needed once the app runs inside LINE (DESIGN §7). */
const LINE_SCRIPTS = ['https://static.line-scdn.net'];
const LINE_CONNECT = ['https://api.line.me', 'https://access.line.me', 'https://liffsdk.line-scdn.net'];
const LINE_IMAGES = ['https://profile.line-scdn.net', 'https://obs.line-scdn.net'];

/** What the answers' headers depend on: production or not, and the web build's own inline scripts. */
export interface SecurityOptions {
  production: boolean;
  /**
   * CSP hash sources (`'sha256-…'`) of the inline scripts the web build's pages hold (the first reads of
   * a members' page, DESIGN §10): those scripts run, and no other inline script does.
   */
  inlineScripts?: readonly string[];
}

/**
 * Security headers with a CSP the SPA works under: own scripts and styles (inline style attributes
 * are set by React and the Swagger UI), images from self, data: and blob: (generated QR, previews).
 */
function helmetOptions({ production, inlineScripts = [] }: SecurityOptions): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", ...inlineScripts, ...LINE_SCRIPTS],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...LINE_IMAGES],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...LINE_CONNECT],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // HSTS only means something over HTTPS, which production terminates in front of the app.
    strictTransportSecurity: production,
    // For browsers no one runs: `X-Download-Options` was Internet Explorer 8's, and `X-XSS-Protection: 0`
    // turned off an XSS filter every browser has since dropped. Each header costs every answer its bytes
    // and Node's checks of its name and value.
    xDownloadOptions: false,
    xXssProtection: false,
  };
}

/**
 * The headers helmet sets, worked out once: they depend on the options only (no nonces, no per-request
 * directive), so running helmet's middleware on a recording response gives every answer's headers.
 */
export function securityHeaders(options: SecurityOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(helmetOptions(options))({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * The headers of a JSON answer. It is data, never a page: nothing in it may load, run or be framed, so
 * its policy is OWASP's for REST answers rather than the page's. The page headers cost a JSON answer
 * ~0.7 KB on the wire, more than a typical compressed member read's body.
 */
export function dataAnswerHeaders(production: boolean): Record<string, string> {
  const page = securityHeaders({ production });
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
    ...(page['strict-transport-security'] ? { 'strict-transport-security': page['strict-transport-security'] } : {}),
  };
}

/**
 * Sends the security headers on every answer, chosen by what is sent: a JSON answer gets the data
 * headers, anything else (pages, scripts, pictures, files, the API docs) the page headers. Helmet's
 * Fastify plugin rebuilt the whole middleware (parsing the CSP) on every request; the headers never
 * change, so they are set from two objects worked out at start.
 */
export const helmetPlugin = fp(
  async (app: FastifyInstance, options: SecurityOptions) => {
    const pageHeaders = securityHeaders(options);
    const dataHeaders = dataAnswerHeaders(options.production);
    app.addHook('onSend', (_request, reply, payload, done) => {
      const type = reply.getHeader('content-type');
      reply.headers(typeof type === 'string' && type.startsWith('application/json') ? dataHeaders : pageHeaders);
      done(null, payload);
    });
  },
  { name: 'helmet' },
);
