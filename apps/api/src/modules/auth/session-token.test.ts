import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readOperatorToken, readSessionToken, signOperatorToken, signSessionToken } from './session-token.js';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';

async function tokenExpiringIn(seconds: number, secret = SECRET) {
  const issuedAt = new Date(Math.floor(Date.now() / 1000) * 1000);
  const jti = randomUUID();
  const token = await signSessionToken(secret, {
    memberId: 42,
    scope: 'bcrm-member',
    jti,
    issuedAt,
    expiresAt: new Date(issuedAt.getTime() + seconds * 1000),
  });
  return { token, jti, expiresAtMs: issuedAt.getTime() + seconds * 1000 };
}

describe('session tokens', () => {
  it('reads the member and session id back from a token it signed', async () => {
    const { token, jti } = await tokenExpiringIn(60);
    expect(await readSessionToken(SECRET, token)).toEqual({ jti, memberId: 42 });
  });

  it('answers TOKEN_EXPIRED once the token expires, also after it was read before', async () => {
    const { token, expiresAtMs } = await tokenExpiringIn(60);
    await readSessionToken(SECRET, token);
    await expect(readSessionToken(SECRET, token, expiresAtMs + 1)).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });
  });

  it('refuses under another secret a token already read under its own', async () => {
    const { token } = await tokenExpiringIn(60);
    await readSessionToken(SECRET, token);
    await expect(readSessionToken('another-secret-of-thirty-two-characters!', token)).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('refuses a token with a changed payload', async () => {
    const { token } = await tokenExpiringIn(60);
    const [header, , signature] = token.split('.');
    const payload = Buffer.from(JSON.stringify({ sub: '1', jti: randomUUID(), scope: 'bcrm-member' })).toString(
      'base64url',
    );
    await expect(readSessionToken(SECRET, `${header}.${payload}.${signature}`)).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('keeps member and operator tokens apart by audience, in both directions', async () => {
    const { token: memberToken } = await tokenExpiringIn(60);
    const issuedAt = new Date(Math.floor(Date.now() / 1000) * 1000);
    const operatorToken = await signOperatorToken(SECRET, {
      operatorId: 42,
      scope: 'admin',
      jti: randomUUID(),
      issuedAt,
      expiresAt: new Date(issuedAt.getTime() + 60_000),
    });
    expect(await readOperatorToken(SECRET, operatorToken)).toMatchObject({ operatorId: 42 });
    await expect(readSessionToken(SECRET, operatorToken)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(readOperatorToken(SECRET, memberToken)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
