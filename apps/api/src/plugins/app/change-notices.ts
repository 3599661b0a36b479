import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { CacheRegistry } from '../../caches.js';
import { listenForChanges } from '../../db/change-listener.js';

/**
 * Keeps the app's caches (`caches.ts`, decision 041) exact over one `LISTEN` connection: each channel's
 * notice makes its named cache forget what it names. The caches kept exact by notices are trusted only
 * while they arrive; catalogue pages are forgotten when notices start or stop and otherwise age out by
 * their TTL. Closed with the app.
 */
export const changeNoticesPlugin = fp(
  async (app: FastifyInstance, options: { caches: CacheRegistry }) => {
    const { caches } = options;
    const listener = listenForChanges(app.deps.database.pool.options, {
      channels: caches.noticeChannels,
      // Whatever changed while nobody listened is unknown.
      onListening: () => caches.startTrusting(),
      onLost: (error) => {
        caches.stopTrusting();
        app.log.warn(
          { err: error },
          'change notices lost: sessions, favourites and banners are read from the database until they resume, catalogue pages age out by their TTL',
        );
      },
    });
    app.addHook('onClose', async () => {
      caches.stopTrusting();
      await listener.close();
    });
  },
  { name: 'change-notices' },
);
