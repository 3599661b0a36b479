import { createSecretKey, type KeyObject } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../app-error.js';

export interface TokenClaims {
  memberId: number;
  scope: string;
  jti: string;
  issuedAt: Date;
  expiresAt: Date;
}

const ALGORITHM = 'HS256';
const keys = new Map<string, KeyObject>();

/** A key object per secret: importing raw bytes on every verification costs more than the HMAC itself. */
function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}

/** DESIGN §5 claims: sub (member id), scope (space-separated), jti, iat, exp. */
export function signSessionToken(secret: string, claims: TokenClaims): Promise<string> {
  return new SignJWT({ scope: claims.scope })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(claims.memberId))
    .setJti(claims.jti)
    .setIssuedAt(Math.floor(claims.issuedAt.getTime() / 1000))
    .setExpirationTime(Math.floor(claims.expiresAt.getTime() / 1000))
    .sign(keyOf(secret));
}

interface VerifiedToken {
  jti: string;
  memberId: number;
  expiresAtMs: number;
}

/**
 * Tokens whose signature was already checked, so a member's next requests skip the HMAC (a large
 * share of a profile read's CPU). Bounded: the oldest entries leave first. Revocation is not cached:
 * the session row is read on every request.
 */
const verifiedTokens = new Map<string, VerifiedToken>();
const VERIFIED_TOKENS_MAX = 10_000;

function remember(cacheKey: string, verified: VerifiedToken) {
  if (verifiedTokens.size >= VERIFIED_TOKENS_MAX) {
    const oldest = verifiedTokens.keys().next().value;
    if (oldest !== undefined) verifiedTokens.delete(oldest);
  }
  verifiedTokens.set(cacheKey, verified);
}

/** Checks signature and expiry; the caller still checks the session row (revocation). */
export async function readSessionToken(
  secret: string,
  token: string,
  now = Date.now(),
): Promise<{ jti: string; memberId: number }> {
  const cacheKey = `${secret}\u0000${token}`;
  const known = verifiedTokens.get(cacheKey);
  if (known) {
    if (known.expiresAtMs <= now) throw new AppError('TOKEN_EXPIRED');
    return { jti: known.jti, memberId: known.memberId };
  }
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: [ALGORITHM], currentDate: new Date(now) });
    const memberId = Number(payload.sub);
    if (!payload.jti || !Number.isSafeInteger(memberId) || payload.exp === undefined) {
      throw new AppError('UNAUTHORIZED');
    }
    remember(cacheKey, { jti: payload.jti, memberId, expiresAtMs: payload.exp * 1000 });
    return { jti: payload.jti, memberId };
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new AppError('TOKEN_EXPIRED');
    if (error instanceof AppError) throw error;
    throw new AppError('UNAUTHORIZED', { cause: error });
  }
}
