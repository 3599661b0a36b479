import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { listenForChanges } from '../../db/change-listener.js';
import { applySessionChange, type SessionCache } from '../../modules/auth/session-cache.js';

/**
 * Keeps this process's session cache exact: it is trusted only while the database's change notices
 * (migration 0010) arrive, and forgets what a notice names. Closed with the app.
 */
export const sessionChangesPlugin = fp(
  async (app: FastifyInstance, options: { sessions: SessionCache }) => {
    const { sessions } = options;
    const listener = listenForChanges(app.deps.database.pool.options, {
      channels: { session_changes: (payload) => applySessionChange(sessions, payload) },
      onListening: () => sessions.startTrusting(),
      onLost: (error) => {
        sessions.stopTrusting();
        app.log.warn(
          { err: error },
          'session change notices lost: sessions are read from the database until they resume',
        );
      },
    });
    app.addHook('onClose', () => listener.close());
  },
  { name: 'session-changes' },
);
