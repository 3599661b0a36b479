import { DEFAULT_LANGUAGE } from '@loyalty/contracts';
import { localStore } from './storage';

/** SPEC §7 HTTP layer: one host, this prefix. */
export const API_BASE = '/api/v1';

/** The bearer token and the member's language, in which the server words its answers (SPEC §1, §7). */
export function requestHeaders(token: string | null, extra: Record<string, string> = {}): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': localStore.get('lang') ?? DEFAULT_LANGUAGE,
    ...extra,
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}
