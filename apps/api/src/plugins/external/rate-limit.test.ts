import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './rate-limit.js';

describe('clientAddress', () => {
  it('is the request address while the client is connected', () => {
    expect(clientAddress({ ip: '203.0.113.7' } as FastifyRequest)).toBe('203.0.113.7');
  });

  it('still gives a key once the client has hung up and the socket has no address', () => {
    expect(clientAddress({ ip: undefined } as unknown as FastifyRequest)).toBe('disconnected');
  });
});
