import { AppError } from '../../app-error.js';

/** What the server keeps from a verified LINE ID token: the LINE user id (`sub`) and the display name. */
export interface LineIdentity {
  userId: string;
  name: string | null;
}

/** Verifies the raw ID token the browser got from `liff.getIDToken()` (DESIGN §7 LINE login). */
export interface LineVerifier {
  verify(idToken: string): Promise<LineIdentity>;
}

const LINE_ISSUER = 'https://access.line.me';

/**
 * The real verifier: LINE's verify endpoint checks signature, expiry and audience
 * (`POST {base}/oauth2/v2.1/verify`, form fields `id_token` and `client_id`). A 400 means the token is
 * not valid for this channel; anything else that fails is LINE being unreachable.
 */
export function createLineVerifier(options: {
  apiBase: string;
  channelId: string;
  fetch?: typeof fetch;
}): LineVerifier {
  const send = options.fetch ?? fetch;
  const endpoint = new URL('/oauth2/v2.1/verify', options.apiBase).toString();
  return {
    async verify(idToken) {
      let response: Response;
      try {
        response = await send(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ id_token: idToken, client_id: options.channelId }).toString(),
          signal: AbortSignal.timeout(10_000),
        });
      } catch (error) {
        throw new AppError('SERVICE_UNAVAILABLE', { cause: error });
      }
      if (response.status === 400) throw new AppError('LINE_TOKEN_INVALID');
      if (!response.ok) throw new AppError('SERVICE_UNAVAILABLE', { cause: `LINE verify answered ${response.status}` });
      const claims = (await response.json().catch(() => null)) as {
        iss?: unknown;
        sub?: unknown;
        aud?: unknown;
        name?: unknown;
      } | null;
      if (
        !claims ||
        claims.iss !== LINE_ISSUER ||
        claims.aud !== options.channelId ||
        typeof claims.sub !== 'string' ||
        claims.sub === ''
      ) {
        throw new AppError('LINE_TOKEN_INVALID');
      }
      return { userId: claims.sub, name: typeof claims.name === 'string' ? claims.name : null };
    },
  };
}

/** What `@line/liff-mock` answers for `getIDToken()` unless a test sets another value. */
export const LIFF_MOCK_ID_TOKEN = 'id_token';
/** The user id of the mock's default `getProfile()`, given to its default token. */
export const LIFF_MOCK_USER_ID = '123456789';
/** Mock tokens naming their user, for flows that need several LINE users: `mock-id-token:<user id>`. */
export const LIFF_MOCK_TOKEN_PREFIX = 'mock-id-token:';

/**
 * The local verifier for development and tests: it accepts the LIFF mock's tokens without calling
 * LINE. In production it refuses everything, so a mock token can never sign anyone in there.
 */
export function createLocalLineVerifier(options: { nodeEnv: string }): LineVerifier {
  return {
    async verify(idToken) {
      if (options.nodeEnv === 'production') throw new AppError('LINE_TOKEN_INVALID');
      if (idToken === LIFF_MOCK_ID_TOKEN) return { userId: LIFF_MOCK_USER_ID, name: 'Brown' };
      const userId = idToken.startsWith(LIFF_MOCK_TOKEN_PREFIX) ? idToken.slice(LIFF_MOCK_TOKEN_PREFIX.length) : '';
      if (!/^[\w-]{1,64}$/.test(userId)) throw new AppError('LINE_TOKEN_INVALID');
      return { userId, name: null };
    },
  };
}
