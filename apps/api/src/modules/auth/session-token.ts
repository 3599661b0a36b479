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
const keys = new Map<string, Uint8Array>();

function keyOf(secret: string): Uint8Array {
  let key = keys.get(secret);
  if (!key) {
    key = new TextEncoder().encode(secret);
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

/** Checks signature and expiry; the caller still checks the session row (revocation). */
export async function readSessionToken(secret: string, token: string): Promise<{ jti: string; memberId: number }> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: [ALGORITHM] });
    const memberId = Number(payload.sub);
    if (!payload.jti || !Number.isSafeInteger(memberId)) throw new AppError('UNAUTHORIZED');
    return { jti: payload.jti, memberId };
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new AppError('TOKEN_EXPIRED');
    if (error instanceof AppError) throw error;
    throw new AppError('UNAUTHORIZED', { cause: error });
  }
}
