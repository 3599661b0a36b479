import { createHash, randomBytes } from 'node:crypto';

/**
 * An API client's key (DESIGN §13): `lk_` and 32 random bytes in base64url (46 characters in all). The
 * database keeps its SHA-256 and its first characters only: the key is random and long, so a slow hash
 * would add nothing, and a lookup by hash needs no comparison of secrets.
 */
export const API_KEY_PREFIX = 'lk_';
const KEY_BYTES = 32;
/** How much of a key operators see to tell keys apart: the prefix and six characters (36 bits). */
const SHOWN_LENGTH = API_KEY_PREFIX.length + 6;
const KEY_SHAPE = /^lk_[A-Za-z0-9_-]{43}$/;

export interface NewApiKey {
  key: string;
  hash: string;
  prefix: string;
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** The shown start of a key. */
export function apiKeyPrefixOf(key: string): string {
  return key.slice(0, SHOWN_LENGTH);
}

export function generateApiKey(): NewApiKey {
  const key = `${API_KEY_PREFIX}${randomBytes(KEY_BYTES).toString('base64url')}`;
  return { key, hash: hashApiKey(key), prefix: apiKeyPrefixOf(key) };
}

/** Whether a bearer token could be a key at all: anything else (a JWT, garbage) is refused unread. */
export function isApiKeyShaped(token: string): boolean {
  return KEY_SHAPE.test(token);
}
