import { createNoticedCache, type NoticedCacheOptions } from '../../db/noticed-cache.js';
import type { findSessionWithMemberStatus } from './session-repository.js';

/** What `authenticate` needs of a session row: its member, scope, lifetime, revocation and member status. */
export type SessionRecord = NonNullable<Awaited<ReturnType<typeof findSessionWithMemberStatus>>>;

export interface SessionCache {
  /** The session of `jti`: from memory when this process is told of every change, else from `load`. */
  read(jti: string, load: () => Promise<SessionRecord | undefined>): Promise<SessionRecord | undefined>;
  forgetSession(jti: string): void;
  forgetMember(memberId: number): void;
  forgetAll(): void;
  /** Change notices now arrive: memory may be trusted from here on (it starts empty). */
  startTrusting(): void;
  /** Change notices may be missed (listener down): every read goes to the database until trusted again. */
  stopTrusting(): void;
  isTrusted(): boolean;
}

/**
 * Verified sessions kept in memory so a member's request costs no database round trip (issue 13), while
 * revocation stays immediate: database triggers announce every change (migration 0010) and the listener
 * forgets the entry (decision 016).
 */
export function createSessionCache(options: NoticedCacheOptions = {}): SessionCache {
  const cache = createNoticedCache<string, SessionRecord>(options);
  return {
    read: (jti, load) => cache.read(jti, load),
    forgetSession: (jti) => cache.forget(jti),
    forgetMember: (memberId) => cache.forgetWhere((record) => record.memberId === memberId),
    forgetAll: () => cache.forgetAll(),
    startTrusting: () => cache.startTrusting(),
    stopTrusting: () => cache.stopTrusting(),
    isTrusted: () => cache.isTrusted(),
  };
}

/** Applies one `session_changes` notice (migration 0010): `s:<jti>` or `m:<member id>`. */
export function applySessionChange(cache: SessionCache, payload: string): void {
  const [kind, id = ''] = [payload.slice(0, 2), payload.slice(2)];
  if (kind === 's:') cache.forgetSession(id);
  else if (kind === 'm:' && /^\d+$/.test(id)) cache.forgetMember(Number(id));
  // Anything else cannot be matched to entries: forgetting everything is the safe answer.
  else cache.forgetAll();
}
