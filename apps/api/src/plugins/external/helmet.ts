import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** LINE's SDK and login endpoints, needed once the app runs inside LINE (DESIGN §7). */
const LINE_SCRIPTS = ['https://static.line-scdn.net'];
const LINE_CONNECT = ['https://api.line.me', 'https://access.line.me', 'https://liffsdk.line-scdn.net'];
const LINE_IMAGES = ['https://profile.line-scdn.net', 'https://obs.line-scdn.net'];

/**
 * Security headers with a CSP the SPA works under: own scripts and styles (inline style attributes
 * are set by React and the Swagger UI), images from self, data: and blob: (generated QR, previews).
 */
export const helmetPlugin = fp(
  async (app: FastifyInstance, options: { production: boolean }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: ["'self'", ...LINE_SCRIPTS],
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
      strictTransportSecurity: options.production,
    });
  },
  { name: 'helmet' },
);
