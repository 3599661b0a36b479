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

export interface OperatorTokenClaims extends Omit<TokenClaims, 'memberId'> {
  operatorId: number;
}

/**
 * Operator tokens carry this audience and member tokens none (DESIGN §11): each reader refuses the
 * other's tokens, so a member token never opens an admin call, nor an operator token a member call.
 */
export const OPERATOR_AUDIENCE = 'admin';

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

interface SignedClaims {
  subject: number;
  audience: string | null;
  scope: string;
  jti: string;
  issuedAt: Date;
  expiresAt: Date;
}

function signToken(secret: string, claims: SignedClaims): Promise<string> {
  const jwt = new SignJWT({ scope: claims.scope })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(claims.subject))
    .setJti(claims.jti)
    .setIssuedAt(Math.floor(claims.issuedAt.getTime() / 1000))
    .setExpirationTime(Math.floor(claims.expiresAt.getTime() / 1000));
  return (claims.audience ? jwt.setAudience(claims.audience) : jwt).sign(keyOf(secret));
}

/** DESIGN §5 claims: sub (member id), scope (space-separated), jti, iat, exp; no audience. */
export function signSessionToken(secret: string, claims: TokenClaims): Promise<string> {
  return signToken(secret, { ...claims, subject: claims.memberId, audience: null });
}

/** DESIGN §11 operator claims: sub (operator id), scope (the operator's role), audience `admin`. */
export function signOperatorToken(secret: string, claims: OperatorTokenClaims): Promise<string> {
  return signToken(secret, { ...claims, subject: claims.operatorId, audience: OPERATOR_AUDIENCE });
}

interface VerifiedToken {
  jti: string;
  subject: number;
  audience: string | null;
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

/** A single audience string, none, or anything else (an array, a number) that neither reader accepts. */
function audienceOf(aud: unknown): string | null | undefined {
  if (aud === undefined) return null;
  return typeof aud === 'string' ? aud : undefined;
}

async function verifyToken(secret: string, token: string, now: number): Promise<VerifiedToken> {
  const cacheKey = `${secret}\u0000${token}`;
  const known = verifiedTokens.get(cacheKey);
  if (known) return known;
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: [ALGORITHM], currentDate: new Date(now) });
    const subject = Number(payload.sub);
    const audience = audienceOf(payload.aud);
    if (!payload.jti || !Number.isSafeInteger(subject) || payload.exp === undefined || audience === undefined) {
      throw new AppError('UNAUTHORIZED');
    }
    const verified = { jti: payload.jti, subject, audience, expiresAtMs: payload.exp * 1000 };
    remember(cacheKey, verified);
    return verified;
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new AppError('TOKEN_EXPIRED');
    if (error instanceof AppError) throw error;
    throw new AppError('UNAUTHORIZED', { cause: error });
  }
}

/** Checks signature, audience and expiry; the caller still checks the session row (revocation). */
async function readToken(secret: string, token: string, audience: string | null, now: number) {
  const verified = await verifyToken(secret, token, now);
  // The audience is checked before expiry: another audience's token is no token here, expired or not.
  if (verified.audience !== audience) throw new AppError('UNAUTHORIZED');
  if (verified.expiresAtMs <= now) throw new AppError('TOKEN_EXPIRED');
  return verified;
}

/** A member token: refused when it carries an audience (an operator's). */
export async function readSessionToken(
  secret: string,
  token: string,
  now = Date.now(),
): Promise<{ jti: string; memberId: number }> {
  const { jti, subject } = await readToken(secret, token, null, now);
  return { jti, memberId: subject };
}

/** An operator token: refused unless its audience is `admin` (a member token has none). */
export async function readOperatorToken(
  secret: string,
  token: string,
  now = Date.now(),
): Promise<{ jti: string; operatorId: number }> {
  const { jti, subject } = await readToken(secret, token, OPERATOR_AUDIENCE, now);
  return { jti, operatorId: subject };
}
