import { describe, expect, it } from 'vitest';
import { AppError } from '../../app-error.js';
import { assertClientStore } from './api-client-service.js';
import { apiKeyPrefixOf, generateApiKey, hashApiKey, isApiKeyShaped } from './api-key.js';

const client = { id: 1, partnerId: 2, storeCodes: ['BKK-01', 'BKK-02'] };

describe('a partner call’s store', () => {
  it('is one of the client’s stores', () => {
    expect(() => assertClientStore(client, 'BKK-02')).not.toThrow();
  });

  it('is refused as FORBIDDEN when it is outside the client’s list', () => {
    for (const store of ['BKK-03', 'bkk-01', '', 'BKK-01 ']) {
      let refusal: unknown;
      try {
        assertClientStore(client, store);
      } catch (error) {
        refusal = error;
      }
      expect(refusal, store).toBeInstanceOf(AppError);
      expect((refusal as AppError).code).toBe('FORBIDDEN');
      expect((refusal as AppError).statusCode).toBe(403);
    }
  });
});

describe('an API key', () => {
  it('is lk_ and 43 base64url characters, a new one each time', () => {
    const keys = Array.from({ length: 50 }, () => generateApiKey());
    for (const { key } of keys) expect(key).toMatch(/^lk_[A-Za-z0-9_-]{43}$/);
    expect(new Set(keys.map(({ key }) => key)).size).toBe(50);
  });

  it('is kept as its SHA-256 and its first nine characters', () => {
    const { key, hash, prefix } = generateApiKey();
    expect(hash).toBe(hashApiKey(key));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(prefix).toBe(apiKeyPrefixOf(key));
    expect(prefix).toHaveLength(9);
  });

  it('tells a key from a session token by its shape', () => {
    expect(isApiKeyShaped(generateApiKey().key)).toBe(true);
    expect(isApiKeyShaped('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig')).toBe(false);
    expect(isApiKeyShaped(`${generateApiKey().key}x`)).toBe(false);
  });
});
