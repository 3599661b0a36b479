import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { listenForChanges } from '../../db/change-listener.js';
import { applySessionChange, type SessionCache } from '../../modules/auth/session-cache.js';
import { bannersOf } from '../../modules/banners/banner-cache.js';
import { applyFavouriteChange, favouritesOf } from '../../modules/privileges/favourite-cache.js';
import { forgetCataloguePages } from '../../modules/privileges/privilege-service.js';

/**
 * Keeps this process's in-memory copies of database rows exact over one `LISTEN` connection: sessions
 * (migration 0010, decision 016), members' favourites (migration 0016, decision 021) and the banners the
 * first-visit pages announce (banner_changes, decision 029). Each is trusted only while the notices
 * arrive, and forgets what a notice names. Catalogue pages (decision 013) are forgotten on every operator
 * change (catalogue_changes); while notices are lost they are forgotten once and then age out by their
 * TTL, as before the notices existed. Closed with the app.
 */
export const changeNoticesPlugin = fp(
  async (app: FastifyInstance, options: { sessions: SessionCache }) => {
    const { sessions } = options;
    const favourites = favouritesOf(app.deps.database.orm);
    const banners = bannersOf(app.deps.database.orm);
    const caches = [sessions, favourites, banners].filter((cache) => cache !== undefined);
    const forgetCatalogue = () => forgetCataloguePages(app.deps.database.orm);
    const listener = listenForChanges(app.deps.database.pool.options, {
      channels: {
        catalogue_changes: forgetCatalogue,
        session_changes: (payload) => applySessionChange(sessions, payload),
        ...(favourites ? { favourite_changes: (payload: string) => applyFavouriteChange(favourites, payload) } : {}),
        ...(banners ? { banner_changes: () => banners.forgetAll() } : {}),
      },
      onListening: () => {
        // Whatever changed while nobody listened is unknown.
        forgetCatalogue();
        for (const cache of caches) cache.startTrusting();
      },
      onLost: (error) => {
        for (const cache of caches) cache.stopTrusting();
        forgetCatalogue();
        app.log.warn(
          { err: error },
          'change notices lost: sessions, favourites and banners are read from the database until they resume, catalogue pages age out by their TTL',
        );
      },
    });
    app.addHook('onClose', async () => {
      // The favourites hang on the database handle, which may outlive this app: untrusted without a listener.
      for (const cache of caches) cache.stopTrusting();
      await listener.close();
    });
  },
  { name: 'change-notices' },
);
