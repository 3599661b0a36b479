import { QUERY_TO_LOCAL, QUERY_TO_SESSION, QUERY_TOKEN } from '@loyalty/contracts';
import { localStore, sessionStore } from './storage';

/**
 * SPEC §4 query capture, run on every navigation: deep-link values go to the storage DESIGN §4 names,
 * and the session token goes to session storage. Returns the URL to replace the current one with when
 * the token has to leave the address bar, or null when nothing must change.
 */
export function captureQuery(url: URL): string | null {
  const params = url.searchParams;
  for (const key of QUERY_TO_LOCAL) {
    const value = params.get(key);
    if (value !== null) localStore.set(key, value);
  }
  for (const key of QUERY_TO_SESSION) {
    const value = params.get(key);
    if (value !== null) sessionStore.set(key, value);
  }
  const token = params.get(QUERY_TOKEN);
  if (token === null) return null;
  if (token !== '') sessionStore.set('token', token);
  const rest = new URLSearchParams(params);
  rest.delete(QUERY_TOKEN);
  const search = rest.toString();
  return `${url.pathname}${search ? `?${search}` : ''}${url.hash}`;
}
